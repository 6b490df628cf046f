import type { AuthResponse, StaticData } from '@ham/contracts';
import type { RemotesConfig } from '@ham/platform';
import { testAgencySession, testReference, testServer } from '@ham/ui/testing';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { fetchRemotesConfig } from '../federation/remotes';
import { fetchAppConfig } from '../startup/app-config';
import type { StartupDeps } from '../startup/startup';

/** A fake HTTP answer: status and JSON body. */
export type FakeAnswer = { status: number; body?: unknown };

export const staffSession: AuthResponse = {
  type: 'admin',
  user: {
    id: 1,
    email: 'admin@demo.it',
    firstName: 'Anna',
    lastName: 'Rossi',
    role: {
      id: 'admin',
      name: 'Amministratore',
      description: '',
      permissions: ['manage_db', 'manage_users', 'self_quote'],
    },
    agency: null,
  },
};

/** The agency user of the screen tests (libs/ui/testing). */
export const agencySession: AuthResponse = testAgencySession;

/** The reference data (/static) of the screen tests (libs/ui/testing). */
export const reference: StaticData = testReference;

export const remotesConfig: RemotesConfig = {
  cases: '/mf/cases/mf-manifest.json',
  hotels: '/mf/hotels/mf-manifest.json',
  services: '/mf/services/mf-manifest.json',
  admin: '/mf/admin/mf-manifest.json',
  agency: '/mf/agency/mf-manifest.json',
};

/**
 * The shell's outside world for a test: its network answered by path (without query) at the
 * network level (MSW, the screen tests' server of libs/ui/testing), so the shell's real fetch
 * calls, headers and JSON reading are what run; recorders for the requests, full-page
 * navigation and remote registration.
 */
export function fakeServer(routes: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>) {
  const requests: string[] = [];
  testServer.use(
    http.all('*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      requests.push(pathname);
      const route = routes[pathname];
      const answer = !route
        ? { status: 404, body: { error: 'NotFound', message: 'Risorsa non trovata' } }
        : typeof route === 'function'
          ? await route()
          : route;
      return answer.body === undefined
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
    }),
  );
  // The real fetch, observed: what the shell asked for and with which options.
  const fetchImpl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const assignLocation = jest.fn();
  const registerRemotes = jest.fn();
  const deps: StartupDeps = {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    assignLocation,
    registerRemotes,
    fetchAppConfig,
    fetchRemotesConfig,
  };
  return { deps, requests, fetchImpl, assignLocation, registerRemotes };
}

/** A server where the user is signed in and everything answers. */
export function signedInRoutes(session: AuthResponse) {
  return {
    '/app-config.json': { status: 200, body: { apiBase: '/api' } },
    '/remotes.json': { status: 200, body: remotesConfig },
    '/api/auth': { status: 200, body: session },
    '/api/static': { status: 200, body: reference },
    '/api/version': { status: 200, body: { version: '1.2.3', buildTime: '2026-07-15T08:30:00.000Z' } },
  } satisfies Record<string, FakeAnswer>;
}
