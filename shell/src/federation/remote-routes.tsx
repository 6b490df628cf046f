import type { RemoteName } from '@ham/platform';
import { Center, Spinner, Text, VStack } from '@ham/ui';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from './remote-error-boundary';
import {
  fetchRemotesConfig,
  loadRemoteRoutes,
  type RemoteReloadDeps,
  registerRemotesConfig,
  reloadRemote,
} from './remotes';

// One lazy component per remote, so a remote is fetched once and then reused across
// navigations. A failed load is dropped from here by 'Riprova' (React.lazy caches the
// rejected promise forever otherwise).
const lazyRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function getLazyRoutes(name: RemoteName) {
  let routes = lazyRoutes.get(name);
  if (!routes) {
    routes = lazy(() => loadRemoteRoutes(name));
    lazyRoutes.set(name, routes);
  }
  return routes;
}

/** How 'Riprova' reaches the runtime JSON and the federation runtime (the shell's start-up deps). */
export const RemoteReloadContext = createContext<RemoteReloadDeps>({
  fetchImpl: (input, init) => fetch(input, init),
  fetchRemotesConfig,
  registerRemotes: registerRemotesConfig,
});

/** Test helper: forget every loaded remote. */
export function resetRemoteRoutesCache() {
  lazyRoutes.clear();
}

export function SectionSpinner() {
  return (
    <Center py="16">
      <VStack gap="3" role="status" aria-live="polite">
        <Spinner size="xl" aria-hidden="true" />
        <Text color="fg.muted">Caricamento...</Text>
      </VStack>
    </Center>
  );
}

export type RemoteRoutesProps = { name: RemoteName };

/** Renders the route tree a remote exposes as `./routes`, loaded on first use. */
export function RemoteRoutes({ name }: RemoteRoutesProps) {
  const { pathname } = useLocation();
  const reloadDeps = useContext(RemoteReloadContext);
  const [attempt, setAttempt] = useState(0);
  const handleRetryLoad = useCallback(async () => {
    lazyRoutes.delete(name);
    await reloadRemote(name, reloadDeps);
    setAttempt((n) => n + 1);
  }, [name, reloadDeps]);
  const Routes = getLazyRoutes(name);
  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}`}
      name={name}
      onRetryLoad={handleRetryLoad}
      resetKey={pathname}
    >
      <Suspense fallback={<SectionSpinner />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
