import type { CaseEdit } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { emptyCase, reference } from '../../test/fixtures';
import { confirmSends, pick, retype } from '../../test/form-steps';
import { agencySearch } from './case-head-fields';

const agencies = { items: [{ id: 4, fullName: 'Viaggi Rossi srl', city: 'Roma', country: null }] };

describe('Nuova pratica / Modifica dati pratica', () => {
  it('requires Nome, Cliente, dates, Tipologia and N. partecipanti', async () => {
    const api = mockApi();
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/nuova', reference });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(6);
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['99999999', 'Valore massimo 100.000'],
    ['-3', 'Inserire un numero intero non negativo'],
    ['4O', 'Inserire un numero intero non negativo'],
  ])("'N. partecipanti' %p says %p, not 'Campo obbligatorio'", async (typed, message) => {
    const api = mockApi();
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/nuova', reference });
    const count = await screen.findByLabelText(/N. partecipanti/);
    await user.type(count, typed);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Nome, Cliente, the dates and Tipologia are empty: N. partecipanti is not.
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(5);
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an end before the begin, creates and opens the case detail', async () => {
    const api = mockApi(
      answer(agencySearch, agencies),
      answer(caseApi.endpoints.create, { number: 12 }),
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
    );
    const view = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/nuova',
      reference,
    });
    const { user } = view;
    await user.type(await screen.findByLabelText(/^Nome/), 'Gita Firenze');
    await pick(view, /Cliente/, 'ross', 'Viaggi Rossi srl');
    const begin = screen.getByRole('textbox', { name: /Data inizio/ });
    const end = screen.getByRole('textbox', { name: /Data fine/ });
    await user.type(begin, '10/03/2027');
    await user.type(end, '09/03/2027');
    await user.selectOptions(screen.getByLabelText(/Tipologia/), 's');
    await user.type(screen.getByLabelText(/N. partecipanti/), '40');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Non deve essere prima della data di inizio')).toBeInTheDocument();
    expect(api.callsTo(caseApi.endpoints.create)).toHaveLength(0);
    await retype(view, end, '13/03/2027');
    await confirmSends(view, () => api.callsTo(caseApi.endpoints.create), {
      name: 'Gita Firenze',
      customerId: 4,
      beginDate: '2027-03-10',
      endDate: '2027-03-13',
      guestTypeId: 's',
      guestCount: 40,
      notes: null,
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
      notes: 'Arrivo in pullman',
      version: 3,
    };
    const api = mockApi(
      answer(caseApi.endpoints.head, edit, { docNum: 12 }),
      answer(caseApi.endpoints.updateHead, { ...edit, guestCount: 42, version: 4 }, { docNum: 12 }),
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
    );
    const view = renderWithPlatform(<CasesRoutes />, {
      route: '/pratiche/modifica/12',
      reference,
    });
    const count = await screen.findByLabelText(/N. partecipanti/);
    expect(screen.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Viaggi Rossi srl');
    expect(screen.getByLabelText('Note')).toHaveValue('Arrivo in pullman');
    await retype(view, count, '42');
    await confirmSends(view, () => api.callsTo(caseApi.endpoints.updateHead, { docNum: 12 }), {
      name: 'Gita Firenze',
      customerId: 4,
      beginDate: '2027-03-10',
      endDate: '2027-03-13',
      guestTypeId: 's',
      guestCount: 42,
      notes: 'Arrivo in pullman',
      version: 3,
    });
  });
});
