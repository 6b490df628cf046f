import { type Role, type User, userMessages } from '@ham/contracts';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, within } from '@testing-library/react';
import AdminRoutes from '../../routes';
import { confirmDelete, confirmSave, listColumns, page, renderListDeleting, slow } from '../../test/screens';
import { users } from './api';

const roles: Role[] = [
  {
    id: 'admin',
    name: 'Amministratore',
    description: 'Gestisce anagrafiche, utenti e configurazione',
    permissions: ['manage_db', 'manage_users', 'self_quote'],
  },
  { id: 'operator', name: 'Operatore', description: 'Gestisce hotel, servizi e pratiche', permissions: [] },
];
const mario: User = {
  id: 5,
  email: 'mario.bianchi@demo.it',
  firstName: 'Mario',
  lastName: 'Bianchi',
  roleId: 'operator',
  role: roles[1],
};

describe('Utenti', () => {
  it('lists users with Nome, Cognome, Email, Ruolo, Azioni and deletes after the confirm', async () => {
    const { api, user } = renderListDeleting(users, '/utenti', [mario], 5);
    expect(await listColumns('Utenti')).toEqual(['Nome', 'Cognome', 'Email', 'Ruolo', 'Azioni']);
    const row = await screen.findByRole('row', { name: /Mario/ });
    expect(row).toHaveTextContent('Bianchi');
    expect(row).toHaveTextContent('mario.bianchi@demo.it');
    expect(row).toHaveTextContent('Operatore');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', '/utenti/modifica/5');
    expect(screen.getByRole('link', { name: 'Aggiungi' })).toHaveAttribute('href', '/utenti/nuovo');
    expect(api.callsTo(users.api.endpoints.list)[0].query).toEqual({ p: '1', ipp: '10' });

    await confirmDelete(
      user,
      row,
      "L'utente Mario Bianchi non sarà più in grado di accedere. Confermi?",
      () => api.callsTo(users.api.endpoints.remove, { id: 5 }),
    );
  });

  it("'Aggiungi utente' shows the invitation notice and each role with its description", async () => {
    const api = mockApi(
      answer(users.api.endpoints.create, { ...mario, version: 1 }),
      answer(users.api.endpoints.list, page([mario])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, {
      route: '/utenti/nuovo',
      reference: { adminRoles: roles },
    });
    expect(await screen.findByRole('heading', { name: 'Aggiungi utente' }, slow)).toBeInTheDocument();
    expect(screen.getByText(userMessages.invitationNotice)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /Ruolo/ });
    expect(within(group).getByText('Amministratore')).toBeInTheDocument();
    expect(within(group).getByText('Gestisce anagrafiche, utenti e configurazione')).toBeInTheDocument();
    expect(within(group).getByText('Gestisce hotel, servizi e pratiche')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(4);
    await user.type(screen.getByLabelText(/E-mail/), 'non-valida');
    expect(await screen.findByText('Indirizzo e-mail non valido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), ' Mario.Bianchi@Demo.it ');
    await user.type(screen.getByLabelText(/Nome/), 'Mario ');
    await user.type(screen.getByLabelText(/Cognome/), 'Bianchi');
    await user.click(within(group).getByText('Operatore'));
    await confirmSave(user, location, '/utenti');
    expect(api.callsTo(users.api.endpoints.create)[0].body).toEqual({
      email: 'mario.bianchi@demo.it',
      firstName: 'Mario',
      lastName: 'Bianchi',
      roleId: 'operator',
    });
  });

  it("'Modifica utente' reads and saves at /users/:id/edit with the e-mail disabled and not sent", async () => {
    const api = mockApi(
      answer(users.api.endpoints.detail, { ...mario, version: 3 }, { id: 5 }),
      answer(
        users.api.endpoints.update,
        { ...mario, roleId: 'admin', role: roles[0], version: 4 },
        { id: 5 },
      ),
      answer(users.api.endpoints.list, page([mario])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, {
      route: '/utenti/modifica/5',
      reference: { adminRoles: roles },
    });
    expect(await screen.findByRole('heading', { name: 'Modifica utente' }, slow)).toBeInTheDocument();
    const email = await screen.findByLabelText(/E-mail/);
    expect(email).toHaveValue('mario.bianchi@demo.it');
    expect(email).toBeDisabled();
    expect(screen.queryByText(userMessages.invitationNotice)).not.toBeInTheDocument();
    await user.click(screen.getByText('Amministratore'));
    await confirmSave(user, location, '/utenti');
    expect(api.callsTo(users.api.endpoints.update, { id: 5 })[0].body).toEqual({
      firstName: 'Mario',
      lastName: 'Bianchi',
      roleId: 'admin',
      version: 3,
    });
  });

  it('keeps the form and says why when the save is stale (409)', async () => {
    const stale = 'Il record è stato modificato da un altro utente: ricarica la pagina.';
    mockApi(
      answer(users.api.endpoints.detail, { ...mario, version: 3 }, { id: 5 }),
      answer(
        users.api.endpoints.update,
        () => {
          throw apiError(409, 'StaleRecord', stale);
        },
        { id: 5 },
      ),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, {
      route: '/utenti/modifica/5',
      reference: { adminRoles: roles },
    });
    const first = await screen.findByLabelText(/Nome/, {}, slow);
    await user.clear(first);
    await user.type(first, 'Marco');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Marco');
    expect(location()).toBe('/utenti/modifica/5');
  });
});
