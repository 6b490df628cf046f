import { type CompanyConfig, configMessages, type ExpiringOptionsConfig } from '@ham/contracts';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import AdminRoutes from '../../routes';
import { configApi } from './api';

const slow = { timeout: 5000 };
const neverSaved: ExpiringOptionsConfig = { enabled: false, email: null, daysBefore: null, version: 0 };
const company: CompanyConfig = {
  companyName: null,
  vatNumber: null,
  taxCode: null,
  address: null,
  postalCode: null,
  city: null,
  province: null,
  countryId: 'IT',
  taxRegime: 'RF01',
  iban: null,
  certifiedEmail: null,
  sdiPec: null,
  email: null,
  phone: null,
  vatRate: 22,
  vatNature: null,
  vatLegalRef: null,
  version: 0,
};

describe('Configurazione generale', () => {
  it("'Avvisi scadenze opzioni': e-mail and days required when enabled; saves and shows the saved values", async () => {
    let saved = neverSaved;
    const api = mockApi(
      answer(configApi.endpoints.read('expiringoptions'), () => saved),
      answer(configApi.endpoints.update('expiringoptions'), (req) => {
        const { version, ...body } = req.body as ExpiringOptionsConfig;
        saved = { ...body, version: version + 1 };
        return saved;
      }),
    );
    const { user, location } = renderWithPlatform(<AdminRoutes />, { route: '/configura' });
    expect(
      await screen.findByRole('heading', { name: 'Configurazione generale', level: 1 }, slow),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Avvisi scadenze opzioni' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Dati azienda' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Richieste preventivo' })).toBeInTheDocument();
    // The tab names its form: no heading repeats it under the tab.
    expect(await screen.findByRole('form', { name: 'Avvisi scadenze opzioni' }, slow)).toBeVisible();
    // (The other heading is the group's 'Storico modifiche' under the form.)
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Configurazione generale',
      'Storico modifiche',
    ]);
    await user.click(await screen.findByText('Abilitato', {}, slow));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    await user.type(screen.getByLabelText('E-mail'), ' Opzioni@Demo.it ');
    await user.type(screen.getByLabelText('Giorni di preavviso'), '3');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(configApi.endpoints.read('expiringoptions'))).toHaveLength(2));
    expect(api.callsTo(configApi.endpoints.update('expiringoptions'))[0].body).toEqual({
      enabled: true,
      email: 'Opzioni@Demo.it',
      daysBefore: 3,
      version: 0,
    });
    expect(await screen.findByLabelText('Giorni di preavviso')).toHaveValue('3');
    expect(location()).toBe('/configura');
  });

  it("'Richieste preventivo': a valid address or none", async () => {
    const api = mockApi(
      answer(configApi.endpoints.read('quoterequests'), { email: null, offerOptionDays: 7, version: 0 }),
      answer(configApi.endpoints.update('quoterequests'), ({ body }) => ({ ...body, version: 1 })),
    );
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/configura?tab=preventivi' });
    expect(await screen.findByRole('form', { name: 'Richieste preventivo' }, slow)).toBeVisible();
    await user.type(await screen.findByLabelText('E-mail'), 'preventivi@');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Indirizzo e-mail non valido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'demo.it');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(configApi.endpoints.update('quoterequests'))).toHaveLength(1));
    expect(api.callsTo(configApi.endpoints.update('quoterequests'))[0].body).toEqual({
      email: 'preventivi@demo.it',
      offerOptionDays: 7,
      version: 0,
    });
  });

  it("'Rilasci': the automatic release notices, off until switched on", async () => {
    const api = mockApi(
      answer(configApi.endpoints.read('releases'), { autoNotices: false, version: 0 }),
      answer(configApi.endpoints.update('releases'), ({ body }) => ({ ...body, version: 1 })),
    );
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/configura?tab=rilasci' });
    expect(await screen.findByRole('form', { name: 'Rilasci' }, slow)).toBeVisible();
    const auto = await screen.findByText(/Invia automaticamente agli hotel/, {}, slow);
    await user.click(auto);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(configApi.endpoints.update('releases'))).toHaveLength(1));
    expect(api.callsTo(configApi.endpoints.update('releases'))[0].body).toEqual({
      autoNotices: true,
      version: 0,
    });
  });

  it("'Dati azienda' validates the Italian identifiers and shows a stale save (409)", async () => {
    const stale = 'Il record è stato modificato da un altro utente: ricarica la pagina.';
    const api = mockApi(
      answer(configApi.endpoints.read('company'), company),
      answer(configApi.endpoints.update('company'), () => {
        throw apiError(409, 'StaleRecord', stale);
      }),
    );
    const { user } = renderWithPlatform(<AdminRoutes />, { route: '/configura?tab=azienda' });
    expect(await screen.findByRole('form', { name: 'Dati azienda' }, slow)).toBeVisible();
    await user.type(await screen.findByLabelText(/Ragione sociale/), 'Hotel Allotment S.r.l.');
    await user.type(screen.getByLabelText(/Partita IVA/), '12345678901');
    await user.type(screen.getByLabelText('Codice fiscale'), 'RSSMRA80A01H501X');
    await user.type(screen.getByLabelText(/Indirizzo/), 'Via Roma 1');
    await user.type(screen.getByLabelText(/CAP/), '4012');
    await user.type(screen.getByLabelText(/Comune/), 'Bologna');
    await user.type(screen.getByLabelText('IBAN'), 'IT00X0000000000000000000000');
    await user.type(screen.getByLabelText('PEC'), 'pec@');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText(configMessages.vatNumber)).toBeInTheDocument();
    expect(screen.getByText(configMessages.taxCode)).toBeInTheDocument();
    expect(screen.getByText(configMessages.postalCode)).toBeInTheDocument();
    expect(screen.getByText(configMessages.iban)).toBeInTheDocument();
    expect(screen.getByText('Indirizzo e-mail non valido')).toBeInTheDocument();
    expect(api.callsTo(configApi.endpoints.update('company'))).toHaveLength(0);

    for (const [label, value] of [
      [/Partita IVA/, '01234567897'],
      ['Codice fiscale', '01234567897'],
      [/CAP/, '40121'],
      ['IBAN', ''],
      ['PEC', 'pec@pec.it'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(api.callsTo(configApi.endpoints.update('company'))[0].body).toMatchObject({
      companyName: 'Hotel Allotment S.r.l.',
      vatNumber: '01234567897',
      postalCode: '40121',
      countryId: 'IT',
      taxRegime: 'RF01',
      iban: null,
      certifiedEmail: 'pec@pec.it',
      version: 0,
    });
  });
});
