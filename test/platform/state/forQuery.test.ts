import { isQueryOf, keyedByQuery } from '../../../src/platform/state/forQuery';

/** The one rule against another order's data on screen (src/platform/state/forQuery.ts). */
describe('isQueryOf', () => {
  it("compares the fields the page's query names, nothing else", () => {
    const kept: { orderId: string } = { orderId: '1174', ...{ returnTo: '/x' } };
    expect(isQueryOf(kept, { orderId: '1174' })).toBe(true);
    expect(isQueryOf(kept, { orderId: '1180' })).toBe(false);
    expect(isQueryOf<{ orderId: string }>(null, { orderId: '' })).toBe(false);
    expect(isQueryOf<{ orderId: string }>(undefined, { orderId: '1174' })).toBe(false);
  });
});

describe('keyedByQuery', () => {
  interface Page {
    status: string;
    query: { orderId: string } | null;
    data: string | null;
  }
  const pending: Page = { status: 'loading', query: null, data: null };
  const selectFor = keyedByQuery(
    (root: { page: Page }) => root.page,
    (p) => p.query,
    pending,
  );
  const root = { page: { status: 'succeeded', query: { orderId: 'A' }, data: 'A data' } };

  it("the page's own state when the slice holds its query", () => {
    expect(selectFor({ orderId: 'A' })(root)).toBe(root.page);
  });

  it('the one pending state (stable) while it holds another query, or none', () => {
    expect(selectFor({ orderId: 'B' })(root)).toBe(pending);
    expect(selectFor({ orderId: 'B' })(root)).toBe(selectFor({ orderId: 'C' })(root));
    expect(selectFor({ orderId: 'A' })({ page: pending })).toBe(pending);
  });
});
