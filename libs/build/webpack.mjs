// The one webpack 5 + Module Federation 2 configuration of the shell and the five remotes.
// Each app's webpack.config.mjs is a few lines: `export default createWebpackConfig({ ... })`.
// See docs/adr/0002 and docs/adr/0007 for why each option is set the way it is.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';

/** Dev-server ports (docs/TEAM-NOTES.md). */
export const devPorts = { shell: 3010, cases: 3011, hotels: 3012, services: 3013, admin: 3014, agency: 3015 };
export const remoteNames = ['cases', 'hotels', 'services', 'admin', 'agency'];
/** The product's single origin (API, identity provider and the built apps). */
const productOrigin = 'http://localhost:3000';

/**
 * Shared singletons. Chakra itself is deliberately NOT shared: a shared module is never
 * tree-shaken (the whole library is 310 KB gzip); `@ham/ui`, the facade over the parts the
 * platform uses, is shared instead. react-router is shared next to react-router-dom because
 * v7's react-router-dom re-exports it: sharing only one splits the router context.
 * Keys ending in '/' share every subpath (react/jsx-runtime, react-dom/client).
 */
const routerFacade = path.join(import.meta.dirname, 'react-router-facade.mjs');
const singletonPackages = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // Both router keys provide react-router-facade.mjs (the declarative-mode subset).
  ['react-router', 'react-router', routerFacade],
  ['react-router-dom', 'react-router-dom', routerFacade],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@emotion/react', '@emotion/react'],
  ['@ham/ui', '@ham/ui'],
  ['@ham/platform', '@ham/platform'],
];

/** Version of a package as installed for `fromDir` (walks up node_modules like Node does). */
function installedVersion(pkg, fromDir) {
  let dir = fromDir;
  for (;;) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`@ham/build: ${pkg} is not installed (looked from ${fromDir})`);
    dir = parent;
  }
}

function sharedConfig(appDir) {
  return Object.fromEntries(
    singletonPackages.map(([key, pkg, facade]) => {
      const version = installedVersion(pkg, appDir);
      // One version is pinned at the root; a caret range lets a remote built against
      // x.y.z run on a shell that already loaded a later compatible x.*.
      return [
        key,
        { singleton: true, requiredVersion: `^${version}`, version, ...(facade ? { import: facade } : {}) },
      ];
    }),
  );
}

/** `DEV_REMOTES=admin,agency` → those two from their dev servers, the others from the product. */
export function devRemotesConfig(envValue = process.env.DEV_REMOTES) {
  const wanted = envValue?.trim() ? envValue.split(',').map((s) => s.trim()) : remoteNames;
  return Object.fromEntries(
    remoteNames.map((name) => [
      name,
      wanted.includes(name)
        ? `http://localhost:${devPorts[name]}/mf-manifest.json`
        : `${productOrigin}/mf/${name}/mf-manifest.json`,
    ]),
  );
}

/**
 * `@chakra-ui/react/dist-theme/*` → the package's dist/esm/theme folder, so libs/ui can build its
 * system from Chakra's theme files one by one (docs/adr/0007-start-up-bytes-of-the-shared-facades.md). An alias to
 * an absolute folder is resolved before the package's exports map, which offers only `./theme`.
 * The same specifier is mapped in tsconfig.base.json (types) and jest.config.cjs (CommonJS).
 */
function chakraThemeAlias() {
  const uiDir = path.resolve(import.meta.dirname, '..', 'ui');
  const pkg = createRequire(path.join(uiDir, 'package.json')).resolve('@chakra-ui/react/package.json');
  return { '@chakra-ui/react/dist-theme': path.join(path.dirname(pkg), 'dist', 'esm', 'theme') };
}

/**
 * `@ham/react-router-impl` → react-router's browser ESM entry (what its exports map gives
 * `import` outside node), for react-router-facade.mjs: a request the shared keys do not match.
 */
function reactRouterImplAlias(appDir) {
  const pkgFile = createRequire(path.join(appDir, 'package.json')).resolve('react-router/package.json');
  const entry = JSON.parse(readFileSync(pkgFile, 'utf8')).exports['.'].import.default;
  return { '@ham/react-router-impl$': path.join(path.dirname(pkgFile), entry) };
}

/**
 * Production builds carry `file.br` (brotli 11) and `file.gz` (gzip 9) next to each text asset
 * above 1 KB, compressed once at build time at the highest level: the API (@fastify/static
 * `preCompressed`) and nginx (`gzip_static`) send them as they are (docs/adr/0017-compression.md).
 * A copy that saves less than 20 % is not written (the plugin's default minRatio 0.8).
 */
const precompressible = /\.(?:js|css|html|json|svg)$/;
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      test: precompressible,
      threshold: 1024,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      test: precompressible,
      threshold: 1024,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

