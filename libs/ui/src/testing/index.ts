// Test helpers for libs/ui and the remotes (jest only; not part of the runtime facade).

/** The 'Storico modifiche' panel's endpoints, for screens that show it. */
export { historyApi } from '../layout/history-api';
export { renderInForm } from './form-harness';
export { columnHeaders, expectTexts } from './table-queries';
export { testFirenze } from './test-places';
export {
  createTestPlatform,
  type RenderWithPlatformOptions,
  renderWithPlatform,
  type TestPlatformOptions,
  TestProviders,
  type TestProvidersProps,
  testAgencySession,
  testReference,
  testStayReference,
} from './test-platform';
export { testOffer, testOfferAlternative, testQuoteRequest, testRequestCustomer } from './test-requests';
export { testRoomingList } from './test-rooming';
export {
  type Answer,
  API_BASE,
  answer,
  apiError,
  mockApi,
  type TestApi,
  type TestRequest,
  testServer,
} from './test-server';
