import { bindApiClient, PlatformContext, type PlatformContextValue } from '@ham/platform';
import { notify, UiProvider } from '@ham/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RemoteReloadContext } from '../federation/remote-routes';
import { createPlatformValue } from '../platform/platform-value';
import { createQueryClient } from '../platform/query-client';
import { useStoredUiOptions } from '../platform/use-stored-ui-options';
import { defaultStartupDeps, type PlatformCore, Startup, type StartupDeps } from '../startup/startup';
import { AgencyRoutes, StaffRoutes } from './app-routes';

export type AppProps = { deps?: StartupDeps };

/** The whole shell: UI provider (theme from the stored options), start-up, then the routed screens. */
export function App({ deps = defaultStartupDeps }: AppProps) {
  const { uiOptions, setUiOptions } = useStoredUiOptions();
  return (
    <UiProvider theme={uiOptions.theme}>
      <Startup deps={deps}>
        {(core) => <PlatformRoot core={core} deps={deps} uiOptions={uiOptions} setUiOptions={setUiOptions} />}
      </Startup>
    </UiProvider>
  );
}

type PlatformRootProps = {
  core: PlatformCore;
  deps: StartupDeps;
  uiOptions: PlatformContextValue['uiOptions'];
  setUiOptions: PlatformContextValue['setUiOptions'];
};

function PlatformRoot({ core, deps, uiOptions, setUiOptions }: PlatformRootProps) {
  // The query options of the remotes' api.ts reach the API client through the QueryClient.
  const [queryClient] = useState(() => bindApiClient(createQueryClient(), core.api));
  // Built once per session; only the UI options change afterwards.
  const stable = useMemo(
    () =>
      createPlatformValue({
        core,
        notify,
        setUiOptions,
        assignLocation: deps.assignLocation,
        origin: window.location.origin,
        href: () => window.location.href,
      }),
    [core, deps, setUiOptions],
  );
  const value = useMemo<PlatformContextValue>(() => ({ ...stable, uiOptions }), [stable, uiOptions]);

  return (
    <QueryClientProvider client={queryClient}>
      <PlatformContext.Provider value={value}>
        <RemoteReloadContext.Provider value={deps}>
          <BrowserRouter>{core.session.type === 'admin' ? <StaffRoutes /> : <AgencyRoutes />}</BrowserRouter>
        </RemoteReloadContext.Provider>
      </PlatformContext.Provider>
    </QueryClientProvider>
  );
}
