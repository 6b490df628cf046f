// Test helpers for libs/ui and the remotes (jest only; not part of the runtime facade).
export {
  API_BASE,
  type Answer,
  answer,
  apiError,
  mockApi,
  type TestApi,
  type TestRequest,
  testServer,
} from './test-server';
export {
  createTestPlatform,
  type RenderWithPlatformOptions,
  renderWithPlatform,
  type TestPlatformOptions,
  TestProviders,
  type TestProvidersProps,
  testReference,
} from './test-platform';
