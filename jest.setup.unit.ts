import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screen tests run the real fetch client, react-query and lazy screens against MSW: on a machine
// shared by several jobs the first answer can take more than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });
