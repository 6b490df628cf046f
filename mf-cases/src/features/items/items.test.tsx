import type {
  BusHit,
  GuideHit,
  Meal,
  RestaurantHit,
  ServiceItem,
  ServiceItemWriteInput,
} from '@ham/contracts';
import type { Endpoint } from '@ham/platform';
import { answer, mockApi, renderWithPlatform, testFirenze } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { caseApi } from '../../shared/case-api';
import { emptyCase, reference } from '../../test/fixtures';
import { confirmSends, pick, retype } from '../../test/form-steps';
import { fullCase } from '../../test/full-case';
import { type ItemApi, itemApi } from './api';

const restaurants: { items: RestaurantHit[] } = {
  items: [
    {
      id: 5,
      name: 'Trattoria da Gigi',
      location: testFirenze(1, { id: 1, name: 'Toscana' }),
      address: null,
      prices: { s: 2000 },
      costs: {},
      freeEvery: { s: 15 },
    },
  ],
};
const bus: BusHit = {
  id: 8,
  name: 'Autolinee Toscane',
  location: restaurants.items[0].location,
  duration: 'FD',
  prices: [
    { maxSeats: 30, price: 30000, cost: null },
    { maxSeats: 54, price: 45000, cost: null },
  ],
};
const guide: GuideHit = {
  id: 9,
  name: 'Guida Uffizi',
  location: restaurants.items[0].location,
  guestTypeId: 's',
  price: 12000,
  duration: 'HD',
  hours: 2,
};

/** The case's dinner at 'Trattoria da Gigi', as saved with one freebie. */
const meal: Meal = { ...fullCase.meals[0], freebies: 1, total: 78000, version: 2 };

/** A saved bus trip or guided tour, as the API answers its create. */
const savedService = (id: number, service: { id: number; name: string }): ServiceItem => ({
  id,
  caseNumber: 12,
  service,
  date: '2026-06-11',
  quantity: 1,
  unitPrice: 30000,
  total: 30000,
  version: 1,
});

/** The service search finding `hit`, and the kind's create saving it as item `id`. */
const serviceApi = <THit extends { id: number; name: string }>(
  search: Endpoint<{ items: THit[] }>,
  hit: THit,
  items: ItemApi<ServiceItem, ServiceItemWriteInput>,
  id: number,
) => mockApi(answer(search, { items: [hit] }), answer(items.create, savedService(id, hit), { docNum: 12 }));

const render = (route: string, api = mockApi()) => {
  api.on(answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }));
  return renderWithPlatform(<CasesRoutes />, { route, reference });
};

