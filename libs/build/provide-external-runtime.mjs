// Federation runtime plugin of the host (added by webpack.mjs): hands the host's own
// @module-federation/runtime-core to the remotes, which are built with
// `experiments.externalRuntime` and so do not bundle a second copy (~16 KB gzip each).
//
// Why not MF's `experiments.provideExternalRuntime`: its plugin is CommonJS and requires
// `@module-federation/runtime-tools/runtime-core`, i.e. the CJS build of runtime-core, while
// the host's bundler runtime imports the ESM build: the host then carries BOTH copies
// (+27 KB gzip, more than the remote saves). Importing the ESM entry here reuses the module
// the host already has. This file runs before shared modules are negotiated: it must import
// nothing but the runtime.
import * as runtimeCore from '@module-federation/runtime-core';

/** The global the remotes' externals read (enhanced's ModuleFederationPlugin, externalRuntime). */
const GLOBAL_KEY = '_FEDERATION_RUNTIME_CORE';

export default function provideExternalRuntimePlugin() {
  return {
    name: 'ham-provide-external-runtime',
    beforeInit(args) {
      const g = runtimeCore.Global ?? globalThis;
      if (!g[GLOBAL_KEY]) {
        g[GLOBAL_KEY] = runtimeCore;
        g[`${GLOBAL_KEY}_FROM`] = { name: args.options.name, version: 'host' };
      }
      return args;
    },
  };
}
