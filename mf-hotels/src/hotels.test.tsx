import type { HotelOffer, HotelSummary, LocationRef } from '@ham/contracts';
import { ApiError } from '@ham/platform';
import { geoApi } from '@ham/ui';
import { answer, historyApi, mockApi } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { allotmentApi } from './features/allotment/api';
import { availApi } from './features/avails/api';
import { dashboardEndpoints } from './features/dashboard/api';
import { hotelApi, hotelQueries } from './features/hotels/api';
import { offerApi } from './features/offers/api';
import { contractVersion } from './routes';
import { hotelsReference, renderHotels } from './test/render-hotels';

// Form screens with many fields are slow under a loaded CI machine.
jest.setTimeout(20_000);

/** An answer refusing the first request with a confirmable 409 (`refusal`), then answering `saved`. */
function refusedOnce<T>(refusal: ConstructorParameters<typeof ApiError>[1], saved: T) {
  let attempts = 0;
  return () => {
    attempts += 1;
    if (attempts === 1) throw new ApiError(409, refusal);
    return saved;
  };
}

const head = { id: 1, name: 'Hotel Bellavista', category: null, city: 'Firenze', hidden: false };
const summary: HotelSummary = {
  id: 1,
  name: 'Hotel Bellavista',
  category: { id: '3', name: '3 stelle' },
  position: null,
  location: null,
  area: null,
  address: null,
  postalCode: null,
  city: 'Firenze',
  country: { id: 'IT', name: 'Italia' },
  phone: null,
  fax: null,
  email: null,
  website: null,
  contactName: null,
  contactEmail: null,
  description: null,
  hidden: false,
  version: 1,
  offers: [
    {
      guestType: { id: 's', name: 'Studenti' },
      active: true,
      selfQuotable: true,
      visibleInQuotes: true,
      pricedUntil: null,
    },
    {
      guestType: { id: 'a', name: 'Adulti' },
      active: false,
      selfQuotable: false,
      visibleInQuotes: true,
      pricedUntil: null,
    },
  ],
  currentBlocks: 0,
};
const offer = (over: Partial<HotelOffer> = {}): HotelOffer => ({
  hotelId: 1,
  guestType: { id: 's', name: 'Studenti' },
  active: true,
  selfQuotable: true,
  visibleInQuotes: false,
  freebie: { every: 10, accomodationId: 'mul' },
  prices: [
    {
      id: 7,
      hotelId: 1,
      guestTypeId: 's',
      begin: '2027-04-01',
      end: '2027-04-30',
      prices: { hb: 5000 },
      costs: { hb: 4000 },
      extras: { sgl: 1500 },
      extrasCosts: { sgl: 1000 },
      version: 1,
    },
  ],
  version: 2,
  ...over,
});