describe('Meals, bus trips and guided tours', () => {
  it("refuses a meal without a restaurant: 'Selezionare un ristorante per procedere'", async () => {
    const api = mockApi();
    const { user } = render('/pratiche/dettagli/12/pasto/nuovo', api);
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Selezionare un ristorante per procedere')).toBeInTheDocument();
    expect(api.callsTo(itemApi.meals.create, { docNum: 12 })).toHaveLength(0);
  });

  it('adds a meal: menu price for the guest type, freebies = floor(persons / freeEvery) as persons change', async () => {
    const api = mockApi(
      answer(itemApi.search.restaurants, restaurants),
      answer(itemApi.meals.create, meal, { docNum: 12 }),
    );
    const view = render('/pratiche/dettagli/12/pasto/nuovo', api);
    const { user } = view;
    expect(await screen.findByRole('heading', { name: 'Aggiungi pasto' })).toBeInTheDocument();
    const persons = screen.getByLabelText(/^Persone/);
    expect(persons).toHaveValue('40');
    await pick(view, /Ristorante/, 'gigi', 'Trattoria da Gigi');
    await waitFor(() => expect(api.callsTo(itemApi.search.restaurants)[0].query).toMatchObject({ gt: 's' }));
    expect(screen.getByLabelText(/^Gratuità/)).toHaveValue('2');
    expect(screen.getByLabelText(/Prezzo unitario/)).toHaveValue('20,00');
    await retype(view, persons, '46');
    await waitFor(() => expect(screen.getByLabelText(/^Gratuità/)).toHaveValue('3'));
    await user.click(screen.getByLabelText('Cena'));
    await confirmSends(view, () => api.callsTo(itemApi.meals.create, { docNum: 12 }), {
      restaurantId: 5,
      date: '2027-03-10',
      time: 'cena',
      persons: 46,
      freebies: 3,
      unitPrice: 2000,
    });
  });

  it('the restaurant picker shows each place; one without a menu for the group is greyed with the reason and cannot be chosen', async () => {
    const adultsOnly: RestaurantHit = {
      ...restaurants.items[0],
      id: 6,
      name: 'Osteria Serale',
      prices: { a: 3000 },
      freeEvery: {},
    };
    const api = mockApi(answer(itemApi.search.restaurants, { items: [restaurants.items[0], adultsOnly] }));
    const { user } = render('/pratiche/dettagli/12/pasto/nuovo', api);
    const picker = await screen.findByRole('combobox', { name: /Ristorante/ });
    await user.type(picker, 'firenze');
    const usable = await screen.findByRole('option', { name: 'Trattoria da Gigi · Firenze' });
    expect(usable).not.toHaveAttribute('aria-disabled');
    const greyed = screen.getByRole('option', { name: /^Osteria Serale · Firenze/ });
    expect(greyed).toHaveAttribute('aria-disabled', 'true');
    expect(greyed).toHaveTextContent('Nessun menù per Scuole');
    await user.click(greyed);
    expect(screen.getByRole('listbox', { name: /Ristorante/ })).toBeVisible();
    expect(screen.getByLabelText(/Prezzo unitario/)).toHaveValue('');
    await user.click(usable);
    expect(picker).toHaveValue('Trattoria da Gigi');
  });

  it("a meal dated outside the case (10/03 – 13/03/2027) asks first: 'Annulla' sends nothing, 'Salva comunque' saves", async () => {
    const api = mockApi(
      answer(itemApi.search.restaurants, restaurants),
      answer(itemApi.meals.create, meal, { docNum: 12 }),
    );
    const view = render('/pratiche/dettagli/12/pasto/nuovo', api);
    const { user } = view;
    await screen.findByRole('heading', { name: 'Aggiungi pasto' });
    await pick(view, /Ristorante/, 'gigi', 'Trattoria da Gigi');
    await retype(view, screen.getByRole('textbox', { name: /^Data/ }), '20/03/2027');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'La data 20/03/2027 è fuori dal periodo della pratica (10/03/2027 – 13/03/2027). Salvare comunque?',
    );
    await user.click(within(question).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(itemApi.meals.create, { docNum: 12 })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salva comunque' }),
    );
    await waitFor(() => expect(api.callsTo(itemApi.meals.create, { docNum: 12 })).toHaveLength(1));
    expect(api.callsTo(itemApi.meals.create, { docNum: 12 })[0].body).toMatchObject({ date: '2027-03-20' });
  });

  it('a bus trip on the last day of the case is saved without a question', async () => {
    const api = serviceApi(itemApi.search.buses, bus, itemApi.bustrips, 31);
    const view = render('/pratiche/dettagli/12/bus/nuovo', api);
    const { user } = view;
    await screen.findByRole('button', { name: 'Conferma' });
    await pick(view, /Servizio bus/, 'auto', 'Autolinee Toscane');
    await retype(view, screen.getByRole('textbox', { name: /^Data/ }), '13/03/2027');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(itemApi.bustrips.create, { docNum: 12 })).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("edits a meal with the restaurant's rule read back, sending the version", async () => {
    const api = mockApi(
      answer(itemApi.meals.detail, meal, { id: 21 }),
      answer(itemApi.meals.update, { ...meal, version: 3 }, { id: 21 }),
      answer(
        itemApi.restaurant,
        { ...restaurants.items[0], phone: null, fax: null, email: null, website: null, version: 1 },
        { id: 5 },
      ),
    );
    const view = render('/pratiche/dettagli/12/pasto/modifica/21', api);
    const freebies = await screen.findByLabelText(/^Gratuità/);
    expect(freebies).toHaveValue('1');
    const persons = screen.getByLabelText(/^Persone/);
    await retype(view, persons, '30');
    await waitFor(() => expect(freebies).toHaveValue('2'));
    await confirmSends(view, () => api.callsTo(itemApi.meals.update, { id: 21 }), {
      restaurantId: 5,
      date: '2027-03-11',
      time: 'cena',
      persons: 30,
      freebies: 2,
      unitPrice: 2000,
      version: 2,
    });
  });

  it("refuses a bus trip without a service, then adds one with the group's price", async () => {
    const api = serviceApi(itemApi.search.buses, bus, itemApi.bustrips, 31);
    const view = render('/pratiche/dettagli/12/bus/nuovo', api);
    await view.user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Selezionare un servizio per procedere')).toBeInTheDocument();
    await pick(view, /Servizio bus/, 'auto', 'Autolinee Toscane');
    // 40 guests: the 54-seat row.
    expect(screen.getByLabelText(/Prezzo unitario/)).toHaveValue('450,00');
    await confirmSends(view, () => api.callsTo(itemApi.bustrips.create, { docNum: 12 }), {
      serviceId: 8,
      date: '2027-03-10',
      quantity: 1,
      unitPrice: 45000,
    });
  });

  it('adds a guided tour with the guide price and a quantity', async () => {
    const api = serviceApi(itemApi.search.guides, guide, itemApi.guidedtours, 41);
    const view = render('/pratiche/dettagli/12/tour/nuovo', api);
    expect(await screen.findByRole('heading', { name: 'Aggiungi visita guidata' })).toBeInTheDocument();
    await pick(view, /Guida/, 'uff', 'Guida Uffizi');
    const quantity = screen.getByLabelText(/Quantità/);
    await retype(view, quantity, '2');
    await confirmSends(view, () => api.callsTo(itemApi.guidedtours.create, { docNum: 12 }), {
      serviceId: 9,
      date: '2027-03-10',
      quantity: 2,
      unitPrice: 12000,
    });
  });
});
