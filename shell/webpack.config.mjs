import { createWebpackConfig } from '@ham/build';

export default createWebpackConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  runtimePlugins: ['./src/federation/runtime-plugin.ts'],
});
