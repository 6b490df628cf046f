import type { StayAuxData, StayEdit } from '@ham/contracts';
import { ApiError } from '@ham/platform';
import { createTestApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { emptyCase, euroText, reference } from '../../test/fixtures';
import { fullCase } from '../../test/full-case';

jest.setTimeout(30_000);

const guestType = { id: 's', name: 'Scuole', baseAccomodationId: 'dbl', extraAccomodationIds: ['sgl'] };
const priceRows = [
  {
    begin: '2027-01-01',
    end: '2027-12-31',
    prices: { hb: 5000 },
    costs: {},
    extras: { sgl: 1500 },
    extrasCosts: {},
  },
];
const conditions = [
  { date: '2027-03-10', serviceClassId: 'hb', items: ['n' as const] },
  { date: '2027-03-11', serviceClassId: 'hb', items: ['b' as const, 'n' as const] },
  { date: '2027-03-12', serviceClassId: 'hb', items: ['b' as const, 'n' as const] },
  { date: '2027-03-13', serviceClassId: 'hb', items: ['b' as const] },
];
const aux: StayAuxData = {
  hotel: { id: 3, name: 'Hotel Bellavista', city: 'Firenze', category: null, hidden: false },
  activeOffer: { freebie: null },
  priceRows,
  guestType,
  defaults: {
    conditions,
    guests: { dbl: 0, sgl: 0 },
    prices: { dbl: { hb: 5000 }, sgl: { hb: 6500 } },
    freebiesCount: {},
    freebiesValue: {},
  },
};

describe('Stay editor', () => {
  it('step one → defaults; totals follow the guests; POST /docs/:n/stays', async () => {
    const api = createTestApi({
      'GET /docs/12': emptyCase,
      'GET /hotels/search': { items: [{ id: 3, name: 'Hotel Bellavista', category: null }] },
      'GET /docs/12/stays/auxdata': aux,
      'POST /docs/12/stays': { id: 7 },
    });
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      api,
      route: '/pratiche/dettagli/12/hotel/nuovo',
      reference,
    });
    expect(await screen.findByRole('heading', { name: 'Aggiungi hotel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Hotel/ }), 'bella');
    await user.click(await screen.findByRole('option', { name: 'Hotel Bellavista' }));
    // Outside the case's period (10/03 - 13/03/2027): refused before asking the server.
    const [, to] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type=date]'));
    await user.clear(to);
    await user.type(to, '2027-03-20');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il soggiorno deve essere compreso nel periodo della pratica (dal 10/03/2027 al 13/03/2027)',
    );
    expect(api.callsTo('GET /docs/12/stays/auxdata')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, '2027-03-13');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(api.callsTo('GET /docs/12/stays/auxdata')[0]?.query).toEqual({
        hotel: 3,
        begin: '2027-03-10',
        end: '2027-03-13',
      }),
    );
    // Step two: the SPEC §4 default grid and the price list's prices.
    const grid = await screen.findByRole('table', { name: 'Trattamento giorno per giorno' });
    expect(within(grid).getByLabelText('Pernottamento 10/03/2027')).toBeChecked();
    expect(within(grid).getByLabelText('Colazione 10/03/2027')).not.toBeChecked();
    expect(within(grid).getByLabelText('Colazione 13/03/2027')).toBeChecked();
    expect(screen.getByLabelText('Totale pernottamento')).toHaveTextContent(euroText(0));
    await user.clear(screen.getByLabelText('Ospiti Doppia'));
    await user.type(screen.getByLabelText('Ospiti Doppia'), '38');
    await user.clear(screen.getByLabelText('Ospiti Singola'));
    await user.type(screen.getByLabelText('Ospiti Singola'), '2');
    // 38 × 3 × 50,00 + 2 × 3 × 65,00.
    expect(screen.getByLabelText('Totale pernottamento')).toHaveTextContent(euroText(609000));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
    expect(api.callsTo('POST /docs/12/stays')[0].body).toEqual({
      hotelId: 3,
      begin: '2027-03-10',
      end: '2027-03-13',
      conditions,
      guests: { dbl: 38, sgl: 2 },
      prices: { dbl: { hb: 5000 }, sgl: { hb: 6500 } },
      freebiesCount: {},
      freebiesValue: {},
      notes: null,
    });
  });

  it('edit: ChangingOptionGuestCount is confirmed and resent with force=true', async () => {
    const s = fullCase.stays[0];
    const edit: StayEdit = { ...s, priceRows, freebie: null, guestType };
    let tries = 0;
    const api = createTestApi({
      'GET /docs/stays/7/edit': edit,
      'PUT /docs/stays/7': () => {
        tries += 1;
        if (tries === 1) throw new ApiError(409, { error: 'ChangingOptionGuestCount', message: 'x' });
        return {};
      },
      'GET /docs/12': fullCase,
    });
    const { user, location } = renderWithPlatform(<CasesRoutes />, {
      api,
      route: '/pratiche/dettagli/12/hotel/modifica/7',
      reference,
    });
    const guests = await screen.findByLabelText('Ospiti Doppia');
    expect(guests).toHaveValue(40);
    await user.clear(guests);
    await user.type(guests, '42');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(
      "Il numero di ospiti nell'opzione associata al pernottamento verrà aggiornato. Proseguire?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Procedi' }));
    await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
    const [first, forced] = api.callsTo('PUT /docs/stays/7');
    expect(first.query).toBeUndefined();
    expect(forced.query).toEqual({ force: true });
    expect(forced.body).toMatchObject({ guests: { dbl: 42 }, version: 1 });
  });
});
