// Jest (before Node 24.9) cannot require() an ES module, but Node >= 20.19 can. Some CommonJS
// dependencies (@fastify/cookie, light-my-request, @fastify/static) load ESM-only packages
// (cookie 2, content-disposition 3); jest.config.cjs maps those names to the files next to
// this one, which load them with Node's own loader, outside Jest's module registry (fine
// for these pure libraries). Jest replaces `createRequire`, so this uses Module._load, the
// loader behind Node's require. Each shim lists its exports as `exports.x = ...` so that
// `import()` of it sees named exports.
const Module = process.getBuiltinModule('node:module');

const parent = { id: __filename, filename: __filename, paths: Module._nodeModulePaths(__dirname) };

module.exports = (name) => Module._load(name, parent, false);
