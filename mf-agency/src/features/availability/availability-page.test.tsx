import type { AgencyAvailabilityResponse, AgencyHotelDetail, StaticData } from '@ham/contracts';
import { eachDay, todayInRome } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform, type TestRequest } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';
import { agencyHotelApi } from '../../shared/hotel-api';
import { availabilityApi } from './api';

const slow = { timeout: 5000 };
const reference: Partial<StaticData> = {
  guestTypes: [{ id: 's', name: 'Studenti', baseAccomodationId: 'mul', extraAccomodationIds: [] }],
};
const route = '/cerca?place=3&placeType=area&placeName=Lago+di+Garda';

/** GET /quotereq/search: a row per hotel (what the table shows) and a number per day. */
const search = (req: TestRequest<unknown>): AgencyAvailabilityResponse => {
  const days = eachDay(String(req.query?.from), String(req.query?.to)).length;
  const available = (n: number) => Array.from({ length: days }, (_, i) => (i === 1 ? 0 : n));
  return {
    results: [
      { id: 7, name: 'Hotel Alfa', category: '3 stelle', place: 'Sirmione', available: available(30) },
      { id: 9, name: 'Hotel Beta', category: null, place: null, available: available(12) },
    ],
    begin: String(req.query?.from),
    end: String(req.query?.to),
    partial: false,
  };
};
const alfa: AgencyHotelDetail = {
  id: 7,
  name: 'Hotel Alfa',
  category: { id: '3', name: '3 stelle' },
  position: null,
  address: null,
  city: 'Sirmione',
  location: { id: 2, name: 'Sirmione' },
  area: { id: 3, name: 'Lago di Garda' },
  country: { id: 'IT', name: 'Italia' },
  description: null,
  offers: {},
};

describe('Disponibilità online', () => {
  it("shows each hotel's name, category and place and its free places day by day; a hotel opens its details", async () => {
    const api = mockApi(
      answer(availabilityApi.endpoints.search, search),
      answer(agencyHotelApi.endpoints.detail, alfa),
    );
    const { user } = renderWithPlatform(<AgencyRoutes />, { route, reference });
    const table = await screen.findByRole('table', { name: /^Posti disponibili, / }, slow);
    await within(table).findByRole('button', { name: 'Hotel Alfa' }, slow);
    const query = api.callsTo(availabilityApi.endpoints.search)[0].query;
    expect(query).toMatchObject({ gt: 's', area: '3' });
    const days = eachDay(String(query?.from), String(query?.to));

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getAllByRole('columnheader')).toHaveLength(days.length + 1);
    const alfaHeader = within(rows[1]).getByRole('rowheader');
    expect(within(alfaHeader).getByRole('button', { name: 'Hotel Alfa' })).toBeVisible();
    expect(alfaHeader).toHaveTextContent('3 stelle · Sirmione');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(days.map((day, i) => (day < todayInRome() ? '–' : i === 1 ? '0' : '30')));
    // The current month's past days are not sold out: a dash, said as such.
    if (days[0] < todayInRome()) {
      expect(within(rows[1]).getAllByRole('cell')[0]).toHaveAccessibleName('Giorno passato');
    }
    // Neither category nor place: the name alone.
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent(/^Hotel Beta$/);

    await user.click(within(alfaHeader).getByRole('button', { name: 'Hotel Alfa' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(await within(dialog).findByText('Lago di Garda', {}, slow)).toBeVisible();
    await waitFor(() => expect(api.callsTo(agencyHotelApi.endpoints.detail, { id: 7 })).toHaveLength(1));
  });
});
