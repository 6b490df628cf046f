import type { Db } from '../src/db/schema';
import { type SignedInSuite, signedInSuite } from './helpers';

/** Direct inserts for hotel tests (fast set-up; the API itself is tested by the itest files). */
export async function insertGeo(db: Db) {
  const area = await db
    .insertInto('areas')
    .values({ name: 'Lago di Garda', country_id: 'IT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const area2 = await db
    .insertInto('areas')
    .values({ name: 'Firenze e Toscana', country_id: 'IT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loc = await db
    .insertInto('locations')
    .values({ name: 'Sirmione', area_id: area.id, country_id: 'IT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loc2 = await db
    .insertInto('locations')
    .values({ name: 'Siena', area_id: area2.id, country_id: 'IT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { areaId: area.id, area2Id: area2.id, locationId: loc.id, location2Id: loc2.id };
}

export async function insertHotel(
  db: Db,
  name: string,
  geo: { location_id?: number | null; area_id?: number | null; country_id?: string | null } = {},
  extra: { hidden?: boolean; category_id?: string; position_id?: string; city?: string } = {},
): Promise<number> {
  const r = await db
    .insertInto('hotels')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function insertBlock(
  db: Db,
  hotelId: number,
  guestTypeId: string,
  begin: string,
  end: string,
  places: number,
  expirationDays = 0,
): Promise<number> {
  const r = await db
    .insertInto('availability_blocks')
    .values({
      hotel_id: hotelId,
      guest_type_id: guestTypeId,
      begin,
      end,
      places,
      expiration_days: expirationDays,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function insertHoldRow(
  db: Db,
  hotelId: number,
  guestTypeId: string,
  begin: string,
  end: string,
  places: number,
  kind: 'option' | 'reservation',
  expires: string | null = null,
  contact = 'Rif. test',
): Promise<number> {
  const r = await db
    .insertInto('holds')
    .values({
      hotel_id: hotelId,
      guest_type_id: guestTypeId,
      begin,
      end,
      places,
      kind,
      expires,
      contact,
      stay_id: null,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/**
 * A case file with one stay at the hotel (begin .. end), for holds that belong to a stay
 * (holds.stay_id references stays since issue 13).
 */
export async function insertStay(db: Db, hotelId: number, begin: string, end: string): Promise<number> {
  const customer = await db
    .insertInto('agencies')
    .values({ full_name: 'Cliente del pernottamento' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { number } = await db
    .insertInto('cases')
    .values({
      name: 'Pratica di prova',
      customer_id: customer.id,
      begin_date: begin,
      end_date: end,
      guest_type_id: 's',
      guest_count: 1,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  const stay = await db
    .insertInto('stays')
    .values({
      case_number: number,
      hotel_id: hotelId,
      begin,
      end,
      guests: JSON.stringify({ mul: 1 }),
      prices: '{}',
      freebies_count: '{}',
      freebies_value: '{}',
      conditions: '[]',
      price_rows: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return stay.id;
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
