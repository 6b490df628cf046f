// Two projects: `unit` (pure modules and React components, no I/O) and `api`
// (integration tests against a real PostgreSQL started by the run; ESM, because
// oidc-provider and openid-client are ESM-only).
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'ts' ? { syntax: 'typescript', tsx: true } : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];

const apiProject = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/api/test'],
  testMatch: ['**/*.itest.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: {
    '^@ham/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  },
  globalSetup: '<rootDir>/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/api/test/global-teardown.ts',
};

module.exports = {
  // A global option (ignored inside a project): API tests start servers and sign in over HTTP.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      // jsdom with Node's fetch, streams and Request/Response (screen tests run the real API client
      // against MSW) and Node's export conditions (msw/node): see docs/adr/0011.
      testEnvironment: 'jest-fixed-jsdom',
      roots: [
        '<rootDir>/libs',
        '<rootDir>/shell/src',
        '<rootDir>/mf-admin/src',
        '<rootDir>/mf-agency/src',
        '<rootDir>/mf-cases/src',
        '<rootDir>/mf-hotels/src',
        '<rootDir>/mf-services/src',
        '<rootDir>/api/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc('ts'), '^.+\\.mjs$': swc('js') },
      // ESM-only packages (msw's dependencies ship only .mjs): compiled to CommonJS like the sources.
      transformIgnorePatterns: ['/node_modules/(?!until-async/|.*\\.mjs$)'],
      setupFilesAfterEnv: [
        '<rootDir>/jest.setup.unit.ts',
        '<rootDir>/libs/ui/src/testing/jsdom-polyfills.ts',
        // @ham/ui's on-demand Chakra parts, loaded before each test file.
        '<rootDir>/libs/ui/src/testing/preload-lazy-chakra.ts',
        // The screen tests' network (MSW): the real API client answered by `mockApi`.
        '<rootDir>/libs/ui/src/testing/msw-setup.ts',
      ],
      moduleNameMapper: {
        '^@ham/(contracts|platform|ui)$': '<rootDir>/libs/$1/src/index.ts',
        '^@module-federation/enhanced/runtime$': '<rootDir>/shell/src/testing/mf-runtime-stub.ts',
        // libs/ui/src/theme/system.ts: Chakra's theme files one by one (webpack alias in libs/build).
        '^@chakra-ui/react/dist-theme/(.*)\\.js$':
          '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
      },
    },
    apiProject,
    // Timings for `npm run bench` only (scripts/bench/*.bench.mjs); never part of `npm test`.
    { ...apiProject, displayName: 'bench', testMatch: ['**/bench/*.bench.ts'] },
  ],
};
