// Jest for server unit specs, client unit tests and API tests (supertest).
// NestJS 12 ships as ES modules: node_modules/@nestjs is transformed by @swc/jest (STACK-NOTES).
const swcTs = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcJs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
const common = {
  transform: { '^.+\\.tsx?$': swcTs, '^.+\\.m?js$': swcJs },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@formatjs|intl-messageformat|react-intl|jwt-decode|content-disposition)/)'],
  moduleNameMapper: {
    // A part of a site catalog (`site.en.json?core`): the whole catalog in tests.
    '^@contract/i18n/messages/(site\\.[a-z]+\\.json)\\?.*$': '<rootDir>/src/contract/i18n/messages/$1',
    '^@contract/(.*)$': '<rootDir>/src/contract/$1',
    '^@client/(.*)$': '<rootDir>/client/src/$1',
    '\\.css$': '<rootDir>/test/support/style-stub.js',
    // Images and fetched data files (`file.svg`, `file.svg?inline`, `file.json?url`) are URLs in the client's bundles.
    '\\.(svg|png|jpe?g|gif|webp|woff2?)(\\?inline)?$': '<rootDir>/test/support/asset-stub.js',
    '\\.json\\?url$': '<rootDir>/test/support/asset-stub.js',
  },
  testEnvironment: 'node',
};
module.exports = {
  // Parallel workers share two cores: booting an app can take well over Jest's default 5 s. (A global option:
  // Jest ignores testTimeout inside a project.)
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/client/src/**/*.test.ts', '<rootDir>/client/src/**/*.test.tsx'] },
    {
      ...common,
      displayName: 'multi',
      testMatch: ['<rootDir>/test/multi/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
