// ESM jest: @swc/jest compiles TypeScript with legacy decorators and their metadata (NestJS, TypeORM).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@porchlight/server/(.*)\\.js$': '<rootDir>/server/src/$1',
    '^@server/(.*)\\.js$': '<rootDir>/server/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
};
export default {
  maxWorkers: 2,
  // Hooks (beforeAll booting an app on a fresh database) get the same time as tests.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: [
        '<rootDir>/server/src',
        '<rootDir>/cli/src',
        '<rootDir>/admin-ui/src',
        '<rootDir>/community-ui/src',
      ],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e.ts'],
      testTimeout: 60000,
      globalSetup: '<rootDir>/test/e2e/global-setup.mjs',
    },
  ],
};
