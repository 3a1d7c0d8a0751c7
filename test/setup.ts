import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Unit tests run the app as a development or demo build does: with the developer test page.
process.env.CUOTA_DEVTOOLS = '1';
