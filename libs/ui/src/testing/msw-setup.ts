// Jest setup (jest.config.cjs, unit project): the screen tests' network (MSW), listening for
// the whole test file, its per-test answers and recorded requests reset after each test.
import { clearRecordedRequests, testServer } from './test-server';

beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  testServer.resetHandlers();
  clearRecordedRequests();
});
afterAll(() => testServer.close());