function noStoreJson(res, body) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * @param {object} options
 * @param {string} options.appDir the app folder (holds package.json, src/, dist/)
 * @param {'shell' | 'cases' | 'hotels' | 'services' | 'admin' | 'agency'} options.name
 * @param {string[]} [options.runtimePlugins] host only: files exporting an MF runtime plugin
 * @param {string} [options.title] host only: the HTML page title
 */
export function createWebpackConfig({
  appDir,
  name,
  runtimePlugins = [],
  title = 'Hotel Allotment Manager',
}) {
  const isHost = name === 'shell';
  const port = devPorts[name];
  if (!port) throw new Error(`@ham/build: unknown app name ${name}`);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const buildTime = process.env.BUILD_TIME || new Date().toISOString();

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell is served at the origin root; a remote's public path is derived at run
        // time from where its remoteEntry/manifest was found (/mf/<name>/ or a CDN).
        publicPath: isHost ? '/' : 'auto',
        // A function because the federation runtime module asks for the entry chunk's file
        // name (only for its folder depth) before content hashes exist: webpack then throws
        // "[contenthash] not implemented in this context". The real name is hashed.
        filename: production
          ? (pathData) =>
              pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js'
          : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...chakraThemeAlias(), ...reactRouterImplAlias(appDir) },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            // Workspace libs (libs/*) resolve to their real path, outside node_modules, so
            // they are compiled from TypeScript like the app itself.
            exclude: /node_modules/,
            loader: 'esbuild-loader',
            options: { target: 'es2022', jsx: 'automatic' },
          },
        ],
      },
      optimization: {
        minimize: production,
        // Terser (webpack's own default minifier) rather than esbuild's: esbuild, run on each
        // chunk as a transform, keeps the code webpack marked unused inside the module wrappers,
        // e.g. most of react-router behind the facade's few names. SWC's minifier removed it too
        // but its output hung a confirm dialog's click in the browser tests; Terser is slower to
        // build and safe. Scripts, not modules: top-level names (remoteEntry.js's
        // `var <remote name>`, the global the shell reads) are kept.
        minimizer: [
          new TerserPlugin({
            parallel: 2,
            extractComments: false,
            terserOptions: { compress: { passes: 1 }, mangle: true, format: { comments: false } },
          }),
        ],
      },
      performance: { hints: false },
      stats: production
        ? { preset: 'errors-warnings', assets: true, assetsSort: '!size' }
        : 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      plugins: [
        new webpack.DefinePlugin({ 'process.env.BUILD_TIME': JSON.stringify(buildTime) }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(isHost
            ? {
                remotes: {},
                runtimePlugins: [
                  ...runtimePlugins.map((p) => path.resolve(appDir, p)),
                  path.join(import.meta.dirname, 'provide-external-runtime.mjs'),
                ],
                // Browser only: lets the runtime drop its Node script loading.
                experiments: { optimization: { target: 'web' } },
              }
            : {
                exposes: { './routes': './src/routes.tsx' },
                // The federation runtime is the host's (provide-external-runtime.mjs), not a
                // second copy in every remoteEntry.js. Production only: a remote's standalone
                // dev page has no host to take it from.
                ...(production
                  ? { experiments: { externalRuntime: true, optimization: { target: 'web' } } }
                  : {}),
              }),
          // 'version-first' would fetch every remote's entry at start-up, so one offline
          // remote would break the whole shell.
          shareStrategy: 'loaded-first',
          shared: sharedConfig(appDir),
          manifest: true,
          // The DTS plugin has open bugs with monorepos; the contract is libs/platform.
          dts: false,
        }),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                title: isHost ? title : `${name} (remote)`,
                templateContent: ({ htmlWebpackPlugin }) =>
                  `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlWebpackPlugin.options.title}</title></head><body><div id="root"></div></body></html>`,
                // The remoteEntry of the host is not a page script.
                chunks: ['main'],
              }),
            ]
          : []),
        ...(production ? precompressionPlugins() : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://localhost:${port}/ws` },
        ...(isHost
          ? {
              historyApiFallback: true,
              proxy: [{ context: ['/api', '/idp'], target: productOrigin, changeOrigin: false, ws: false }],
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app.get('/remotes.json', (_req, res) => noStoreJson(res, devRemotesConfig()));
                devServer.app.get('/app-config.json', (_req, res) => noStoreJson(res, { apiBase: '/api' }));
                return middlewares;
              },
            }
          : {
              headers: {
                'Access-Control-Allow-Origin': '*',
                'Access-Control-Allow-Methods': 'GET, OPTIONS',
                'Access-Control-Allow-Headers': '*',
                'Cache-Control': 'no-cache',
              },
            }),
      },
    };
    return config;
  };
}
