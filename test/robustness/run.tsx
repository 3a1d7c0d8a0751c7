import { resolveEndpoints } from '../../src/platform/api/endpoints';
import type { EndpointKey } from '../../src/platform/api/endpoints';
import { badAnswers as generate, type BadCase } from './badAnswers';
import { runCase, type Family, type Outcome } from './harness';

/** What a family needs to be run: its name, the endpoint under attack and a good answer of it. */
interface Attacked {
  name: string;
  target: EndpointKey;
  sample: unknown;
}

/**
 * Declares one jest test per bad answer for each family, and prints the counts per family when the file
 * is done. Any uncaught error, unhandled rejection or console.error during a case fails it. `run` renders
 * and judges one case: the app's pages (harness.tsx) or another entry's (the landing's). Returns the
 * console errors of the running test, for the file's other tests.
 */
export function describeAttacks<F extends Attacked>(
  title: string,
  families: F[],
  run: (family: F, bad: BadCase) => Promise<Outcome>,
): { errors: () => string[] } {
  const counts = new Map<string, Record<Outcome | 'cases', number>>();
  let errors: string[] = [];
  let spy: jest.SpyInstance;
  const onRejection = (reason: unknown) => errors.push(`unhandled rejection: ${String(reason)}`);

  beforeAll(() => process.on('unhandledRejection', onRejection));
  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    const lines = [...counts].map(
      ([name, c]) =>
        `  ${name}: ${c.cases} cases, ${c.content} content, ${c['failure shown']} failure shown, ${c.navigated} went on` +
        (c['in doubt'] > 0 ? `, ${c['in doubt']} in doubt` : ''),
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
      const tally = { cases: 0, content: 0, 'failure shown': 0, navigated: 0, 'in doubt': 0 };
      counts.set(family.name, tally);
      const cases = generate(resolveEndpoints()[family.target].envelope, family.sample);
      it.each(cases.map((c) => [c.name, c] as const))(`${family.name}: %s`, async (_name, bad) => {
        const outcome = await run(family, bad);
        expect(errors).toEqual([]);
        tally.cases += 1;
        tally[outcome] += 1;
      });
    }
  });
  // The same watch covers the file's other tests (registered at its top level).
  return { errors: () => errors };
}

/** The app's pages under attack (harness.tsx). */
export function describeFamilies(title: string, families: Family[]) {
  describeAttacks(title, families, runCase);
}
