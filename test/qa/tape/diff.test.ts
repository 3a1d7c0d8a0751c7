import { jsonDiff } from '../../../src/qa/tape/diff';

describe('jsonDiff: the differences a tester reads', () => {
  it('names the changed field by its path', () => {
    expect(jsonDiff({ payload: { amount: 1 } }, { payload: { amount: 2 } })).toEqual([
      'payload.amount: expected 1, got 2',
    ]);
  });

  it('shows a tagged value by its kind, never the internal $t key', () => {
    const lines = jsonDiff({ payload: { due: { $t: 'undefined' } } }, { payload: { due: 5 } });
    expect(lines).toEqual(['payload.due: expected <undefined>, got 5']);
    expect(lines.join('\n')).not.toContain('$t');
    expect(jsonDiff({ a: { $t: 'undefined' } }, { a: { $t: 'undefined' } })).toEqual([]);
  });
});
