/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { V3Envelope } from '../../src/platform/api/types';
import { extensionSchema, instalmentSchema } from '../../src/features/repayment/repaymentSchema';
import type {
  ExtensionRepayment,
  InstalmentRepayment,
} from '../../src/features/repayment/repaymentSchema';
import { validateData } from '../../src/platform/api/schema';
import type { ResponseSchema } from '../../src/platform/api/schema';
import { seededExtension, seededInstalment } from '../../server/features/repayment/seed';
import { form, start } from './helpers';
import type { Running } from './helpers';

const DETAIL = '/plays/v3/installment/loan-play-detail';
const DELAY = '/plays/v3/installment/loan-play-delay-detail';
const PUBLIC = path.resolve(__dirname, '../../public');

let srv: Running;
beforeAll(async () => {
  srv = await start();
});
afterAll(() => srv.close());

async function post<T>(url: string, values: Record<string, string>, scenario?: string) {
  const init = form(values);
  if (scenario)
    init.headers = { ...(init.headers as Record<string, string>), 'x-demo-scenario': scenario };
  return (await (await fetch(`${srv.url}${url}`, init)).json()) as V3Envelope<T>;
}

/** What the app's schema makes of an answer (throws when it refuses it). */
async function accepted<T>(schema: ResponseSchema<T>, data: unknown): Promise<T> {
  const checked = await validateData(schema, data);
  if (!checked.ok) throw new Error(checked.reason);
  return checked.value;
}

describe('repayment demo data', () => {
  it.each(['1174', '1180'])('order %s has both screens, accepted by the app', async (orderId) => {
    const info = await accepted(instalmentSchema, seededInstalment(orderId));
    const ext = await accepted(extensionSchema, seededExtension(orderId));
    expect(Number(info.repayAmount)).toBeGreaterThan(0);
    expect(Number(ext.delayInfo.delayAmount)).toBeGreaterThan(0);
    // More than two detail rows, so the fold shows.
    expect(info.detail.length).toBeGreaterThan(2);
  });

  it('1174 repays 359160 minor units; the channels cover code+barcode, code only and neither', async () => {
    const info = await accepted(instalmentSchema, seededInstalment('1174'));
    expect(info.repayAmount).toBe('359160');
    expect(info.repayList.map((g) => g.title)).toEqual([
      'Tiendas de conveniencia',
      'Transferencia bancaria',
    ]);
    const channels = info.repayList.flatMap((g) => g.list);
    expect(channels.map((c) => c.payCode)).toEqual(['OXXO', '7ELEVEN', 'SPEI']);
    const [oxxo, seven, spei] = channels;
    expect(oxxo.vCode).not.toBe('');
    expect(oxxo.vCode).toBe('93011174035916');
    expect(oxxo.BARcodeImg).toBe('/__demo/barcode/93011174035916.svg');
    expect(seven.vCode).not.toBe('');
    expect(seven.BARcodeImg).toBe('');
    expect([spei.vCode, spei.BARcodeImg]).toEqual(['', '']);
  });

  it('every image the seeds name exists under public/ or is a drawn barcode', () => {
    const images = ['1174', '1180'].flatMap((id) => {
      const i = seededInstalment(id)!;
      const e = seededExtension(id)!;
      return [
        i.productLogo,
        e.productLogo,
        ...i.repayList.flatMap((g) => g.list.flatMap((c) => [c.logo, c.BARcodeImg ?? ''])),
      ].filter((src) => src && !String(src).startsWith('/__demo/barcode/'));
    });
    for (const src of new Set(images)) {
      const exists = fs.existsSync(path.join(PUBLIC, String(src)));
      expect({ src, exists }).toEqual({ src, exists: true });
    }
  });

  it('unknown orders have no data', () => {
    expect(seededInstalment('42')).toBeNull();
    expect(seededExtension('42')).toBeNull();
  });
});

describe('demo server: repayment', () => {
  it('loan-play-detail answers a seeded order in a v3 envelope', async () => {
    const res = await post<InstalmentRepayment>(DETAIL, { productId: '1', orderId: '1174' });
    expect(res).toMatchObject({ success: true, code: 0 });
    expect(res.data?.repayAmount).toBe(359160);
  });

  it('loan-play-delay-detail answers a seeded order in a v3 envelope', async () => {
    const res = await post<ExtensionRepayment>(DELAY, { productId: '1', orderId: '1180' });
    expect(res.success).toBe(true);
    // 15% of the principal plus the late fine (4 days at 3%)
    expect(res.data?.delayInfo.delayAmount).toBe(45000 + 36000);
    expect(res.data?.repayPlan).toHaveLength(2);
  });

  it.each([DETAIL, DELAY])('%s fails for an unknown order', async (url) => {
    const res = await post(url, { productId: '1', orderId: '42' });
    expect(res).toEqual({ success: false, code: 404, message: 'Pedido no encontrado', data: null });
  });

  it.each([DETAIL, DELAY])('%s fails in the fail scenario', async (url) => {
    const res = await post(url, { productId: '1', orderId: '1174' }, 'fail');
    expect(res.success).toBe(false);
    expect(res.data).toBeNull();
  });
});
