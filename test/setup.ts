import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait up to 5 s (Testing Library's 1 s default fails a lazy page on a loaded 2-core
// machine); a passing test waits no longer than before.
configure({ asyncUtilTimeout: 5_000 });

// Unit tests run the app as a development or demo build does: with the developer test page.
process.env.CUOTA_DEVTOOLS = '1';

/*
 * A passing test logs no error: React's act() warnings, jsdom's "Not implemented" and the app's own
 * console.error each fail the test that caused them. A test that expects an error says so by replacing
 * the spy's implementation (`jest.spyOn(console, 'error').mockImplementation(() => undefined)`), which
 * also keeps it out of the output.
 */
const errorsLogged: string[] = [];
const printError = console.error.bind(console);
const recordError = (...args: unknown[]) => {
  errorsLogged.push(
    args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
  );
  printError(...args);
};

beforeEach(() => {
  errorsLogged.length = 0;
  jest.spyOn(console, 'error').mockImplementation(recordError);
});

afterEach(() => {
  const logged = errorsLogged.splice(0);
  if (logged.length > 0) {
    throw new Error(
      `The test logged ${logged.length} console error(s); the first: ${logged[0].slice(0, 300)}`,
    );
  }
});
