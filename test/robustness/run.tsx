import { resolveEndpoints } from '../../src/platform/api/endpoints';
import { badAnswers } from './badAnswers';
import { runCase, type Family, type Outcome } from './harness';

/**
 * Declares one jest test per bad answer for each family, and prints the counts per family when the file
 * is done. Any uncaught error, unhandled rejection or console.error during a case fails it.
 */
export function describeFamilies(title: string, families: Family[]) {
  const counts = new Map<string, Record<Outcome | 'cases', number>>();
  let errors: string[] = [];
  let spy: jest.SpyInstance;
  const onRejection = (reason: unknown) => errors.push(`unhandled rejection: ${String(reason)}`);

  beforeAll(() => process.on('unhandledRejection', onRejection));
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    const lines = [...counts].map(
      ([name, c]) =>
        `  ${name}: ${c.cases} cases, ${c.content} content, ${c['failure shown']} failure shown, ${c.navigated} went on`,
    );
    process.stdout.write(`\nrobustness ${title}:\n${lines.join('\n')}\n`);
  });
  beforeEach(() => {
    errors = [];
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.map(String).join(' ').slice(0, 300));
    });
  });
  afterEach(() => spy.mockRestore());

  describe(title, () => {
    for (const family of families) {
      const tally = { cases: 0, content: 0, 'failure shown': 0, navigated: 0 };
      counts.set(family.name, tally);
      const cases = badAnswers(resolveEndpoints()[family.target].envelope, family.sample);
      it.each(cases.map((c) => [c.name, c] as const))(`${family.name}: %s`, async (_name, bad) => {
        const outcome = await runCase(family, bad);
        expect(errors).toEqual([]);
        tally.cases += 1;
        tally[outcome] += 1;
      });
    }
  });
}
