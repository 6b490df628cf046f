import type { CaseEdit } from '@ham/contracts';
import { createTestApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { emptyCase, reference } from '../../test/fixtures';

const agencies = { items: [{ id: 4, fullName: 'Viaggi Rossi srl', city: 'Roma', country: null }] };

describe('Nuova pratica / Modifica dati pratica', () => {
  it('requires Nome, Cliente, dates, Tipologia and N. partecipanti', async () => {
    const api = createTestApi();
    const { user } = renderWithPlatform(<CasesRoutes />, { api, route: '/pratiche/nuova', reference });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(6);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an end before the begin, creates and opens the case detail', async () => {
    const api = createTestApi({
      'GET /agencies/search': agencies,
      'POST /docs': { number: 12 },
      'GET /docs/12': emptyCase,
    });
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      api,
      route: '/pratiche/nuova',
      reference,
    });
    await user.type(await screen.findByLabelText(/^Nome/), 'Gita Firenze');
    await user.type(screen.getByRole('combobox', { name: /Cliente/ }), 'ross');
    await user.click(await screen.findByRole('option', { name: 'Viaggi Rossi srl' }));
    const begin = screen.getByRole('textbox', { name: /Data inizio/ });
    const end = screen.getByRole('textbox', { name: /Data fine/ });
    await user.type(begin, '10/03/2027');
    await user.type(end, '09/03/2027');
    await user.selectOptions(screen.getByLabelText(/Tipologia/), 's');
    await user.type(screen.getByLabelText(/N. partecipanti/), '40');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Non deve essere prima della data di inizio')).toBeInTheDocument();
    expect(api.callsTo('POST /docs')).toHaveLength(0);
    await user.clear(end);
    await user.type(end, '13/03/2027');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
    expect(api.callsTo('POST /docs')[0].body).toEqual({
      name: 'Gita Firenze',
      customerId: 4,
      beginDate: '2027-03-10',
      endDate: '2027-03-13',
      guestTypeId: 's',
      guestCount: 40,
    });
  });

  it('edits the head with PUT /docs/:n/edit and its version, back to the detail', async () => {
    const edit: CaseEdit = {
      number: 12,
      name: 'Gita Firenze',
      customerId: 4,
      customer: { id: 4, name: 'Viaggi Rossi srl' },
      beginDate: '2027-03-10',
      endDate: '2027-03-13',
      guestTypeId: 's',
      guestCount: 40,
      version: 3,
    };
    const api = createTestApi({
      'GET /docs/12/edit': edit,
      'PUT /docs/12/edit': { ...edit, guestCount: 42, version: 4 },
      'GET /docs/12': emptyCase,
    });
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      api,
      route: '/pratiche/modifica/12',
      reference,
    });
    const count = await screen.findByLabelText(/N. partecipanti/);
    expect(screen.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Viaggi Rossi srl');
    await user.clear(count);
    await user.type(count, '42');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
    expect(api.callsTo('PUT /docs/12/edit')[0].body).toEqual({
      name: 'Gita Firenze',
      customerId: 4,
      beginDate: '2027-03-10',
      endDate: '2027-03-13',
      guestTypeId: 's',
      guestCount: 42,
      version: 3,
    });
  });
});
