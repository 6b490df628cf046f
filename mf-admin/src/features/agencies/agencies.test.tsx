import { type Agency, agencyMessages } from '@ham/contracts';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AdminRoutes from '../../routes';
import {
  confirmDelete,
  confirmSave,
  expectListQuery,
  listColumns,
  page,
  renderListDeleting,
  slow,
} from '../../test/screens';
import { agencies } from './api';

const viaggi: Agency = {
  id: 4,
  fullName: 'Viaggi Demo S.r.l.',
  shortName: null,
  vatNumber: null,
  einvoiceCode: null,
  address: null,
  postalCode: null,
  city: 'Bologna',
  country: { id: 'IT', name: 'Italia' },
  phone: null,
  fax: null,
  email: 'info@viaggidemo.it',
  certifiedEmail: null,
  website: null,
  surchargePerGuest: 250,
  frontofficeEmail: null,
  version: 2,
};

describe('Agenzie', () => {
  it("lists Nome, Città, Nazione; 'Filtra' opens the sidebar with the name and country filters", async () => {
    const api = mockApi(answer(agencies.api.endpoints.list, page([viaggi])));
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie' });
    expect(await listColumns('Agenzie')).toEqual(['Nome', 'Città', 'Nazione', 'Azioni']);
    const row = await screen.findByRole('row', { name: /Viaggi Demo/ }, slow);
    expect(row).toHaveTextContent('Bologna');
    expect(row).toHaveTextContent('Italia');
    expect(within(row).getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/agenzie/modifica/4',
    );
    expect(screen.queryByRole('searchbox', { name: 'Cerca nel nome' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filtra/ }));
    const sidebar = await screen.findByRole('dialog', {}, slow);
    expect(within(sidebar).getByRole('combobox', { name: 'Filtra per nazione' })).toBeInTheDocument();
    await user.type(within(sidebar).getByRole('searchbox', { name: 'Cerca nel nome' }), 'viaggi');
    await waitFor(() => expect(location()).toBe('/agenzie?name=viaggi'), slow);
    await expectListQuery(() => api.callsTo(agencies.api.endpoints.list).at(-1), { name: 'viaggi' });
    await user.click(within(sidebar).getByRole('button', { name: 'Rimuovi filtri' }));
    await waitFor(() => expect(location()).toBe('/agenzie'), slow);
  });

  it('asks before deleting with the agency name', async () => {
    const { api, user } = renderListDeleting(agencies, '/agenzie', [viaggi], 4);
    const row = await screen.findByRole('row', { name: /Viaggi Demo/ }, slow);
    await confirmDelete(user, row, 'Sicuro di eliminare "Viaggi Demo S.r.l."?', () =>
      api.callsTo(agencies.api.endpoints.remove, { id: 4 }),
    );
  });

  it('creates an agency: trimmed texts, empty ones null, surcharge in cents, no access', async () => {
    const api = mockApi(
      answer(agencies.api.endpoints.create, { ...viaggi, id: 9 }),
      answer(agencies.api.endpoints.list, page([viaggi])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie/nuova' });
    expect(await screen.findByRole('heading', { name: 'Aggiungi agenzia' }, slow)).toBeInTheDocument();
    for (const hint of Object.values(agencyMessages.hints))
      expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Località' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contatti' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Ragione sociale/), '  Nuovi Orizzonti S.p.A.  ');
    await user.type(screen.getByLabelText('Città'), ' Firenze ');
    await user.type(screen.getByLabelText('E-mail'), 'info@orizzonti.it');
    const surcharge = screen.getByLabelText('Sovrapprezzo per persona/notte');
    await user.clear(surcharge);
    await user.type(surcharge, '3,50');
    await confirmSave(user, location, '/agenzie');
    expect(api.callsTo(agencies.api.endpoints.create)[0].body).toEqual({
      fullName: 'Nuovi Orizzonti S.p.A.',
      shortName: null,
      vatNumber: null,
      einvoiceCode: null,
      address: null,
      postalCode: null,
      city: 'Firenze',
      countryId: null,
      phone: null,
      fax: null,
      email: 'info@orizzonti.it',
      certifiedEmail: null,
      website: null,
      surchargePerGuest: 350,
      frontofficeEmail: null,
    });
  });

  it("a partita IVA another agency has: 'Partita IVA già usata dall'agenzia …' asks before saving", async () => {
    const api = mockApi(
      answer(agencies.api.endpoints.create, { ...viaggi, id: 9 }),
      answer(agencies.api.endpoints.list, (req) =>
        page(req.query.vat === '00743110157' ? [{ ...viaggi, vatNumber: '00743110157' }] : [viaggi]),
      ),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie/nuova' });
    await user.type(await screen.findByLabelText(/Ragione sociale/, {}, slow), 'Viaggi Demo bis');
    await user.type(screen.getByLabelText('Partita IVA'), '00743110157');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Partita IVA 00743110157 già usata dall\'agenzia "Viaggi Demo S.r.l.". Salvare comunque?',
    );
    await user.click(within(question).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(agencies.api.endpoints.create)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salva comunque' }),
    );
    await waitFor(() => expect(location()).toBe('/agenzie'));
    expect(api.callsTo(agencies.api.endpoints.create)[0].body).toMatchObject({ vatNumber: '00743110157' });
  });

  it('a partita IVA no other agency has saves without a question', async () => {
    const api = mockApi(
      answer(agencies.api.endpoints.create, { ...viaggi, id: 9 }),
      answer(agencies.api.endpoints.list, (req) => page(req.query.vat ? [] : [viaggi])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie/nuova' });
    await user.type(await screen.findByLabelText(/Ragione sociale/, {}, slow), 'Nuovi Orizzonti');
    await user.type(screen.getByLabelText('Partita IVA'), '00743110157');
    await confirmSave(user, location, '/agenzie');
    expect(api.callsTo(agencies.api.endpoints.list)[0].query).toMatchObject({ vat: '00743110157' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("the access checkbox reveals the access e-mail; 'Copia indirizzo contatto' copies the contact e-mail", async () => {
    const api = mockApi(
      answer(agencies.api.endpoints.detail, viaggi, { id: 4 }),
      answer(
        agencies.api.endpoints.update,
        { ...viaggi, frontofficeEmail: 'info@viaggidemo.it', version: 3 },
        { id: 4 },
      ),
      answer(agencies.api.endpoints.list, page([viaggi])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie/modifica/4' });
    expect(await screen.findByRole('heading', { name: 'Modifica agenzia' }, slow)).toBeInTheDocument();
    expect(await screen.findByLabelText(/Ragione sociale/)).toHaveValue('Viaggi Demo S.r.l.');
    expect(screen.queryByLabelText(/E-mail di accesso/)).not.toBeInTheDocument();
    await user.click(screen.getByText('Abilita accesso per richiesta preventivi'));
    const access = await screen.findByLabelText(/E-mail di accesso/);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(api.callsTo(agencies.api.endpoints.update, { id: 4 })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Copia indirizzo contatto' }));
    expect(access).toHaveValue('info@viaggidemo.it');
    await confirmSave(user, location, '/agenzie');
    expect(api.callsTo(agencies.api.endpoints.update, { id: 4 })[0].body).toMatchObject({
      frontofficeEmail: 'info@viaggidemo.it',
      surchargePerGuest: 250,
      countryId: 'IT',
      version: 2,
    });
  });

  it('sends frontofficeEmail null when the access is switched off, even with an address typed', async () => {
    const withAccess = { ...viaggi, frontofficeEmail: 'accesso@viaggidemo.it' };
    const api = mockApi(
      answer(agencies.api.endpoints.detail, withAccess, { id: 4 }),
      answer(agencies.api.endpoints.update, { ...viaggi, version: 3 }, { id: 4 }),
      answer(agencies.api.endpoints.list, page([viaggi])),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie/modifica/4' });
    expect(await screen.findByLabelText(/E-mail di accesso/, {}, slow)).toHaveValue('accesso@viaggidemo.it');
    await user.click(screen.getByText('Abilita accesso per richiesta preventivi'));
    await confirmSave(user, location, '/agenzie');
    expect(api.callsTo(agencies.api.endpoints.update, { id: 4 })[0].body).toMatchObject({
      frontofficeEmail: null,
    });
  });

  it('keeps the form with the Italian message on a stale save (409) and shows field errors', async () => {
    const stale = 'Il record è stato modificato da un altro utente: ricarica la pagina.';
    mockApi(
      answer(agencies.api.endpoints.detail, viaggi, { id: 4 }),
      answer(
        agencies.api.endpoints.update,
        () => {
          throw apiError(409, 'StaleRecord', stale);
        },
        { id: 4 },
      ),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/agenzie/modifica/4' });
    const vat = await screen.findByLabelText('Partita IVA', {}, slow);
    await user.type(vat, '12345678901');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(agencyMessages.vatNumber)).toBeInTheDocument();
    await user.clear(vat);
    await user.type(vat, '01234567897');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByLabelText('Partita IVA')).toHaveValue('01234567897');
    expect(location()).toBe('/agenzie/modifica/4');
  });
});
