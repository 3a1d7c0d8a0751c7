/*
 * A passing test logs no error and no warning: React's act() warnings, jsdom's "Not implemented", Redux
 * Toolkit's slow-check warnings and the app's own console.error and console.warn each fail the test that
 * caused them (test/setup.ts). A test that expects one says so by replacing the spy's implementation
 * (`jest.spyOn(console, 'warn').mockImplementation(() => undefined)`), which also keeps it out of the
 * output.
 */
const LEVELS = ['error', 'warn'] as const;
type Level = (typeof LEVELS)[number];

const seen: { level: Level; text: string }[] = [];
const printers = { error: console.error.bind(console), warn: console.warn.bind(console) };

const recorder =
  (level: Level, print: boolean) =>
  (...args: unknown[]): void => {
    seen.push({
      level,
      text: args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
    });
    if (print) printers[level](...args);
  };

/** Starts a test's watch: console.error and console.warn are recorded (and printed unless told). */
export function watchConsole({ print = true }: { print?: boolean } = {}): void {
  seen.length = 0;
  for (const level of LEVELS) jest.spyOn(console, level).mockImplementation(recorder(level, print));
}

/** What fails the test that just ran, or null: how many errors and warnings it logged, and the first. */
export function consoleFailure(): string | null {
  const logged = seen.splice(0);
  if (logged.length === 0) return null;
  return (
    `The test logged ${logged.length} console error(s) or warning(s); the first (${logged[0].level}): ` +
    logged[0].text.slice(0, 300)
  );
}
