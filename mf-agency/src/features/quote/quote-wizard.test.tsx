import {
  addDays,
  formatItalianDate,
  type MyQuoteRequest,
  type QuoteOption,
  type QuoteRequestWrite,
  quoteMessages,
  quoteRequestWrite,
  todayInRome,
} from '@ham/contracts';
import { geoApi } from '@ham/ui';
import {
  answer,
  apiError,
  createTestPlatform,
  mockApi,
  TestProviders,
  testAgencySession,
  testStayReference,
} from '@ham/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import AgencyRoutes from '../../routes';
import { quoteApi } from './api';

const { endpoints } = quoteApi;

const slow = { timeout: 5000 };
const today = todayInRome();
const begin = addDays(today, 30);
const end = addDays(today, 34);

const option = (id: number, name: string, totalCost: number, min: number, max: number): QuoteOption => ({
  hotel: {
    id,
    name,
    category: { id: '3', name: '3 stelle' },
    city: 'Sirmione',
    location: null,
    area: null,
    country: null,
  },
  unitPriceMin: min,
  unitPriceMax: max,
  freeEvery: 10,
  freebieAccomodation: { id: 'mul', name: 'Multipla' },
  totalCost,
});
/** The request as POST /quotereq answers it. */
const sent = (id: number, body: QuoteRequestWrite): MyQuoteRequest => ({
  id,
  requestTime: `${today}T10:00:00.000Z`,
  guestCount: body.guestCount,
  guestType: { id: body.guestTypeId, name: 'Studenti' },
  begin: body.begin,
  end: body.end,
  area: { id: body.areaId, name: 'Lago di Garda' },
  serviceClassId: body.serviceClassId,
  status: 'new',
  hotel: body.hotelId == null ? null : { id: body.hotelId, name: 'Hotel Alfa', city: 'Sirmione' },
  quotedCost: body.quotedCost ?? null,
  notes: body.notes,
});
const alfa = option(11, 'Hotel Alfa', 414000, 5250, 6250);
const beta = option(12, 'Hotel Beta', 360000, 4500, 4500);

/** The wizard as the demo agency's user, over the answers of the test (and the area search). */
function renderWizard(...answers: ReturnType<typeof answer>[]) {
  return renderWizardAt('/preventivo', ...answers);
}

/** The same at `route`, with a menu link out of the page (as the shell's sidebar). */
function renderWizardAt(route: string, ...answers: ReturnType<typeof answer>[]) {
  const api = mockApi(
    answer(geoApi.placeSearch, {
      items: [{ id: 5, name: 'Lago di Garda', type: 'area', context: 'Italia' }],
    }),
    ...answers,
  );
  const platform = { ...createTestPlatform({ reference: testStayReference }), session: testAgencySession };
  const user = userEvent.setup();
  const view = render(
    <TestProviders platform={platform} route={route}>
      <Link to="/mie-richieste">Le mie richieste (menu)</Link>
      <AgencyRoutes />
    </TestProviders>,
  );
  const location = () => screen.getByTestId('location').textContent;
  return { user, api, location, unmount: view.unmount };
}

const stepButton = (name: string) =>
  within(screen.getByRole('list', { name: 'Passaggi della richiesta' })).getByRole('button', {
    name: new RegExp(name),
  });

async function fillCriteria(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Numero partecipanti/, {}, slow), '20');
  // Dates are typed as the user reads them: DD/MM/YYYY (docs/product/formats-and-errors.md#dates).
  await user.type(screen.getByLabelText(/Arrivo/), formatItalianDate(begin));
  await user.type(screen.getByLabelText(/Partenza/), formatItalianDate(end));
  await user.type(screen.getByRole('combobox', { name: /Area/ }), 'gar');
  await user.click(await screen.findByRole('option', { name: /Lago di Garda/ }));
}

