import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/support/styleMock.ts',
    '\\.(png|svg|jpg|gif)$': '<rootDir>/test/support/fileMock.ts',
  },
  clearMocks: true,
  // Both cores of the 2-core machine (jest's default leaves one to its idle main process), and a
  // time-out sized for a loaded machine: a test that waits has its own virtual clock, so this only
  // bounds a hang.
  maxWorkers: 2,
  testTimeout: 20_000,
  // A worker that has finished leaves once its event loop is empty; jest force-exits it after this and
  // prints "A worker process has failed to exit gracefully". Its default, 500 ms, is shorter than a
  // worker's own exit on a loaded 2-core machine (seen with two CPU-bound processes beside npm test); a
  // handle a test leaks still keeps the worker past this and is still reported.
  workerGracefulExitTimeout: 5_000,
};

export default config;
