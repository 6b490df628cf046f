// Two projects: `unit` (pure modules and React components, no I/O) and `api`
// (integration tests against a real PostgreSQL started by the run; ESM, because
// oidc-provider and openid-client are ESM-only).
const { availableParallelism } = require('node:os');

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

/**
 * Both unit projects share the name `unit` (`--selectProjects unit` runs both), the folders and
 * the module map; they differ in environment and set-up files, chosen by the file's extension.
 */
const unitBase = {
  displayName: 'unit',
  roots: [
    '<rootDir>/libs',
    '<rootDir>/shell/src',
    '<rootDir>/mf-admin/src',
    '<rootDir>/mf-agency/src',
    '<rootDir>/mf-cases/src',
    '<rootDir>/mf-hotels/src',
    '<rootDir>/mf-services/src',
    '<rootDir>/api/src',
    // The test tooling's own tests (scripts/jest).
    '<rootDir>/scripts/jest',
  ],
  transform: {
    // React DOM's development build without its 300 ms hold-back of a Suspense reveal (docs/adr/0029).
    'react-dom-client\\.development\\.js$': '<rootDir>/scripts/jest/react-reveal-unthrottled.cjs',
    '^.+\\.(t|j)sx?$': swc('ts'),
    '^.+\\.mjs$': swc('js'),
  },
  // Jest's runtime with V8's code cache: each test file compiles the same modules again otherwise.
  runtime: '<rootDir>/scripts/jest/code-cache-runtime.cjs',
  // The test files of one part of the product run together, a group per worker at a time.
  runner: '<rootDir>/scripts/jest/grouping-runner.cjs',
  // ESM-only packages (msw's dependencies ship only .mjs): compiled to CommonJS like the sources.
  transformIgnorePatterns: [
    '/node_modules/(?!until-async/|react-dom/cjs/react-dom-client\\.development\\.js$|.*\\.mjs$)',
  ],
  moduleNameMapper: {
    '^@ham/(contracts|platform|ui)$': '<rootDir>/libs/$1/src/index.ts',
    '^@module-federation/enhanced/runtime$': '<rootDir>/shell/src/testing/mf-runtime-stub.ts',
    // libs/ui/src/theme/system.ts: Chakra's theme files one by one (webpack alias in libs/build).
    '^@chakra-ui/react/dist-theme/(.*)\\.js$':
      '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
  },
};

module.exports = {
  // A global option (ignored inside a project): API tests start servers and sign in over HTTP, and
  // share the machine with a second test file; a slow machine must not fail a correct test.
  testTimeout: 60000,
  // Jest's default (cores − 1) is a single worker on CI's two cores. Two workers keep both cores
  // busy: a unit worker spends part of its time loading modules from disk, an API worker waits on
  // PostgreSQL, and every API test file has its own database and app (docs/adr/0020).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    // Screen and component tests (*.test.tsx): jsdom, Chakra, testing-library and MSW.
    {
      ...unitBase,
      // jsdom with Node's fetch, streams and Request/Response (screen tests run the real API client
      // against MSW) and Node's export conditions (msw/node): see docs/adr/0011.
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['**/*.test.tsx'],
      setupFilesAfterEnv: [
        '<rootDir>/jest.setup.unit.ts',
        '<rootDir>/libs/ui/src/testing/jsdom-polyfills.ts',
        // @ham/ui's on-demand Chakra parts, loaded before each test file.
        '<rootDir>/libs/ui/src/testing/preload-lazy-chakra.ts',
        // The screen tests' network (MSW): the real API client answered by `mockApi`.
        '<rootDir>/libs/ui/src/testing/msw-setup.ts',
      ],
    },
    // Pure modules (*.test.ts): plain Node, none of the above to load per file (docs/adr/0020).
    { ...unitBase, testEnvironment: 'node', testMatch: ['**/*.test.ts'] },
    apiProject,
    // Timings for `npm run bench` only (scripts/bench/*.bench.mjs); never part of `npm test`.
    { ...apiProject, displayName: 'bench', testMatch: ['**/bench/*.bench.ts'] },
  ],
};
