import type { AuthResponse, Permission, StaticData } from '@ham/contracts';
import {
  bindApiClient,
  CONTRACT_VERSION,
  createApiClient,
  defaultUiOptions,
  type Notify,
  PlatformContext,
  type PlatformContextValue,
  type UiOptions,
} from '@ham/platform';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { UiProvider } from '../theme/ui-provider';
import { API_BASE } from './test-server';

export const testReference: StaticData = {
  hotelCategories: [],
  hotelPositions: [],
  guestTypes: [],
  accomodationTypes: [],
  serviceClasses: [],
  defaultServiceClassId: 'hb',
  serviceItems: [],
  adminRoles: [],
  features: { selfQuoteEnabled: false },
};

/**
 * The guest types, accommodations and boards most screen tests need (a stay's prices, a quote):
 * `createTestPlatform({ reference: testStayReference })` or `{ ...testReference, ...testStayReference }`.
 */
export const testStayReference = {
  guestTypes: [
    { id: 's', name: 'Studenti', baseAccomodationId: 'mul', extraAccomodationIds: ['sgl', 'dbl'] },
    { id: 'a', name: 'Adulti', baseAccomodationId: 'dbl', extraAccomodationIds: ['sgl', 'trp'] },
  ],
  accomodationTypes: [
    { id: 'mul', name: 'Multipla' },
    { id: 'dbl', name: 'Doppia' },
    { id: 'sgl', name: 'Singola' },
    { id: 'trp', name: 'Tripla' },
  ],
  serviceClasses: [
    { id: 'bb', abbr: 'BB', description: 'Pernottamento e colazione' },
    { id: 'hb', abbr: 'HB', description: 'Mezza pensione' },
  ],
} satisfies Partial<StaticData>;

/** An agency portal user (agency 'Viaggi Demo S.r.l.', Firenze): `{ ...createTestPlatform(), session: testAgencySession }`. */
export const testAgencySession: AuthResponse = {
  type: 'agency',
  user: {
    id: 7,
    email: 'agenzia@demo.it',
    firstName: 'Luca',
    lastName: 'Bianchi',
    role: null,
    agency: { id: 3, fullName: 'Viaggi Demo S.r.l.', city: 'Firenze', country: { id: 'IT', name: 'Italia' } },
  },
};

export type TestPlatformOptions = {
  permissions?: Permission[];
  uiOptions?: Partial<UiOptions>;
  notify?: Notify;
  /** Reference data (/static) replacing the empty defaults, e.g. `{ adminRoles }`. */
  reference?: Partial<StaticData>;
};

/**
 * The platform a remote gets from the shell, for a test: the real API client (its requests are
 * answered by the test's `mockApi`), a staff session with `permissions`, reference data.
 */
export function createTestPlatform({
  permissions = ['manage_db', 'manage_users', 'self_quote'],
  uiOptions,
  notify = jest.fn(),
  reference,
}: TestPlatformOptions = {}): PlatformContextValue {
  const session: AuthResponse = {
    type: 'admin',
    user: { id: 1, email: 'admin@demo.it', firstName: 'Anna', lastName: 'Rossi', role: null, agency: null },
  };
  return {
    contractVersion: CONTRACT_VERSION,
    session,
    hasPermission: (p) => permissions.includes(p),
    reference: { ...testReference, ...reference },
    api: createApiClient({ base: API_BASE }),
    notify,
    uiOptions: { ...defaultUiOptions, ...uiOptions },
    setUiOptions: jest.fn(),
    navigateToAuth: jest.fn(),
  };
}

/** The current location, rendered for assertions on navigation and URL state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

export type TestProvidersProps = { platform: PlatformContextValue; route?: string; children: ReactNode };

/** What the shell provides to a remote: UI (Chakra), react-query, router and PlatformContext. */
export function TestProviders({ platform, route = '/', children }: TestProvidersProps) {
  const [queryClient] = useState(() =>
    bindApiClient(
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
          mutations: { retry: false },
        },
      }),
      platform.api,
    ),
  );
  return (
    <UiProvider theme="light">
      <QueryClientProvider client={queryClient}>
        <PlatformContext.Provider value={platform}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </PlatformContext.Provider>
      </QueryClientProvider>
    </UiProvider>
  );
}

export type RenderWithPlatformOptions = TestPlatformOptions & {
  route?: string;
  advanceTimers?: (ms: number) => void;
};

/** Renders `ui` inside TestProviders; returns the platform, a user-event instance and the location. */
export function renderWithPlatform(
  ui: ReactElement,
  { route, advanceTimers, ...options }: RenderWithPlatformOptions = {},
) {
  const platform = createTestPlatform(options);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(
    <TestProviders platform={platform} route={route}>
      {ui}
    </TestProviders>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, platform, user, location };
}
