import { createWebpackConfig } from '@ham/build';

export default createWebpackConfig({ appDir: import.meta.dirname, name: 'services' });
