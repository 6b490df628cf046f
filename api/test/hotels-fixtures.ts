import { insertStay as insertStayRow } from '../src/cases/cases-repository';
import type { Db } from '../src/db/schema';
import { insertId, type SignedInSuite, signedInSuite } from './helpers';

/** Direct inserts for hotel tests (fast set-up; the API itself is tested by the itest files). */
export async function insertGeo(db: Db) {
  const areaId = await insertId(db, 'areas', { name: 'Lago di Garda', country_id: 'IT' });
  const area2Id = await insertId(db, 'areas', { name: 'Firenze e Toscana', country_id: 'IT' });
  const locationId = await insertId(db, 'locations', { name: 'Sirmione', area_id: areaId, country_id: 'IT' });
  const location2Id = await insertId(db, 'locations', { name: 'Siena', area_id: area2Id, country_id: 'IT' });
  return { areaId, area2Id, locationId, location2Id };
}

export function insertHotel(
  db: Db,
  name: string,
  geo: { location_id?: number | null; area_id?: number | null; country_id?: string | null } = {},
  extra: { hidden?: boolean; category_id?: string; position_id?: string; city?: string } = {},
): Promise<number> {
  return insertId(db, 'hotels', {
    name,
    category_id: extra.category_id ?? '3',
    position_id: extra.position_id ?? 'c',
    location_id: geo.location_id ?? null,
    area_id: geo.area_id ?? null,
    country_id: geo.country_id ?? 'IT',
    address: null,
    postal_code: null,
    city: extra.city ?? null,
    phone: null,
    fax: null,
    email: null,
    website: null,
    contact_name: null,
    contact_email: null,
    description: null,
    hidden: extra.hidden ?? false,
  });
}

/** What an allotment block and a hold both cover: a hotel's places for a guest type, nights begin .. end. */
type HotelPlaces = [hotelId: number, guestTypeId: string, begin: string, end: string, places: number];

const hotelPlacesRow = ([hotelId, guestTypeId, begin, end, places]: readonly [
  ...HotelPlaces,
  ...unknown[],
]) => ({
  hotel_id: hotelId,
  guest_type_id: guestTypeId,
  begin,
  end,
  places,
});

export function insertBlock(db: Db, ...block: [...HotelPlaces, expirationDays?: number]): Promise<number> {
  const [, , , , , expirationDays = 0] = block;
  return insertId(db, 'availability_blocks', { ...hotelPlacesRow(block), expiration_days: expirationDays });
}

export function insertHoldRow(
  db: Db,
  ...hold: [...HotelPlaces, kind: 'option' | 'reservation', expires?: string | null, contact?: string]
): Promise<number> {
  const [, , , , , kind, expires = null, contact = 'Rif. test'] = hold;
  return insertId(db, 'holds', {
    ...hotelPlacesRow(hold),
    kind,
    expires,
    contact,
    stay_id: null,
    created_by: null,
  });
}

/**
 * A case file with one stay at the hotel (begin .. end), for holds that belong to a stay
 * (holds.stay_id references stays since the parent/child keys migration (0012)).
 */
export async function insertStay(db: Db, hotelId: number, begin: string, end: string): Promise<number> {
  const customer = await insertId(db, 'agencies', { full_name: 'Cliente del pernottamento' });
  const { number } = await db
    .insertInto('cases')
    .values({
      name: 'Pratica di prova',
      customer_id: customer,
      begin_date: begin,
      end_date: end,
      guest_type_id: 's',
      guest_count: 1,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  // Through the repository's insert: the row keeps its money like every stay the API writes.
  return insertStayRow(
    db,
    number,
    {
      hotel_id: hotelId,
      begin,
      end,
      guests: { mul: 1 },
      prices: {},
      freebies_count: {},
      freebies_value: {},
      conditions: [],
      price_rows: [],
      freebie: null,
      notes: null,
    },
    { baseAccomodationId: 'mul', extraAccomodationIds: ['sgl', 'dbl'] },
  );
}

/**
 * Runs `fn` while the hotel's offer for `guestTypeId` (all its offers when none is given) is
 * disabled, and enables it again after it.
 */
export async function whileOfferDisabled<T>(
  db: Db,
  hotelId: number,
  guestTypeId: string | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  const setActive = (active: boolean) =>
    db
      .updateTable('hotel_offers')
      .set({ active })
      .where('hotel_id', '=', hotelId)
      .$if(guestTypeId !== undefined, (q) => q.where('guest_type_id', '=', guestTypeId as string))
      .execute();
  await setActive(false);
  try {
    return await fn();
  } finally {
    await setActive(true);
  }
}

export async function clearHotels(db: Db): Promise<void> {
  await db.deleteFrom('cases').execute();
  await db.deleteFrom('holds').execute();
  await db.deleteFrom('availability_blocks').execute();
  await db.deleteFrom('hotel_prices').execute();
  await db.deleteFrom('hotel_offers').execute();
  await db.deleteFrom('hotels').execute();
}

export type HotelsSuite = SignedInSuite & {
  geo: Awaited<ReturnType<typeof insertGeo>>;
  /** The place of a hotel (insertHotel) in `geo`: Sirmione (Lago di Garda) or Siena (Firenze e Toscana). */
  place(location: 'sirmione' | 'siena'): { location_id: number; area_id: number };
};

/**
 * The set-up of a hotels' test file: `signedInSuite` with two areas and locations (`geo`),
 * the hotels and their allotment emptied before each test.
 */
export function hotelsSuite(): HotelsSuite {
  const suite = Object.assign(signedInSuite(), {
    place: (location: 'sirmione' | 'siena') =>
      location === 'sirmione'
        ? { location_id: suite.geo.locationId, area_id: suite.geo.areaId }
        : { location_id: suite.geo.location2Id, area_id: suite.geo.area2Id },
  }) as HotelsSuite;
  beforeAll(async () => {
    suite.geo = await insertGeo(suite.ctx.db);
  });
  beforeEach(() => clearHotels(suite.ctx.db));
  return suite;
}
