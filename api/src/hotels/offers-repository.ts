import type { PriceEntry } from '@ham/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { deleteRow } from '../db/rows';
import type { HotelPriceTable } from '../db/schema';
import { versionedUpdate } from '../db/versioned-update';

export type OfferRow = {
  hotel_id: number;
  guest_type_id: string;
  active: boolean;
  self_quotable: boolean;
  visible_in_quotes: boolean;
  freebie_every: number | null;
  freebie_accomodation_id: string | null;
  version: number;
};

/**
 * The hotel `h` (alias) has an active price list shown in quote requests (the agency
 * portal), for `guestTypeId` or any guest type, and self-quotable if asked (the quote options).
 */
export const quotableOffer = (guestTypeId?: string, selfQuotable = false) =>
  sql<boolean>`exists (select 1 from hotel_offers o where o.hotel_id = h.id and o.active and o.visible_in_quotes
    ${guestTypeId === undefined ? sql`` : sql`and o.guest_type_id = ${guestTypeId}`}
    ${selfQuotable ? sql`and o.self_quotable` : sql``})`;

export async function findOffer(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  forUpdate = false,
): Promise<OfferRow | undefined> {
  let q = db
    .selectFrom('hotel_offers')
    .select([
      'hotel_id',
      'guest_type_id',
      'active',
      'self_quotable',
      'visible_in_quotes',
      'freebie_every',
      'freebie_accomodation_id',
      'version',
    ])
    .where('hotel_id', '=', hotelId)
    .where('guest_type_id', '=', guestTypeId);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function upsertOffer(db: Executor, values: Omit<OfferRow, 'version' | 'active'>): Promise<void> {
  await db
    .insertInto('hotel_offers')
    .values({ ...values, active: true })
    .onConflict((oc) =>
      oc.columns(['hotel_id', 'guest_type_id']).doUpdateSet({
        active: true,
        self_quotable: values.self_quotable,
        visible_in_quotes: values.visible_in_quotes,
        freebie_every: values.freebie_every,
        freebie_accomodation_id: values.freebie_accomodation_id,
        version: sql`hotel_offers.version + 1`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function deactivateOffer(db: Executor, hotelId: number, guestTypeId: string): Promise<boolean> {
  const r = await db
    .updateTable('hotel_offers')
    .set({ active: false, version: sql`version + 1`, updated_at: sql`now()` })
    .where('hotel_id', '=', hotelId)
    .where('guest_type_id', '=', guestTypeId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

const priceColumns = [
  'id',
  'hotel_id',
  'guest_type_id',
  'begin',
  'end',
  'prices',
  'costs',
  'extras',
  'extras_costs',
  'version',
] as const;

type PriceRow = Pick<Selectable<HotelPriceTable>, (typeof priceColumns)[number]>;

/** An entry's period and prices, as the API names them. */
export const toPriceValues = (
  r: Pick<PriceRow, 'begin' | 'end' | 'prices' | 'costs' | 'extras' | 'extras_costs'>,
) => ({
  begin: r.begin,
  end: r.end,
  prices: r.prices,
  costs: r.costs,
  extras: r.extras,
  extrasCosts: r.extras_costs,
});

const toEntry = (r: PriceRow): PriceEntry => ({
  id: r.id,
  hotelId: r.hotel_id,
  guestTypeId: r.guest_type_id,
  ...toPriceValues(r),
  version: r.version,
});

/** The price-list entries of a hotel and guest type (the caller selects the columns and periods). */
export const offerPrices = (db: Executor, hotelId: number, guestTypeId: string) =>
  db.selectFrom('hotel_prices').where('hotel_id', '=', hotelId).where('guest_type_id', '=', guestTypeId);

export async function listPrices(db: Executor, hotelId: number, guestTypeId: string): Promise<PriceEntry[]> {
  const rows = await offerPrices(db, hotelId, guestTypeId).select(priceColumns).orderBy('begin').execute();
  return rows.map(toEntry);
}

export async function findPrice(db: Executor, id: number): Promise<PriceEntry | undefined> {
  const row = await db
    .selectFrom('hotel_prices')
    .select(priceColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toEntry(row);
}

/** Entries of the offer sharing a night with begin..end (inclusive). */
export async function overlappingPrices(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  begin: string,
  end: string,
): Promise<{ id: number; begin: string; end: string }[]> {
  return offerPrices(db, hotelId, guestTypeId)
    .select(['id', 'begin', 'end'])
    .where('begin', '<=', end)
    .where('end', '>=', begin)
    .orderBy('begin')
    .execute();
}

export type PriceValues = Pick<PriceEntry, 'begin' | 'end' | 'prices' | 'costs' | 'extras' | 'extrasCosts'>;

const jsonColumns = (v: PriceValues) => ({
  begin: v.begin,
  end: v.end,
  prices: JSON.stringify(v.prices),
  costs: JSON.stringify(v.costs),
  extras: JSON.stringify(v.extras),
  extras_costs: JSON.stringify(v.extrasCosts),
});

export async function insertPrice(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  v: PriceValues,
): Promise<number> {
  const r = await db
    .insertInto('hotel_prices')
    .values({ hotel_id: hotelId, guest_type_id: guestTypeId, ...jsonColumns(v) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Optimistic update (see versionedUpdate): 409 StaleRecord, or 404 with `notFoundMessage`. */
export async function updatePrice(
  db: Executor,
  id: number,
  version: number,
  v: PriceValues,
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(db, 'hotel_prices', { id }, version, jsonColumns(v), notFoundMessage);
}

export async function setPricePeriod(db: Executor, id: number, begin: string, end: string): Promise<void> {
  await db
    .updateTable('hotel_prices')
    .set({ begin, end, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A copy of entry `copyOf` (same prices) over begin..end: the tail of a split entry. */
export async function copyPrice(db: Executor, copyOf: number, begin: string, end: string): Promise<number> {
  const r = await db
    .insertInto('hotel_prices')
    .columns(['hotel_id', 'guest_type_id', 'begin', 'end', 'prices', 'costs', 'extras', 'extras_costs'])
    .expression((eb) =>
      eb
        .selectFrom('hotel_prices')
        .select([
          'hotel_id',
          'guest_type_id',
          sql<string>`${begin}::date`.as('begin'),
          sql<string>`${end}::date`.as('end'),
          'prices',
          'costs',
          'extras',
          'extras_costs',
        ])
        .where('id', '=', copyOf),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function deletePrices(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('hotel_prices').where('id', 'in', ids).execute();
}

/** false when there was no such entry. */
export const deletePrice = (db: Executor, id: number): Promise<boolean> => deleteRow(db, 'hotel_prices', id);
