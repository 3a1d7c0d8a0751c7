import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { consoleFailure, watchConsole } from './support/consoleGuard';

// jsdom lacks these; react-router reads them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait up to 5 s (Testing Library's 1 s default fails a lazy page on a loaded 2-core
// machine); a passing test waits no longer than before.
configure({ asyncUtilTimeout: 5_000 });

// Unit tests run the app as a development or demo build does: with the developer test page.
process.env.CUOTA_DEVTOOLS = '1';

// A passing test logs no error and no warning (test/support/consoleGuard.ts).
beforeEach(() => watchConsole());
afterEach(() => {
  const failure = consoleFailure();
  if (failure) throw new Error(failure);
});