describe('mf-hotels', () => {
  it('exposes the platform contract version', () => {
    expect(contractVersion).toBe(1);
  });

  describe('Imposta prezzi', () => {
    it('computes the Prospetto live: extra = base + supplement, blank when either is empty', async () => {
      mockApi(answer(hotelQueries.endpoints.head, head, { id: 1 }));
      const { user } = renderHotels('/hotel/listino/1/prezzi/s/nuovo');
      expect(await screen.findByRole('heading', { name: 'Imposta prezzi' })).toBeInTheDocument();
      expect(await screen.findByText(/Hotel Bellavista/)).toBeInTheDocument();
      // The columns named once in a header; each field still named by its row and column.
      const priceRows = screen.getAllByRole('group', { name: 'Vendita' })[0].parentElement as HTMLElement;
      expect(
        [...(priceRows.querySelector('[data-price-columns]')?.children ?? [])].map((c) => c.textContent),
      ).toEqual(['', 'Pernottamento e colazione', 'Mezza pensione']);
      await user.type(screen.getByLabelText('Vendita Mezza pensione'), '50,00');
      await user.type(screen.getByLabelText('Acquisto Mezza pensione'), '40,00');
      await user.type(screen.getByLabelText('Vendita Singola'), '15,00');
      await user.type(screen.getByLabelText('Acquisto Singola'), '10,00');
      await user.tab();
      const sheet = screen.getByRole('table', { name: 'Prospetto' });
      await waitFor(() =>
        expect(within(sheet).getByRole('row', { name: /Singola/ })).toHaveTextContent(/65,00/),
      );
      const single = within(sheet).getByRole('row', { name: /Singola/ });
      expect(single).toHaveTextContent(/50,00/);
      const base = within(sheet).getByRole('row', { name: /Multipla/ });
      expect(base).toHaveTextContent(/50,00/);
      expect(base).toHaveTextContent(/40,00/);
      // No supplement for Doppia: blank.
      expect(
        within(sheet)
          .getByRole('row', { name: /Doppia/ })
          .textContent?.replace('Doppia', '')
          .trim(),
      ).toBe('');
    });

    it('requires both dates and Al after Dal', async () => {
      const api = mockApi(answer(hotelQueries.endpoints.head, head, { id: 1 }));
      const { user } = renderHotels('/hotel/listino/1/prezzi/s/nuovo');
      await user.click(await screen.findByRole('button', { name: 'Conferma' }));
      expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
      expect(api.callsTo(offerApi.endpoints.createPrice, { id: 1, gtype: 's' })).toHaveLength(0);
    });

    it('on a period overlap confirms and resends with force=true', async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.head, head, { id: 1 }),
        answer(
          offerApi.endpoints.createPrice,
          refusedOnce(
            {
              error: 'PeriodOverlap',
              message: 'Il periodo indicato si sovrappone',
              detail: 'period overlap',
            },
            { id: 9 },
          ),
          { id: 1, gtype: 's' },
        ),
      );
      const { user, location } = renderHotels('/hotel/listino/1/prezzi/s/nuovo');
      await screen.findByRole('heading', { name: 'Imposta prezzi' });
      const from = screen.getByRole('textbox', { name: /^Dal/ });
      const to = screen.getByRole('textbox', { name: /^Al/ });
      await user.type(from, '01/05/2027');
      await user.type(to, '31/05/2027');
      await user.type(screen.getByLabelText('Vendita Mezza pensione'), '60,00');
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        'Il periodo indicato si sovrappone in tutto o in parte a periodi esistenti con altri prezzi. Proseguendo, gli altri periodi verranno sovrascritti eliminandone i prezzi o riducendone la validità. Procedere?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Procedi' }));
      await waitFor(() => expect(location()).toBe('/hotel/scheda/1/prezzi/s'));
      const posts = api.callsTo(offerApi.endpoints.createPrice, { id: 1, gtype: 's' });
      expect(posts).toHaveLength(2);
      expect(posts[0].query).toEqual({});
      expect(posts[1].query).toEqual({ force: 'true' });
      expect(posts[1].body).toMatchObject({ begin: '2027-05-01', end: '2027-05-31', prices: { hb: 6000 } });
    });
  });

  describe('price list view', () => {
    it("inactive: 'non abilitato' and 'Abilita listino' to the configure page", async () => {
      mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(
          offerApi.endpoints.offer,
          offer({
            active: false,
            guestType: { id: 'a', name: 'Adulti' },
            prices: [],
          }),
          { id: 1, gtype: 'a' },
        ),
      );
      renderHotels('/hotel/scheda/1/prezzi/a');
      expect(await screen.findByText('Listino prezzi per Adulti non abilitato')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Abilita listino' })).toHaveAttribute(
        'href',
        '/hotel/listino/1/configura/a',
      );
      expect(screen.getByRole('tab', { name: 'Prezzi Adulti' })).toHaveAttribute('aria-selected', 'true');
    });

    it('active: sale and cost per cell, the Configurazione card and the actions', async () => {
      mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(offerApi.endpoints.offer, offer(), { id: 1, gtype: 's' }),
      );
      renderHotels('/hotel/scheda/1/prezzi/s');
      const table = await screen.findByRole('table', { name: 'Listino prezzi Studenti' });
      expect(within(table).getByRole('columnheader', { name: 'Multipla' })).toBeInTheDocument();
      const row = within(table).getByRole('row', { name: /01\/04\/2027/ });
      expect(row).toHaveTextContent(/30\/04\/2027/);
      expect(row).toHaveTextContent(/50,00/);
      expect(row).toHaveTextContent(/40,00/);
      expect(row).toHaveTextContent(/15,00/);
      // Each cell's two lines named (hover and screen readers), and a legend with the service classes.
      expect(within(row).getAllByTitle('Vendita')[0]).toHaveTextContent('Vendita 50,00');
      expect(within(row).getAllByTitle('Acquisto')[0]).toHaveTextContent('Acquisto 40,00');
      const legend = screen.getByRole('note', { name: 'Legenda' });
      expect(legend).toHaveTextContent('In ogni casella: Vendita sopra, Acquisto sotto.');
      expect(legend).toHaveTextContent('BB = Pernottamento e colazione · HB = Mezza pensione');
      expect(screen.getByText('Una persona ogni 10 in Multipla')).toBeInTheDocument();
      expect(screen.getByText('Self quotable')).toBeInTheDocument();
      expect(screen.getByText('Visibile in richieste preventivo')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inserisci nuovi prezzi' })).toHaveAttribute(
        'href',
        '/hotel/listino/1/prezzi/s/nuovo',
      );
      expect(screen.getByRole('link', { name: 'Modifica configurazione' })).toBeInTheDocument();
    });

    it("hides 'Self quotable' without the self_quote permission", async () => {
      mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(offerApi.endpoints.offer, offer(), { id: 1, gtype: 's' }),
      );
      renderHotels('/hotel/scheda/1/prezzi/s', { permissions: ['manage_db'] });
      await screen.findByRole('table', { name: 'Listino prezzi Studenti' });
      expect(screen.queryByText('Self quotable')).not.toBeInTheDocument();
    });

    it("'Disabilita listino' asks its confirm and deletes the offer", async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(offerApi.endpoints.offer, offer(), { id: 1, gtype: 's' }),
        answer(offerApi.endpoints.disable, undefined, { id: 1, gtype: 's' }),
      );
      const { user } = renderHotels('/hotel/scheda/1/prezzi/s');
      await user.click(await screen.findByRole('button', { name: 'Disabilita listino' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        'Disattivando il listino i prezzi non saranno più validi, ma potrai riattivarli in seguito. Procedere?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Disabilita' }));
      await waitFor(() =>
        expect(api.callsTo(offerApi.endpoints.disable, { id: 1, gtype: 's' })).toHaveLength(1),
      );
    });
  });

  describe('hotel form', () => {
    it('a location fills and locks area and country; the payload carries the ids', async () => {
      const firenze: LocationRef = {
        id: 3,
        name: 'Firenze',
        area: { id: 1, name: 'Toscana' },
        country: { id: 'IT', name: 'Italia' },
      };
      const api = mockApi(
        answer(geoApi.locationSearch, { items: [firenze] }),
        answer(hotelApi.endpoints.create, { ...summary, id: 5, location: null, area: null }),
      );
      const { user, location } = renderHotels('/hotel/nuovo');
      await user.type(await screen.findByRole('textbox', { name: /Nome/ }), 'Hotel Nuovo');
      await user.type(screen.getByRole('combobox', { name: /Località/ }), 'fir');
      await user.click(await screen.findByRole('option', { name: /Firenze/ }));
      await waitFor(() => expect(screen.getByRole('combobox', { name: /Area/ })).toBeDisabled());
      expect(screen.getByRole('combobox', { name: /Nazione/ })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      await waitFor(() => expect(location()).toBe('/hotel/scheda/5'));
      expect(api.callsTo(hotelApi.endpoints.create)[0].body).toMatchObject({
        name: 'Hotel Nuovo',
        locationId: 3,
        areaId: 1,
        countryId: 'IT',
        email: null,
      });
    });

    it('edits a hotel: loads GET /hotels/:id and PUTs /hotels/:id with the version', async () => {
      const hotel = {
        ...summary,
        location: { id: 3, name: 'Firenze', area: { id: 1, name: 'Toscana' } },
        area: { id: 1, name: 'Toscana' },
      };
      const api = mockApi(
        answer(hotelApi.endpoints.detail, hotel, { id: 1 }),
        answer(hotelApi.endpoints.update, hotel, { id: 1 }),
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
      );
      const { user, location } = renderHotels('/hotel/modifica/1');
      expect(await screen.findByRole('textbox', { name: /Nome/ })).toHaveValue('Hotel Bellavista');
      expect(screen.getByRole('combobox', { name: /Località/ })).toHaveValue('Firenze');
      expect(screen.getByRole('combobox', { name: /Area/ })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      await waitFor(() => expect(location()).toBe('/hotel/scheda/1'));
      expect(api.callsTo(hotelApi.endpoints.update, { id: 1 })[0].body).toMatchObject({
        locationId: 3,
        areaId: 1,
        countryId: 'IT',
        categoryId: '3',
        version: 1,
      });
    });

    it('validates the e-mails', async () => {
      const api = mockApi();
      const { user } = renderHotels('/hotel/nuovo');
      await user.type(await screen.findByRole('textbox', { name: /Nome/ }), 'Hotel Nuovo');
      await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'no');
      await user.type(screen.getByRole('textbox', { name: 'E-mail referente' }), 'no');
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      expect(await screen.findAllByText('Indirizzo e-mail non valido')).toHaveLength(2);
      expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });
  });

  describe('Cerca disponibilità', () => {
    it('requires the guest type, then shows the days per hotel', async () => {
      const api = mockApi(
        answer(allotmentApi.endpoints.read, {
          results: [
            {
              hotel: { id: 1, name: 'Hotel Bellavista', category: '3 stelle', place: 'Firenze' },
              // Compact series: [value, days, …]; holds [first, last, places, kind, contact].
              optioned: [2, 1, 0, 1],
              reserved: [0, 1, 5, 1],
              available: [18, 1, 0, 1],
              allotted: [20, 2],
              released: [0, 1, 15, 1],
              releaseDays: [7, 2],
              holds: [
                [0, 0, 2, 0, 'Rossi'],
                [1, 1, 5, 1, 'Verdi'],
              ],
            },
          ],
          begin: '2027-05-01',
          end: '2027-05-02',
          days: 2,
          today: '2027-04-28',
          partial: true,
        }),
      );
      const { user, location } = renderHotels('/disponibilita');
      await user.click(await screen.findByRole('button', { name: 'Cerca' }));
      expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
      await user.click(screen.getByText('Studenti'));
      await user.click(screen.getByRole('button', { name: 'Cerca' }));
      const table = await screen.findByRole('table', { name: 'Disponibilità' });
      expect(api.callsTo(allotmentApi.endpoints.read)[0].query).toMatchObject({ type: 's' });
      expect(location()).toMatch(/^\/disponibilita\?type=s&from=\d{4}-\d{2}-\d{2}&to=/);
      const row = (name: string) => within(table).getByRole('row', { name: `Hotel Bellavista · ${name}` });
      expect(row('Opzionati')).toHaveTextContent(/Opzionati2$/);
      expect(row('Confermati')).toHaveTextContent(/Confermati5$/);
      expect(row('Disponibili')).toHaveTextContent(/Disponibili180$/);
      expect(row('Allotment')).toHaveTextContent(/Allotment2020$/);
      // Hover texts: the holds' Riferimento, the release of the night past it.
      const cells = (name: string) => within(row(name)).getAllByRole('cell');
      expect(cells('Opzionati')[0]).toHaveAttribute('title', 'Rossi');
      expect(cells('Confermati')[1]).toHaveAttribute('title', 'Verdi');
      expect(cells('Disponibili')[1]).toHaveAttribute(
        'title',
        'Rilasciati 15 posti · data di rilascio: 25/04/2027',
      );
      expect(cells('Allotment')[0]).toHaveAttribute('title', 'Data di rilascio: 24/04/2027');
      expect(row('Confermati')).toHaveTextContent(/^3 stelle · Firenze/);
      // Weekends and holidays: 01/05/2027 is a Saturday and Festa del Lavoro.
      expect(within(table).getByRole('columnheader', { name: /01\/05/ })).toHaveAttribute(
        'title',
        'sabato 01/05/2027 · Festa del Lavoro',
      );
      // The same search as Excel and CSV files.
      expect(screen.getByRole('link', { name: 'Esporta Excel' }).getAttribute('href')).toMatch(
        /\/api\/allotment\/search\.xlsx\?type=s&from=/,
      );
      expect(screen.getByRole('link', { name: 'Esporta CSV' }).getAttribute('href')).toMatch(
        /\/api\/allotment\/search\.csv\?type=s&from=/,
      );
      expect(screen.getByRole('link', { name: 'Hotel Bellavista' })).toHaveAttribute('target', '_blank');
      expect(screen.getByText(/sono visualizzati solo 1 degli hotel/)).toBeInTheDocument();
    });

    it('shows an overbooked night negative, in red, with its accessible name', async () => {
      mockApi(
        answer(allotmentApi.endpoints.read, {
          results: [
            {
              hotel: { id: 1, name: 'Hotel Bellavista', category: '3 stelle', place: 'Firenze' },
              // Night 1: 45 confirmed on an allotment of 40 (a forced hold); night 2: 30 of 40.
              optioned: [0, 2],
              reserved: [45, 1, 30, 1],
              available: [0, 1, 10, 1],
              allotted: [40, 2],
              released: [0, 2],
              releaseDays: [7, 2],
              holds: [[0, 1, 30, 1, 'Verdi']],
            },
          ],
          begin: '2027-05-03',
          end: '2027-05-04',
          days: 2,
          today: '2027-04-01',
          partial: false,
        }),
      );
      renderHotels('/disponibilita?type=s&from=2027-05-03&to=2027-05-04');
      const table = await screen.findByRole('table', { name: 'Disponibilità' });
      const row = within(table).getByRole('row', { name: 'Hotel Bellavista · Disponibili' });
      const [over, fine] = within(row).getAllByRole('cell');
      expect(over).toHaveTextContent('-5');
      expect(over).toHaveAccessibleName("-5: In overbooking: 5 posti oltre l'allotment");
      expect(over).toHaveAttribute('title', "In overbooking: 5 posti oltre l'allotment");
      expect(over).toHaveClass('ob');
      expect(fine).toHaveTextContent('10');
      expect(fine).not.toHaveClass('ob');
      expect(screen.getByLabelText('Legenda')).toHaveTextContent('In overbooking');
    });

    it('PeriodTooLarge clears the result and shows its message', async () => {
      mockApi(
        answer(allotmentApi.endpoints.read, () => {
          throw new ApiError(400, { error: 'PeriodTooLarge', message: 'x' });
        }),
      );
      const { user } = renderHotels('/disponibilita');
      await user.click(await screen.findByText('Studenti'));
      await user.click(screen.getByRole('button', { name: 'Cerca' }));
      expect(
        await screen.findByText('Il periodo indicato è troppo esteso, restringere il periodo.'),
      ).toBeInTheDocument();
    });
  });

  describe('hotel details', () => {
    const inUse = (hidden: boolean) => () => {
      throw new ApiError(409, { error: 'InstanceInUse', message: 'in uso', detail: { hidden } });
    };

    it('a hotel in use cannot be deleted: hiding is offered instead', async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(hotelApi.endpoints.remove, inUse(false), { id: 1 }),
        answer(hotelQueries.endpoints.hide, { ...summary, hidden: true }, { id: 1 }),
      );
      const { user } = renderHotels('/hotel/scheda/1');
      await user.click(await screen.findByRole('button', { name: 'Elimina' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
      );
      await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent(/Vuoi nasconderlo\?/));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Nascondi' }));
      await waitFor(() => expect(api.callsTo(hotelQueries.endpoints.hide, { id: 1 })).toHaveLength(1));
    });

    it("the hotel's 'Storico modifiche' is under its data, read when opened", async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(historyApi.record, {
          items: [],
          pageInfo: { page: 1, itemsPerPage: 20, totalItems: 0, totalPages: 0 },
        }),
      );
      const { user } = renderHotels('/hotel/scheda/1');
      const panel = await screen.findByRole('region', { name: 'Storico modifiche' });
      await user.click(within(panel).getByRole('button', { name: 'Mostra storico' }));
      await waitFor(() => expect(api.callsTo(historyApi.record)).toHaveLength(1));
      expect(api.callsTo(historyApi.record)[0].params).toEqual({ kind: 'hotel', id: '1' });
    });

    it("the hotel's pick-up of the next 90 days is on its card, its figures in a table", async () => {
      const night = (date: string, reserved: number) => ({
        date,
        allotted: 20,
        optioned: 4,
        reserved,
        free: 16 - reserved,
      });
      const api = mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(dashboardEndpoints.hotelPickup, {
          today: '2027-03-01',
          from: '2027-03-01',
          to: '2027-05-29',
          pickup: {
            nights: [night('2027-03-01', 10), night('2027-03-02', 12)],
            releases: [{ date: '2027-03-05', places: 1234 }],
          },
        }),
      );
      renderHotels('/hotel/scheda/1');
      const figure = await screen.findByRole('region', { name: 'Pick-up per notte' });
      const nights = within(figure).getByRole('table', { name: 'Pick-up per notte' });
      expect(
        within(nights)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual(['NotteAllotmentOpzionatiConfermatiDisponibili', '01/03/2027204106', '02/03/2027204124']);
      const releases = within(figure).getByRole('table', { name: 'Rilasci nel periodo' });
      expect(within(releases).getAllByRole('row')[1]).toHaveTextContent('05/03/20271.234');
      expect(api.callsTo(dashboardEndpoints.hotelPickup)[0].query).toEqual({ hotel: '1' });
    });

    it('a hotel without allotment in the next 90 days says so', async () => {
      const none = { date: '2027-03-01', allotted: 0, optioned: 0, reserved: 0, free: 0 };
      mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(dashboardEndpoints.hotelPickup, {
          today: '2027-03-01',
          from: '2027-03-01',
          to: '2027-05-29',
          pickup: { nights: [none], releases: [] },
        }),
      );
      renderHotels('/hotel/scheda/1');
      expect(await screen.findByText('Nessun allotment nei prossimi 90 giorni.')).toBeInTheDocument();
    });

    it('an already hidden hotel in use gets only the alert', async () => {
      mockApi(
        answer(hotelQueries.endpoints.summary, { ...summary, hidden: true }, { id: 1 }),
        answer(hotelApi.endpoints.remove, inUse(true), { id: 1 }),
      );
      const { user } = renderHotels('/hotel/scheda/1');
      expect(await screen.findByText('Hotel nascosto: non compare nelle ricerche.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mostra' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Elimina' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('alertdialog')).toHaveTextContent(
          "L'hotel non può essere eliminato perché è in uso; è già nascosto.",
        ),
      );
      expect(within(screen.getByRole('alertdialog')).queryByRole('button', { name: 'Nascondi' })).toBeNull();
    });
  });

  describe('availability blocks', () => {
    const block = {
      id: 4,
      hotelId: 1,
      begin: '2027-05-01',
      end: '2027-05-10',
      guestTypeId: 's',
      guestType: { id: 's', name: 'Studenti' },
      places: 20,
      expirationDays: 7,
      version: 3,
    };

    it('lists the blocks in the tab', async () => {
      mockApi(
        answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
        answer(availApi.endpoints.list, { items: [block] }, { id: 1 }),
      );
      renderHotels('/hotel/scheda/1/disponibilita');
      const row = await screen.findByRole('row', { name: /01\/05\/2027/ });
      expect(row).toHaveTextContent(/10\/05\/2027.*Studenti.*20.*7/);
    });

    it('requires every field on submit', async () => {
      mockApi(answer(hotelQueries.endpoints.head, head, { id: 1 }));
      const { user } = renderHotels('/hotel/disponibilita/1/nuovo');
      await user.click(await screen.findByRole('button', { name: 'Conferma' }));
      expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(5);
    });

    it('a shrink below the held places confirms and resends with force=true', async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.head, head, { id: 1 }),
        answer(availApi.endpoints.detail, block, { id: 4 }),
        answer(
          availApi.endpoints.update,
          refusedOnce(
            {
              error: 'NotEnoughPlaces',
              message: 'Posti non sufficienti',
              detail: { nights: [{ date: '2027-05-02', requested: 12, available: 10, missing: 2 }] },
            },
            block,
          ),
          { id: 4 },
        ),
      );
      const { user, location } = renderHotels('/hotel/disponibilita/1/modifica/4');
      const places = await screen.findByRole('textbox', { name: /Posti/ });
      await user.clear(places);
      await user.type(places, '10');
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('02/05/2027: mancano 2');
      await user.click(within(dialog).getByRole('button', { name: 'Salva comunque' }));
      await waitFor(() => expect(location()).toBe('/hotel/scheda/1/disponibilita'));
      const puts = api.callsTo(availApi.endpoints.update, { id: 4 });
      expect(puts[1].query).toEqual({ force: 'true' });
      expect(puts[1].body).toMatchObject({ places: 10, version: 3 });
    });
  });

  it('Cerca disponibilità restores the search of the URL', async () => {
    const api = mockApi(
      answer(allotmentApi.endpoints.read, {
        results: [],
        begin: '2027-05-01',
        end: '2027-05-02',
        days: 2,
        today: '2027-04-28',
        partial: false,
      }),
    );
    renderHotels(
      '/disponibilita?type=a&from=2027-05-01&to=2027-05-02&place=7&placeType=area&placeName=Toscana',
    );
    expect(await screen.findByText('Nessun risultato')).toBeInTheDocument();
    expect(api.callsTo(allotmentApi.endpoints.read)[0].query).toEqual({
      type: 'a',
      from: '2027-05-01',
      to: '2027-05-02',
      area: '7',
    });
    expect(screen.getByRole('combobox', { name: /Località/ })).toHaveValue('Toscana');
  });

  it("'Copia come nuovi' opens 'Imposta prezzi' with the prices of the row and no dates", async () => {
    mockApi(
      answer(hotelQueries.endpoints.summary, summary, { id: 1 }),
      answer(hotelQueries.endpoints.head, head, { id: 1 }),
      answer(offerApi.endpoints.offer, offer(), { id: 1, gtype: 's' }),
      answer(offerApi.endpoints.price, offer().prices[0], { id: 7 }),
    );
    const { user, location } = renderHotels('/hotel/scheda/1/prezzi/s');
    await user.click(await screen.findByRole('button', { name: 'Azioni 01/04/2027 - 30/04/2027' }));
    // The menu is driven from the keyboard here (jsdom has no layout for the pointer path).
    await screen.findByRole('menuitem', { name: 'Copia come nuovi' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/hotel/listino/1/prezzi/s/nuovo?copia=7'));
    expect(await screen.findByLabelText('Vendita Mezza pensione')).toHaveValue('50,00');
    expect(screen.getByLabelText('Acquisto Singola')).toHaveValue('10,00');
    expect(screen.getByLabelText(/^Dal/)).toHaveValue('');
  });

  describe('offer configure', () => {
    it("'Una persona ogni' defaults to 10, both freebie fields are required when enabled", async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.head, head, { id: 1 }),
        answer(offerApi.endpoints.offer, offer({ active: false, freebie: null, prices: [], version: 0 }), {
          id: 1,
          gtype: 's',
        }),
        answer(offerApi.endpoints.configure, offer(), { id: 1, gtype: 's' }),
      );
      const { user, location } = renderHotels('/hotel/listino/1/configura/s');
      expect(await screen.findByRole('switch', { name: 'Self quotable' })).toBeInTheDocument();
      await user.click(screen.getByText('Gratuità'));
      expect(screen.getByRole('textbox', { name: /Una persona ogni/ })).toHaveValue('10');
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: /Sistemazione/ }), 'Singola');
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      await waitFor(() => expect(location()).toBe('/hotel/scheda/1/prezzi/s'));
      expect(api.callsTo(offerApi.endpoints.configure, { id: 1, gtype: 's' })[0].body).toEqual({
        freebie: { every: 10, accomodationId: 'sgl' },
        visibleInQuotes: false,
        selfQuotable: true,
        version: 0,
      });
    });

    it("hides 'Self quotable' when the global flag is off and does not send it", async () => {
      const api = mockApi(
        answer(hotelQueries.endpoints.head, head, { id: 1 }),
        answer(offerApi.endpoints.offer, offer(), { id: 1, gtype: 's' }),
        answer(offerApi.endpoints.configure, offer(), { id: 1, gtype: 's' }),
      );
      const { user } = renderHotels('/hotel/listino/1/configura/s', {
        ref: { ...hotelsReference, features: { selfQuoteEnabled: false } },
      });
      expect(
        await screen.findByRole('switch', { name: 'Visibile in richieste preventivo' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('switch', { name: 'Self quotable' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Conferma' }));
      await waitFor(() =>
        expect(api.callsTo(offerApi.endpoints.configure, { id: 1, gtype: 's' })).toHaveLength(1),
      );
      expect(api.callsTo(offerApi.endpoints.configure, { id: 1, gtype: 's' })[0].body).not.toHaveProperty(
        'selfQuotable',
      );
    });
  });
});
