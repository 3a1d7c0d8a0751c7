import { consoleFailure, watchConsole } from './consoleGuard';

/** The guard of every test (test/setup.ts): each case starts a watch of its own, printing nothing. */
describe('the console guard of every test', () => {
  beforeEach(() => watchConsole({ print: false }));
  // Leave nothing behind for setup.ts's own check of these cases.
  afterEach(() => consoleFailure());

  it('a test that logs nothing passes', () => {
    expect(consoleFailure()).toBeNull();
  });

  it.each([
    ['error', () => console.error('Warning: An update inside a test was not wrapped in act(...)')],
    ['warn', () => console.warn('SerializableStateInvariantMiddleware took 67ms')],
  ])('a console.%s fails the test, naming it', (level, log) => {
    log();
    expect(consoleFailure()).toBe(
      `The test logged 1 console error(s) or warning(s); the first (${level}): ` +
        (level === 'warn'
          ? 'SerializableStateInvariantMiddleware took 67ms'
          : 'Warning: An update inside a test was not wrapped in act(...)'),
    );
    expect(consoleFailure()).toBeNull();
  });

  it('a test that replaces the spy (it expects the warning) passes', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    console.warn('expected');
    expect(consoleFailure()).toBeNull();
  });
});
