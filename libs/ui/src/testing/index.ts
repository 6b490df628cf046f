// Test helpers for libs/ui and the remotes (jest only; not part of the runtime facade).
export { apiError, createTestApi, type TestApi, type TestHandler, type TestRequest } from './test-api';
export {
  createTestPlatform,
  type RenderWithPlatformOptions,
  renderWithPlatform,
  type TestPlatformOptions,
  TestProviders,
  type TestProvidersProps,
  testReference,
} from './test-platform';
