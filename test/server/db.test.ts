/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { Db, seed } from '../../server/db';
import { parseBody } from '../../server/api';
import { scenarioFor } from '../../server/scenarios';
import { tempDir } from './helpers';

describe('Db', () => {
  it('creates the file from the seed when missing', () => {
    const file = path.join(tempDir(), 'nested', 'db.json');
    const db = Db.load(file);
    expect(db.data).toEqual(seed());
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(seed());
    expect(db.data.customerService).toEqual({
      phone: '+52 55 1234 5678',
      va: '800 953 4210',
      email: 'soporte@cuota.mx',
    });
  });

  it('reseeds a corrupt file', () => {
    const file = path.join(tempDir(), 'db.json');
    fs.writeFileSync(file, '{"version":1,"custo');
    expect(Db.load(file).data).toEqual(seed());
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(seed());
  });

  it('persists mutations across loads, writes atomically, and resets to the seed', () => {
    const dir = tempDir();
    const file = path.join(dir, 'db.json');
    Db.load(file).update((d) => {
      d.customerService.phone = '+52 1';
    });
    expect(fs.readdirSync(dir)).toEqual(['db.json']);
    const again = Db.load(file);
    expect(again.data.customerService.phone).toBe('+52 1');
    again.reset();
    expect(Db.load(file).data).toEqual(seed());
  });
});

describe('helpers', () => {
  it('parses form, JSON and multipart bodies', () => {
    expect(parseBody('application/x-www-form-urlencoded', Buffer.from('a=1&b=x%20y'))).toEqual({
      a: '1',
      b: 'x y',
    });
    expect(parseBody('application/json', Buffer.from('{"a":30,"b":"s"}'))).toEqual({
      a: '30',
      b: 's',
    });
    expect(parseBody('application/json', Buffer.from('nope'))).toEqual({});
    const multipart = [
      '--XX',
      'Content-Disposition: form-data; name="orderNo"',
      '',
      'A1',
      '--XX',
      'Content-Disposition: form-data; name="problemImage"; filename="p.png"',
      'Content-Type: image/png',
      '',
      '\u0089PNG',
      '--XX--',
      '',
    ].join('\r\n');
    expect(parseBody('multipart/form-data; boundary=XX', Buffer.from(multipart, 'latin1'))).toEqual(
      {
        orderNo: 'A1',
        problemImage: 'p.png',
      },
    );
  });

  it('picks scoped scenarios', () => {
    expect(scenarioFor('fail', 'getWhatsapp')).toBe('fail');
    expect(scenarioFor('getWhatsapp:slow', 'getWhatsapp')).toBe('slow');
    expect(scenarioFor('getSid:fail', 'getWhatsapp')).toBe('ok');
    expect(scenarioFor('fail,getWhatsapp:ok', 'getWhatsapp')).toBe('ok');
  });
});
