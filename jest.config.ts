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
};

export default config;
