import type { CaseFile } from '@ham/contracts';
import { todayInRome } from '@ham/contracts';
import { formatDate } from '@ham/ui';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { reference } from '../../test/fixtures';
import { fullCase } from '../../test/full-case';
import { holdApi } from './api';
import { defaultOptionExpiry } from './stay-hold-actions';

jest.setTimeout(30_000);
const findConfirm = () => screen.findByRole('alertdialog', {}, { timeout: 15_000 });

const withHold = (hold: Partial<CaseFile['stays'][number]>): CaseFile => ({
  ...fullCase,
  meals: [],
  busTrips: [],
  guidedTours: [],
  extras: [],
  stays: [{ ...fullCase.stays[0], ...hold }],
});

const render = (c: CaseFile, api = mockApi()) => {
  api.on(answer(caseApi.endpoints.detail, c, { docNum: 12 }));
  return { api, ...renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference }) };
};

describe('Stay hold', () => {
  it("defaults a new option's expiry to today + 7 days", () => {
    expect(defaultOptionExpiry('2027-02-25')).toBe('2027-03-04');
  });

  it("no hold: 'Opziona' with today + 7, a shortage confirmed and resent with force=true", async () => {
    let tries = 0;
    const api = mockApi(
      answer(
        holdApi.option,
        () => {
          tries += 1;
          if (tries === 1) {
            throw Object.assign(
              apiError(409, 'NotEnoughPlaces', 'Posti non sufficienti per il periodo richiesto.'),
              {
                detail: { nights: [{ date: '2027-03-11', requested: 40, available: 35, missing: 5 }] },
              },
            );
          }
          return {};
        },
        { id: 7 },
      ),
    );
    const { user } = render(withHold({ option: null, reservation: null }), api);
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    expect(within(stay).queryByRole('button', { name: 'Annulla opzione' })).not.toBeInTheDocument();
    await user.click(within(stay).getByRole('button', { name: 'Opziona' }));
    const form = within(stay).getByRole('form', { name: 'Opzione' });
    expect(within(form).getByLabelText(/Scadenza/)).toHaveValue(
      formatDate(defaultOptionExpiry(todayInRome())),
    );
    await user.click(within(form).getByRole('button', { name: 'Conferma' }));
    expect(await within(form).findByText('Campo obbligatorio')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Riferimento/), 'Mario');
    await user.click(within(form).getByRole('button', { name: 'Conferma' }));
    const dialog = await findConfirm();
    expect(dialog).toHaveTextContent('11/03/2027 (richiesti 40, disponibili 35)');
    await user.click(within(dialog).getByRole('button', { name: 'Procedi' }));
    await waitFor(() => expect(api.callsTo(holdApi.option, { id: 7 })).toHaveLength(2));
    const [first, forced] = api.callsTo(holdApi.option, { id: 7 });
    expect(first.body).toEqual({ expires: defaultOptionExpiry(todayInRome()), contact: 'Mario' });
    expect(first.query).toEqual({});
    expect(forced.query).toEqual({ force: 'true' });
  });

  it("a refused option shows the server's field error under its field, not forced", async () => {
    const api = mockApi(
      answer(
        holdApi.option,
        () => {
          throw apiError(400, 'ValidationError', 'Dati non validi', {
            expires: 'Data nel passato non valida',
          });
        },
        { id: 7 },
      ),
    );
    const { user } = render(withHold({ option: null, reservation: null }), api);
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    await user.click(within(stay).getByRole('button', { name: 'Opziona' }));
    const form = within(stay).getByRole('form', { name: 'Opzione' });
    await user.type(within(form).getByLabelText(/Riferimento/), 'Mario');
    await user.click(within(form).getByRole('button', { name: 'Conferma' }));
    expect(await within(form).findByText('Data nel passato non valida')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo(holdApi.option, { id: 7 })).toHaveLength(1);
  });

  it("active option: 'Modifica opzione', 'Annulla opzione' (DELETE after confirm), 'Conferma prenotazione'", async () => {
    const { user, api } = render(fullCase);
    api.on(answer(holdApi.cancelOption, () => undefined, { id: 7 }));
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    expect(within(stay).getByRole('button', { name: 'Modifica opzione' })).toBeInTheDocument();
    expect(within(stay).getByRole('button', { name: 'Conferma prenotazione' })).toBeInTheDocument();
    await user.click(within(stay).getByRole('button', { name: 'Annulla opzione' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Annulla opzione' }));
    await waitFor(() => expect(api.callsTo(holdApi.cancelOption, { id: 7 })).toHaveLength(1));
  });

  it("expired option: 'Nuova opzione' and no 'Annulla opzione'", async () => {
    render(
      withHold({
        option: { holdId: 1, expires: '2026-01-01', contact: 'Mario', expired: true, forced: false },
      }),
    );
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    expect(stay).toHaveTextContent('Opzione scaduta il 01/01/2026');
    expect(stay).not.toHaveTextContent('In overbooking');
    expect(within(stay).getByRole('button', { name: 'Nuova opzione' })).toBeInTheDocument();
    expect(within(stay).queryByRole('button', { name: 'Annulla opzione' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'an option',
      { option: { holdId: 1, expires: '2027-01-01', contact: 'Mario', expired: false, forced: true } },
      'Opzionato fino al 01/01/2027 · Mario',
    ],
    [
      'a reservation',
      { reservation: { holdId: 2, contact: 'Mario', forced: true } },
      'Prenotazione confermata',
    ],
  ])("a forced hold, %s, is marked 'In overbooking'", async (_, hold, text) => {
    render(withHold({ option: null, reservation: null, ...hold }));
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    expect(stay).toHaveTextContent(text);
    expect(within(stay).getByText('In overbooking')).toBeInTheDocument();
  });

  it("reserved: only 'Rilascia' (DELETE reservation after confirm)", async () => {
    const { user, api } = render(
      withHold({ option: null, reservation: { holdId: 2, contact: 'Mario', forced: false } }),
    );
    api.on(answer(holdApi.release, () => undefined, { id: 7 }));
    const stay = await screen.findByRole('region', { name: 'Hotel Hotel Bellavista' });
    for (const name of [
      'Opziona',
      'Modifica opzione',
      'Nuova opzione',
      'Annulla opzione',
      'Conferma prenotazione',
    ]) {
      expect(within(stay).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.click(within(stay).getByRole('button', { name: 'Rilascia' }));
    await user.click(within(await findConfirm()).getByRole('button', { name: 'Rilascia' }));
    await waitFor(() => expect(api.callsTo(holdApi.release, { id: 7 })).toHaveLength(1));
  });
});
