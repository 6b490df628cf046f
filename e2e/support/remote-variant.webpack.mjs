// webpack config of a visibly changed build of the admin remote, for the independent delivery
// test: mf-admin's own configuration, written to VARIANT_OUT, with the text 'Aree' of its
// sources replaced by VARIANT_LABEL (a pre-loader; the sources themselves are not touched).
import path from 'node:path';
import adminConfig from '../../mf-admin/webpack.config.mjs';

const adminSrc = path.resolve(import.meta.dirname, '../../mf-admin/src');

export default (env, argv) => {
  const config = adminConfig(env, argv);
  config.output.path = process.env.VARIANT_OUT;
  // A real build of the remote alone, without the two steps that cost most of its time and that the
  // test does not read: minifying, and the .br/.gz copies (its test server sends the files as they are).
  config.optimization.minimize = false;
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'CompressionPlugin');
  config.module.rules.push({
    test: /\.tsx?$/,
    include: adminSrc,
    enforce: 'pre',
    loader: path.join(import.meta.dirname, 'replace-text-loader.cjs'),
    options: { from: 'Aree', to: process.env.VARIANT_LABEL },
  });
  return config;
};
