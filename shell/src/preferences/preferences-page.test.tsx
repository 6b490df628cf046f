import { UI_OPTIONS_STORAGE_KEY } from '@ham/platform';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { fakeServer, signedInRoutes, staffSession } from '../testing/fake-server';

beforeEach(() => {
  (loadRemote as jest.Mock).mockReset();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/preferenze');
});

const stored = () => JSON.parse(window.localStorage.getItem(UI_OPTIONS_STORAGE_KEY) ?? 'null');

describe('Preferenze', () => {
  it('keeps theme and items per page in local storage, and shows the build info', async () => {
    const server = fakeServer(signedInRoutes(staffSession));
    const user = userEvent.setup();
    render(<App deps={server.deps} />);

    expect(await screen.findByRole('heading', { name: 'Preferenze' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Predefinito del browser' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Scuro' }));
    expect(screen.getByRole('radio', { name: 'Scuro' })).toBeChecked();
    expect(stored()).toEqual({ theme: 'dark', itemsPerPage: 10 });
    expect(document.documentElement).toHaveClass('dark');

    const select = screen.getByRole('combobox', { name: 'Elementi per pagina' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '15',
      '20',
      '25',
      '30',
      '40',
      '50',
    ]);
    await user.selectOptions(select, '25');
    expect(stored()).toEqual({ theme: 'dark', itemsPerPage: 25 });

    expect(await screen.findByText('1.2.3')).toBeInTheDocument();
    expect(screen.getByText('Data build')).toBeInTheDocument();
    expect(screen.getByText(/^15\/07\/2026 \d{2}:30$/)).toBeInTheDocument();
  });

  it('starts from the stored choice after a reload', async () => {
    window.localStorage.setItem(UI_OPTIONS_STORAGE_KEY, JSON.stringify({ theme: 'light', itemsPerPage: 40 }));
    const server = fakeServer(signedInRoutes(staffSession));
    render(<App deps={server.deps} />);

    expect(await screen.findByRole('radio', { name: 'Chiaro' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Elementi per pagina' })).toHaveValue('40');
  });
});
