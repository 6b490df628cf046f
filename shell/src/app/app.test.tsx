import { CONTRACT_VERSION } from '@ham/platform';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { resetRemoteRoutesCache } from '../federation/remote-routes';
import { agencySession, fakeServer, signedInRoutes, staffSession } from '../testing/fake-server';
import { App } from './app';

const mockLoadRemote = loadRemote as jest.MockedFunction<(id: string) => Promise<unknown>>;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** A remote's `./routes` module as the federation runtime would hand it over. */
function remoteModule(text: string, contractVersion = CONTRACT_VERSION) {
  return {
    contractVersion,
    default: () => (
      <>
        <p>{text}</p>
        <Where />
      </>
    ),
  };
}

/** jsdom's matchMedia (libs/ui/testing's polyfill), answering only the wide-screen query. */
const polyfilledMatchMedia = window.matchMedia;

function setWideScreen(wide: boolean) {
  window.matchMedia = (query: string) => ({
    ...polyfilledMatchMedia(query),
    matches: wide && query.includes('min-width: 1280px'),
  });
}

beforeEach(() => {
  resetRemoteRoutesCache();
  mockLoadRemote.mockReset();
  mockLoadRemote.mockImplementation(async (id) => remoteModule(`contenuto di ${id}`));
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  setWideScreen(true);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('start-up', () => {
  it('checks the credentials, then sends a signed-out user to the login with return_to', async () => {
    window.history.replaceState(null, '', '/aree?p=2');
    let answerAuth: () => void = () => {};
    const server = fakeServer({
      ...signedInRoutes(staffSession),
      '/api/auth': () =>
        new Promise((resolve) => {
          answerAuth = () =>
            resolve({ status: 401, body: { error: 'Unauthorized', message: 'Accesso richiesto' } });
        }),
    });
    render(<App deps={server.deps} />);

    expect(await screen.findByText('Verifica credenziali...')).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toContain('/api/auth'));
    await act(async () => answerAuth());

    expect(await screen.findByText('Redirezione alla pagina di login...')).toBeInTheDocument();
    expect(server.assignLocation).toHaveBeenCalledTimes(1);
    expect(server.assignLocation).toHaveBeenCalledWith(
      `/api/auth/login?return_to=${encodeURIComponent('http://localhost/aree?p=2')}`,
    );
    expect(server.requests).not.toContain('/api/static');
  });

  it('registers the remotes of /remotes.json before routing', async () => {
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);
    await screen.findByText('contenuto di cases/routes');
    expect(server.registerRemotes).toHaveBeenCalledWith(
      expect.objectContaining({ admin: '/mf/admin/mf-manifest.json' }),
    );
    expect(server.fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('keeps the spinner when the reference data cannot be loaded', async () => {
    const server = fakeServer({
      ...signedInRoutes(staffSession),
      '/api/static': { status: 500, body: { error: 'Internal', message: 'Errore interno' } },
    });
    render(<App deps={server.deps} />);

    expect(await screen.findByText('Caricamento...')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.filter((r) => r === '/api/static').length).toBeGreaterThan(0));
    // Every answer read and its updates rendered: still the spinner.
    await act(async () => {
      await Promise.all(server.fetchImpl.mock.results.map((r) => r.value));
    });
    expect(screen.getByText('Caricamento...')).toBeInTheDocument();
    expect(screen.queryByText('Hotel Allotment Manager')).not.toBeInTheDocument();
    expect(server.assignLocation).not.toHaveBeenCalled();
  });
});

describe('landing route', () => {
  it('takes staff from / to /pratiche, in the staff layout', async () => {
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);

    expect(await screen.findByText('contenuto di cases/routes')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/pratiche');
    expect(screen.getByText('Hotel Allotment Manager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Anna Rossi/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByRole('link', { name: 'Aree' })).toHaveAttribute('href', '/aree');
  });

  it('keeps an agency user on / with the agency remote', async () => {
    const server = fakeServer(signedInRoutes(agencySession));
    render(<App deps={server.deps} />);

    expect(await screen.findByText('contenuto di agency/routes')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Cambia tema chiaro/scuro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('keeps any other address', async () => {
    window.history.replaceState(null, '', '/aree/nuova');
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);
    expect(await screen.findByText('contenuto di admin/routes')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/aree/nuova');
  });

  it('shows the 404 page for an unknown section', async () => {
    window.history.replaceState(null, '', '/non-esiste');
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });
});

describe('unread messages in the menus', () => {
  it("staff: 'Richieste preventivo' shows the agencies' unread messages", async () => {
    const server = fakeServer({
      ...signedInRoutes(staffSession),
      '/api/docs/quotereqs/unread-messages': { status: 200, body: { unread: 3 } },
    });
    render(<App deps={server.deps} />);
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    const entry = within(nav).getByRole('link', { name: /^Richieste preventivo/ });
    await waitFor(() => expect(entry).toHaveTextContent('Richieste preventivo3 messaggi non letti'));
    expect(within(nav).getByRole('link', { name: 'Aree' })).not.toHaveTextContent(/non lett/);
  });

  it("agency: 'Le mie richieste' shows the staff's unread messages", async () => {
    const server = fakeServer({
      ...signedInRoutes(agencySession),
      '/api/quotereq/unread-messages': { status: 200, body: { unread: 1 } },
    });
    render(<App deps={server.deps} />);
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    const entry = within(nav).getByRole('link', { name: /^Le mie richieste/ });
    await waitFor(() => expect(entry).toHaveTextContent('Le mie richieste 1 messaggio non letto'));
  });

  it('no count, no badge', async () => {
    const server = fakeServer({
      ...signedInRoutes(staffSession),
      '/api/docs/quotereqs/unread-messages': { status: 200, body: { unread: 0 } },
    });
    render(<App deps={server.deps} />);
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    await waitFor(() => expect(server.requests).toContain('/api/docs/quotereqs/unread-messages'));
    expect(within(nav).getByRole('link', { name: /^Richieste preventivo/ })).toHaveTextContent(
      /^Richieste preventivo$/,
    );
  });
});

describe('a remote that fails to load', () => {
  it('shows the error panel in the content area, and Riprova really retries', async () => {
    window.history.replaceState(null, '', '/aree');
    let adminUp = false;
    mockLoadRemote.mockImplementation(async (id) => {
      if (id === 'admin/routes' && !adminUp) throw new Error('manifest non raggiungibile');
      return remoteModule(`contenuto di ${id}`);
    });
    const server = fakeServer(signedInRoutes(staffSession));
    const user = userEvent.setup();
    render(<App deps={server.deps} />);

    expect(await screen.findByText('Impossibile caricare la sezione')).toBeInTheDocument();
    expect(screen.getByText(/Anagrafiche e amministrazione/)).toBeInTheDocument();
    // The sidebar keeps working.
    expect(screen.getByRole('link', { name: 'Aree' })).toBeInTheDocument();

    adminUp = true;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByText('contenuto di admin/routes')).toBeInTheDocument();
    expect(screen.queryByText('Impossibile caricare la sezione')).not.toBeInTheDocument();
    // The runtime JSON was read again and the remote re-registered with force.
    expect(server.registerRemotes).toHaveBeenLastCalledWith(
      { admin: '/mf/admin/mf-manifest.json' },
      { force: true },
    );
    expect(mockLoadRemote.mock.calls.filter(([id]) => id === 'admin/routes')).toHaveLength(2);
  });

  it('treats the runtime plugin fallback module as a failure too', async () => {
    window.history.replaceState(null, '', '/aree');
    mockLoadRemote.mockImplementation(async () => ({
      loadError: new Error('remoteEntry non caricato'),
      contractVersion: 0,
      default: () => {
        throw new Error('remoteEntry non caricato');
      },
    }));
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);
    expect(await screen.findByText('Impossibile caricare la sezione')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('refuses a remote built for an unsupported contract version', async () => {
    window.history.replaceState(null, '', '/aree');
    mockLoadRemote.mockImplementation(async (id) => remoteModule(`contenuto di ${id}`, CONTRACT_VERSION + 1));
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);
    expect(await screen.findByText('Impossibile caricare la sezione')).toBeInTheDocument();
    expect(screen.getByText(/non è compatibile con questa versione dell'applicazione/)).toBeInTheDocument();
    expect(screen.queryByText('contenuto di admin/routes')).not.toBeInTheDocument();
  });
});
