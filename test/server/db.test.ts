/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { Db, seed } from '../../server/db';
import { fieldsOf } from '../../server/body';
import { scenarioFor } from '../../server/scenarios';
import { tempDir } from './helpers';

describe('Db', () => {
  it('creates the file from the seed when missing', () => {
    const file = path.join(tempDir(), 'nested', 'db.json');
    const db = Db.load(file);
    expect(db.data).toEqual(seed(db.cardHash));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(seed(db.cardHash));
    expect(db.data.customerService).toEqual({
      phone: '+52 55 1234 5678',
      va: '800 953 4210',
      email: 'soporte@cuota.mx',
    });
  });

  it('reseeds a corrupt file', () => {
    const file = path.join(tempDir(), 'db.json');
    fs.writeFileSync(file, '{"version":1,"custo');
    const db = Db.load(file);
    expect(db.data).toEqual(seed(db.cardHash));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(seed(db.cardHash));
  });

  it('persists mutations across loads, writes atomically, and resets to the seed', () => {
    const dir = tempDir();
    const file = path.join(dir, 'db.json');
    Db.load(file).update((d) => {
      d.customerService.phone = '+52 1';
    });
    // No temp file is left; the card hash key lives beside the data.
    expect(fs.readdirSync(dir).sort()).toEqual(['card-hash.key', 'db.json']);
    const again = Db.load(file);
    expect(again.data.customerService.phone).toBe('+52 1');
    again.reset();
    expect(Db.load(file).data).toEqual(seed(again.cardHash));
  });
});

describe('helpers', () => {
  it('reads parsed bodies as text fields', () => {
    expect(fieldsOf({ a: '1', b: 'x y' })).toEqual({ a: '1', b: 'x y' });
    expect(fieldsOf({ a: 30, b: 's', c: true, d: null })).toEqual({
      a: '30',
      b: 's',
      c: 'true',
      d: 'null',
    });
    // a repeated multipart field: the last value, like a repeated form field
    expect(fieldsOf({ tag: ['x', 'y'] })).toEqual({ tag: 'y' });
    for (const nothing of [undefined, null, 'text', [1, 2]]) expect(fieldsOf(nothing)).toEqual({});
  });

  it('picks scoped scenarios', () => {
    expect(scenarioFor('fail', 'getWhatsapp')).toBe('fail');
    expect(scenarioFor('getWhatsapp:slow', 'getWhatsapp')).toBe('slow');
    expect(scenarioFor('getSid:fail', 'getWhatsapp')).toBe('ok');
    expect(scenarioFor('fail,getWhatsapp:ok', 'getWhatsapp')).toBe('ok');
  });
});
