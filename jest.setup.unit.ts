import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core machine a screen's first
// lazy Chakra part and its first query can take longer than a second. A screen that never shows
// what is awaited still fails.
configure({ asyncUtilTimeout: 5000 });