describe('Richiedi preventivo', () => {
  // The wizard keeps its draft in the tab (sessionStorage): each test starts from none.
  beforeEach(() => sessionStorage.clear());

  it('runs the three steps to a sent request; later steps cannot be clicked, none after sending', async () => {
    const { user, api } = renderWizard(
      answer(endpoints.options, { items: [beta, alfa] }),
      answer(endpoints.send, ({ body }) => sent(1, quoteRequestWrite.parse(body))),
    );
    expect(await screen.findByRole('heading', { name: 'Richiedi preventivo' }, slow)).toBeVisible();
    expect(stepButton('Dati preventivo')).toHaveAttribute('aria-current', 'step');
    expect(stepButton('Selezione hotel')).toBeDisabled();
    expect(stepButton('Invio richiesta')).toBeDisabled();
    // The agency's card and the summary at the side.
    expect(screen.getByRole('region', { name: 'Utente' })).toHaveTextContent('Viaggi Demo S.r.l.');

    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(4);
    expect(api.callsTo(endpoints.options)).toHaveLength(0);

    await fillCriteria(user);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByRole('radiogroup', { name: 'Hotel disponibili' }, slow)).toBeVisible();
    expect(api.callsTo(endpoints.options)[0].query).toEqual({
      gc: '20',
      gt: 's',
      from: begin,
      to: end,
      area: '5',
      sc: 'hb',
    });
    expect(screen.getByText('Da 52,50 € a 62,50 € per persona per notte')).toBeVisible();
    expect(screen.getByText('Totale stimato 4.140,00 €')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Continua' });
    expect(next).toBeDisabled();
    expect(stepButton('Dati preventivo')).toBeEnabled();
    expect(stepButton('Invio richiesta')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Hotel Alfa/ }));
    await user.click(next);
    const summary = screen.getByRole('region', { name: 'Riepilogo preventivo' });
    expect(summary).toHaveTextContent('20 Studenti');
    expect(summary).toHaveTextContent('HB - Mezza pensione');
    expect(summary).toHaveTextContent('Hotel Alfa');
    expect(summary).toHaveTextContent('4.140,00 €');
    expect(screen.getByText(/Penali di annullamento/)).toBeVisible();
    await user.type(screen.getByLabelText('Note aggiuntive'), ' Gita di fine anno ');
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));

    expect(await screen.findByText(quoteMessages.sent)).toBeVisible();
    expect(api.callsTo(endpoints.send)[0].body).toEqual({
      guestCount: 20,
      guestTypeId: 's',
      begin,
      end,
      areaId: 5,
      serviceClassId: 'hb',
      hotelId: 11,
      quotedCost: 414000,
      notes: 'Gita di fine anno',
    });
    for (const step of ['Dati preventivo', 'Selezione hotel', 'Invio richiesta'])
      expect(stepButton(step)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Nuova richiesta' }));
    expect(stepButton('Dati preventivo')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText(/Numero partecipanti/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Area/ })).toHaveValue('');
  });

  it('without options: the custom-solution text, and the request goes without a hotel', async () => {
    const { user, api } = renderWizard(
      answer(endpoints.options, { items: [] }),
      answer(endpoints.send, ({ body }) => sent(2, quoteRequestWrite.parse(body))),
    );
    await fillCriteria(user);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText(quoteMessages.noOptions, {}, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByRole('region', { name: 'Riepilogo preventivo' })).toHaveTextContent(
      'Soluzione personalizzata',
    );
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText(quoteMessages.sent)).toBeVisible();
    expect(api.callsTo(endpoints.send)[0].body).toMatchObject({
      hotelId: null,
      quotedCost: null,
      notes: null,
    });
  });

  it("the server's errors: a field of the criteria on the form; a changed estimate back to the options", async () => {
    let options = 0;
    const { user } = renderWizard(
      answer(endpoints.options, () => {
        options++;
        if (options === 1)
          throw apiError(400, 'ValidationError', 'Alcuni campi non sono validi', {
            to: 'Il periodo non può superare 30 notti',
          });
        return { items: [options > 2 ? { ...alfa, totalCost: 420000 } : alfa] };
      }),
      answer(endpoints.send, () => {
        throw apiError(409, 'QuoteChanged', quoteMessages.quoteChanged);
      }),
    );
    await fillCriteria(user);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Il periodo non può superare 30 notti', {}, slow)).toBeVisible();
    expect(stepButton('Dati preventivo')).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await user.click(await screen.findByRole('radio', { name: /Hotel Alfa/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText(quoteMessages.quoteChanged)).toBeVisible();
    // The step is in the URL: the router's update lands just after.
    await waitFor(() => expect(stepButton('Selezione hotel')).toHaveAttribute('aria-current', 'step'));
    // The options are searched again: the new estimate, the choice kept.
    expect(await screen.findByText('Totale stimato 4.200,00 €')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Hotel Alfa/ })).toBeChecked();
    await waitFor(() => expect(options).toBe(3));
  });

  it('the step is in the URL and the data in the tab: a reload on step 2 shows step 2 with the criteria and the hotel', async () => {
    const first = renderWizard(answer(endpoints.options, { items: [beta, alfa] }));
    await fillCriteria(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Continua' }));
    await first.user.click(await screen.findByRole('radio', { name: /Hotel Alfa/ }, slow));
    await waitFor(() => expect(first.location()).toBe('/preventivo?passo=2'));
    first.unmount();

    // The reload: the page opens again on the same URL.
    const again = renderWizardAt('/preventivo?passo=2', answer(endpoints.options, { items: [beta, alfa] }));
    expect(await screen.findByRole('radiogroup', { name: 'Hotel disponibili' }, slow)).toBeVisible();
    expect(stepButton('Selezione hotel')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('radio', { name: /Hotel Alfa/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Riepilogo preventivo' })).toHaveTextContent('20 Studenti');
    expect(again.api.callsTo(endpoints.options)[0].query).toMatchObject({ gc: '20', area: '5', from: begin });
    // Back to step 1 keeps what was typed.
    await again.user.click(stepButton('Dati preventivo'));
    await waitFor(() => expect(again.location()).toBe('/preventivo'));
    expect(screen.getByLabelText(/Numero partecipanti/)).toHaveValue('20');
    expect(screen.getByRole('combobox', { name: /Area/ })).toHaveValue('Lago di Garda');
  });

  it('a step not reached yet (no criteria) opens the first step', async () => {
    const { location } = renderWizardAt('/preventivo?passo=3');
    expect(await screen.findByLabelText(/Numero partecipanti/, {}, slow)).toHaveValue('');
    await waitFor(() => expect(location()).toBe('/preventivo'));
    expect(stepButton('Dati preventivo')).toHaveAttribute('aria-current', 'step');
  });

  it('back then forward: the page opened again keeps the half-filled form', async () => {
    const first = renderWizard();
    await fillCriteria(first.user);
    // The browser's back button leaves the page (no question: the draft keeps the data) …
    first.unmount();
    // … and forward opens it again.
    renderWizard();
    expect(await screen.findByLabelText(/Numero partecipanti/, {}, slow)).toHaveValue('20');
    expect(screen.getByLabelText(/Arrivo/)).toHaveValue(formatItalianDate(begin));
    expect(screen.getByRole('combobox', { name: /Area/ })).toHaveValue('Lago di Garda');
  });

  it('leaving the half-filled wizard from the menu asks; Esci senza salvare drops the draft', async () => {
    const { user, location, unmount } = renderWizard();
    await user.type(await screen.findByLabelText(/Numero partecipanti/, {}, slow), '20');
    await user.click(screen.getByRole('link', { name: 'Le mie richieste (menu)' }));
    expect(await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' })).toHaveTextContent(
      'Ci sono modifiche non salvate. Uscire senza salvare?',
    );
    await user.click(screen.getByRole('button', { name: 'Resta nella pagina' }));
    expect(location()).toBe('/preventivo');
    expect(screen.getByLabelText(/Numero partecipanti/)).toHaveValue('20');

    await user.click(screen.getByRole('link', { name: 'Le mie richieste (menu)' }));
    await user.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(location()).toBe('/mie-richieste'));
    unmount();
    renderWizard();
    expect(await screen.findByLabelText(/Numero partecipanti/, {}, slow)).toHaveValue('');
  });
});
