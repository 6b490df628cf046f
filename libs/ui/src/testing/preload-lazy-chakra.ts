// Jest setup (jest.config.cjs): the Chakra parts @ham/ui loads on demand (lazy/lazy-chakra.tsx,
// feedback/toaster.tsx) are loaded before each test file, so components render at once as in a
// browser that already has the chunk, and tests need not wait for a Suspense fallback.

import { preloadToaster } from '../feedback/toaster';
import { preloadHistory } from '../layout/history-panel';
import { preloadChakra } from '../lazy/lazy-chakra';
import { preloadRequestMessages } from '../messages/request-messages-panel';
import { preloadStatementView } from '../payments/statement-view';
import { preloadPriceListTable } from '../pricing/price-list-table';

beforeAll(async () => {
  await Promise.all([
    preloadChakra('menu'),
    preloadChakra('overlays'),
    preloadChakra('tabs'),
    preloadChakra('choices'),
    preloadChakra('datePicker'),
    preloadToaster(),
    preloadHistory(),
    preloadRequestMessages(),
    preloadPriceListTable(),
    preloadStatementView(),
  ]);
});
