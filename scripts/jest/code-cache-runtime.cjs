// Jest's module runtime with V8's code cache (jest.config.cjs `runtime`, unit projects): Jest gives
// every test file a module registry of its own, so each screen test file compiled the same ~3,000
// modules (Chakra, Ark, React, our libs) again (docs/ARCHITECTURE.md, Guard rails → tests). The
// code V8 compiles for a module is kept on disk, keyed by the module's file name and source (a
// changed source has another key), for this Node and V8 build, and handed back to V8 when the next
// test file compiles the same module. Everything else is Jest's own runtime: its executor compiles
// each module with `vm.compileFunction`, and only that call gets the cache.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const dir = path.join(
  __dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  'ham-jest-code-cache',
  `${process.version}-${process.versions.v8}-${process.arch}`,
);
fs.mkdirSync(dir, { recursive: true });

function readCache(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written whole or not at all: two workers may compile the same module at once. */
function writeCache(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    const jestCompile = executor?.compile?.bind(executor);
    if (!jestCompile || !Array.isArray(executor.injectedModuleParameters)) return; // another Jest: its own
    executor.compile = (scriptSource, filename) => {
      const vmContext = executor.environment.getVmContext();
      if (vmContext == null || !path.isAbsolute(filename)) return jestCompile(scriptSource, filename);
      const file = path.join(
        dir,
        crypto.createHash('sha1').update(filename).update('\0').update(scriptSource).digest('hex'),
      );
      const cachedData = readCache(file);
      let fn;
      try {
        fn = vm.compileFunction(scriptSource, executor.injectedModuleParameters, {
          filename,
          cachedData,
          produceCachedData: cachedData === undefined,
          importModuleDynamically: (specifier, _fn, attributes, phase) =>
            executor.dynamicImport(specifier, filename, vmContext, attributes, phase),
          parsingContext: vmContext,
        });
      } catch {
        return jestCompile(scriptSource, filename); // a syntax error, reported Jest's way
      }
      if (fn.cachedDataProduced && fn.cachedData) writeCache(file, fn.cachedData);
      else if (fn.cachedDataRejected) fs.rmSync(file, { force: true });
      return fn;
    };
  }
}

module.exports = CodeCacheRuntime;
