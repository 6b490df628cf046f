import type { AuthResponse, StaticData } from '@ham/contracts';
import { type ApiClient, ApiError, callEndpoint, createApiClient, type RemotesConfig } from '@ham/platform';
import { Center, ErrorPanel, FullScreenSpinner } from '@ham/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { fetchRemotesConfig, registerRemotesConfig } from '../federation/remotes';
import { shellApi } from './api';
import { type AppConfig, fetchAppConfig } from './app-config';

/** What start-up produces and the platform context is built from. */
export interface PlatformCore {
  apiBase: string;
  api: ApiClient;
  session: AuthResponse;
  reference: StaticData;
}

/** The outside world of start-up, replaceable in tests. */
export interface StartupDeps {
  fetchImpl: typeof fetch;
  /** Full-page navigation (login, logout, change password). */
  assignLocation: (url: string) => void;
  fetchAppConfig: (fetchImpl: typeof fetch) => Promise<AppConfig>;
  fetchRemotesConfig: (fetchImpl: typeof fetch) => Promise<RemotesConfig>;
  registerRemotes: (config: RemotesConfig, options?: { force?: boolean }) => void;
}

export const defaultStartupDeps: StartupDeps = {
  fetchImpl: (input, init) => fetch(input, init),
  assignLocation: (url) => window.location.assign(url),
  fetchAppConfig,
  fetchRemotesConfig,
  registerRemotes: registerRemotesConfig,
};

type Phase =
  | { name: 'checking' }
  | { name: 'redirecting' }
  | { name: 'loading' }
  | { name: 'unavailable'; title: string; description: string }
  | { name: 'ready'; core: PlatformCore };

export type StartupProps = {
  deps: StartupDeps;
  children: (core: PlatformCore) => ReactNode;
};

/**
 * docs/product/sign-in.md#start-up: check credentials, then load the reference data, and only then show
 * the routed screens. A 401 sends the whole browser to the login page (return_to = the
 * current address); a /static failure leaves the spinner on screen (docs/product/sign-in.md#start-up).
 */
export function Startup({ deps, children }: StartupProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs start-up on 'Riprova'
  useEffect(() => {
    let active = true;
    let redirected = false;
    const show = (next: Phase) => {
      if (active) setPhase(next);
    };
    /** Logs why start-up stopped and shows the error panel with 'Riprova'. */
    const unavailable = (log: string, error: unknown, title: string, description: string) => {
      console.error(`[shell] ${log}`, error);
      show({ name: 'unavailable', title, description });
    };
    let api: ApiClient | null = null;

    // Also the API client's 401 handler: a session that expires later leads to the login too.
    const redirectToLogin = () => {
      if (!active || redirected || !api) return;
      redirected = true;
      show({ name: 'redirecting' });
      deps.assignLocation(api.url('/auth/login', { return_to: window.location.href }));
    };

    async function run() {
      show({ name: 'checking' });
      let config: AppConfig;
      try {
        const [appConfig, remotes] = await Promise.all([
          deps.fetchAppConfig(deps.fetchImpl),
          // Without the remotes list the shell still starts: each section then shows its
          // error panel, and 'Riprova' reads the list again.
          deps.fetchRemotesConfig(deps.fetchImpl).catch((error: unknown) => {
            console.error('[shell] elenco dei moduli non disponibile', error);
            return {} as RemotesConfig;
          }),
        ]);
        config = appConfig;
        if (!active) return;
        deps.registerRemotes(remotes);
      } catch (error) {
        unavailable(
          'configurazione non disponibile',
          error,
          "Impossibile avviare l'applicazione",
          'La configurazione non è raggiungibile. Verifica la connessione e riprova.',
        );
        return;
      }

      api = createApiClient({
        base: config.apiBase,
        onUnauthorized: redirectToLogin,
        fetchImpl: deps.fetchImpl,
      });

      let session: AuthResponse;
      try {
        session = await callEndpoint(api, shellApi.endpoints.session);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return; // redirectToLogin already ran
        unavailable(
          'verifica credenziali non riuscita',
          error,
          'Impossibile verificare le credenziali',
          'Il servizio non risponde. Verifica la connessione e riprova.',
        );
        return;
      }

      show({ name: 'loading' });
      try {
        const reference = await callEndpoint(api, shellApi.endpoints.reference);
        show({ name: 'ready', core: { apiBase: config.apiBase, api, session, reference } });
      } catch (error) {
        // docs/product/sign-in.md#start-up: the loading flag clears, the spinner stays and the screens never show.
        console.error('[shell] dati di riferimento non disponibili', error);
      }
    }

    void run();
    return () => {
      active = false;
    };
  }, [deps, attempt]);

  switch (phase.name) {
    case 'checking':
      return <FullScreenSpinner label="Verifica credenziali..." />;
    case 'redirecting':
      return <FullScreenSpinner label="Redirezione alla pagina di login..." />;
    case 'loading':
      return <FullScreenSpinner label="Caricamento..." />;
    case 'unavailable':
      return (
        <Center minHeight="100dvh" p="6">
          <ErrorPanel
            title={phase.title}
            description={phase.description}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </Center>
      );
    case 'ready':
      return children(phase.core);
  }
}
