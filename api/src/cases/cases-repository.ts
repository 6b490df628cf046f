import {
  type CaseListItem,
  type CaseListQuery,
  type CaseStatus,
  type CaseWrite,
  caseStatus,
  type ExtraLine,
  type GuestTypeAccomodations,
  MAX_RECORD_ID,
  type Paged,
  type PriceListEntry,
  type StayDay,
  type StayPrices,
  stayAmounts,
  todayInRome,
} from '@ham/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';
import { fetchPageCounting, mapPage } from '../db/paging';
import type { MealTable, ServiceItemTable } from '../db/schema';
import { versionedUpdate } from '../db/versioned-update';
import { hotelsWithCategory } from '../hotels/hotels-repository';
import { offerPrices, toPriceValues } from '../hotels/offers-repository';

/** SQL of the case files (docs/product/cases.md#what-a-case-holds). Services own the transactions. */

// ---- case head ----------------------------------------------------------------------------

/** Cases (`c`) with their customer (`ag`), guest type (`gt`) and user (`u`, null when none). */
const casesWithNames = (db: Executor) =>
  db
    .selectFrom('cases as c')
    .innerJoin('agencies as ag', 'ag.id', 'c.customer_id')
    .innerJoin('guest_types as gt', 'gt.id', 'c.guest_type_id')
    .leftJoin('accounts as u', 'u.id', 'c.user_id');

/** Whether the case `c` has its invoice (TD01) issued. */
const invoicedSql = sql<boolean>`exists (select 1 from invoices i where i.case_number = c.number and i.kind = 'TD01')`;

type HoldCounts = { activeOptions: number; expiredOptions: number; reservations: number };

/** The holds of the case `c`'s stays counted by kind (options: valid on `today`, or expired), as JSON. */
const holdCountsSql = (today: string) => sql<HoldCounts>`(select json_build_object(
    'activeOptions', count(*) filter (where h.kind = 'option' and h.expires >= ${today}),
    'expiredOptions', count(*) filter (where h.kind = 'option' and h.expires < ${today}),
    'reservations', count(*) filter (where h.kind = 'reservation'))
  from stays s join holds h on h.stay_id = s.id where s.case_number = c.number)`;

/**
 * The SQL of `caseStatus` (rules/case-status.ts), in the same order, for the list's filter:
 * the status of the case `c` is `status`. The list maps its rows with the rule itself; a test
 * proves the two agree for every status.
 */
export function statusIs(status: CaseStatus, today: string) {
  const held = (kind: string, when: ReturnType<typeof sql>) =>
    sql<boolean>`exists (select 1 from stays s join holds h on h.stay_id = s.id
      where s.case_number = c.number and h.kind = ${kind} and ${when})`;
  const active = held('option', sql`h.expires >= ${today}`);
  const expired = held('option', sql`h.expires < ${today}`);
  const reserved = held('reservation', sql`true`);
  switch (status) {
    case 'fatturata':
      return invoicedSql;
    case 'opzione':
      return sql<boolean>`not ${invoicedSql} and ${active}`;
    case 'scaduta':
      return sql<boolean>`not ${invoicedSql} and not ${active} and ${expired}`;
    case 'confermata':
      return sql<boolean>`not ${invoicedSql} and not ${active} and not ${expired} and ${reserved}`;
    case 'preventivo':
      return sql<boolean>`not ${invoicedSql} and not ${active} and not ${expired} and not ${reserved}`;
  }
}

/**
 * 'Elenco pratiche': newest number first, filtered by name (case- and accent-insensitive,
 * on the stored name_key with its trigram index), status, agency and a period the case's
 * overlaps. The total counts the cases table alone (its joins are foreign keys: the same
 * count, without joining 100,000 rows).
 */
export async function listCases(
  db: Executor,
  q: CaseListQuery,
  today = todayInRome(),
): Promise<Paged<CaseListItem>> {
  const filters = [
    q.name ? nameSearch('c.name_key', q.name, { stored: true }).contains : null,
    q.status ? statusIs(q.status, today) : null,
    q.agency !== undefined ? sql<boolean>`c.customer_id = ${q.agency}` : null,
    q.from ? sql<boolean>`c.end_date >= ${q.from}` : null,
    q.to ? sql<boolean>`c.begin_date <= ${q.to}` : null,
  ].filter((f) => f !== null);
  const filter = filters.length ? sql<boolean>`${sql.join(filters, sql` and `)}` : sql<boolean>`true`;
  const query = casesWithNames(db)
    .select([
      'c.number',
      'c.name',
      'c.begin_date',
      'c.end_date',
      'c.guest_count',
      'gt.id as gt_id',
      'gt.name as gt_name',
      'ag.id as customer_id',
      'ag.full_name as customer_name',
      'u.first_name',
      'u.last_name',
      invoicedSql.as('invoiced'),
      holdCountsSql(today).as('holds'),
    ])
    .where(filter)
    .orderBy('c.number', 'desc');
  const page = await fetchPageCounting(query, db.selectFrom('cases as c').where(filter), q);
  return mapPage(page, (r) => ({
    number: r.number,
    name: r.name,
    beginDate: r.begin_date,
    endDate: r.end_date,
    guestType: { id: r.gt_id, name: r.gt_name },
    guestCount: r.guest_count,
    customer: { id: r.customer_id, name: r.customer_name },
    user: r.first_name !== null ? { firstName: r.first_name, lastName: r.last_name ?? '' } : null,
    status: caseStatus({ invoiced: r.invoiced, ...r.holds }),
  }));
}

/** A case head to write; `notes` left out is none (a case made by code). */
export type CaseHeadValues = Omit<CaseWrite, 'notes'> & { notes?: string | null };

const headColumns = (input: CaseHeadValues) => ({
  name: input.name,
  customer_id: input.customerId,
  begin_date: input.beginDate,
  end_date: input.endDate,
  guest_type_id: input.guestTypeId,
  guest_count: input.guestCount,
  notes: input.notes ?? null,
});

export async function insertCase(
  db: Executor,
  input: CaseHeadValues,
  userId: number | null,
): Promise<number> {
  const row = await db
    .insertInto('cases')
    .values({ ...headColumns(input), user_id: userId })
    .returning('number')
    .executeTakeFirstOrThrow();
  return row.number;
}

/** Optimistic update (see versionedUpdate): 409 StaleRecord, or 404 with `notFoundMessage`. */
export async function updateCase(
  db: Executor,
  number: number,
  version: number,
  input: CaseWrite,
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(db, 'cases', { number }, version, headColumns(input), notFoundMessage);
}

export async function deleteCase(db: Executor, number: number): Promise<boolean> {
  const r = await db.deleteFrom('cases').where('number', '=', number).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** Case numbers are PostgreSQL integers: a larger number typed in 'Vai alla pratica numero' is simply not found. */
export const MAX_CASE_NUMBER = MAX_RECORD_ID;

/** The head of a case; `forUpdate` locks it (serializes changes to one case's items). */
export async function findCaseHead(db: Executor, number: number, forUpdate = false) {
  if (number > MAX_CASE_NUMBER) return undefined;
  let q = casesWithNames(db)
    .leftJoin('countries as co', 'co.id', 'ag.country_id')
    .select([
      'c.number',
      'c.name',
      'c.customer_id',
      'c.begin_date',
      'c.end_date',
      'c.guest_type_id',
      'c.guest_count',
      'c.notes',
      'c.extras',
      'c.extras_version',
      'c.version',
      'gt.name as gt_name',
      'gt.base_accomodation_id',
      'gt.extra_accomodation_ids',
      'ag.full_name',
      'ag.address',
      'ag.postal_code',
      'ag.city',
      'ag.vat_number',
      'ag.einvoice_code',
      'co.id as country_id',
      'co.name as country_name',
      'u.first_name',
      'u.last_name',
      invoicedSql.as('invoiced'),
    ])
    .where('c.number', '=', number);
  if (forUpdate) q = q.forUpdate('c');
  return q.executeTakeFirst();
}
export type CaseHeadRow = NonNullable<Awaited<ReturnType<typeof findCaseHead>>>;

/** The id of an agency, when it exists (the customer of a case). */
export async function findCustomerId(db: Executor, id: number) {
  return db.selectFrom('agencies').select('id').where('id', '=', id).executeTakeFirst();
}

/** The id of a guest type, when it exists. */
export async function findGuestTypeId(db: Executor, id: string) {
  return db.selectFrom('guest_types').select('id').where('id', '=', id).executeTakeFirst();
}

export async function caseExists(db: Executor, number: number): Promise<boolean> {
  if (number > MAX_CASE_NUMBER) return false;
  return !!(await db.selectFrom('cases').select('number').where('number', '=', number).executeTakeFirst());
}

export async function updateExtras(
  db: Executor,
  number: number,
  version: number,
  items: ExtraLine[],
): Promise<boolean> {
  const r = await db
    .updateTable('cases')
    .set({ extras: JSON.stringify(items), extras_version: sql`extras_version + 1`, updated_at: sql`now()` })
    .where('number', '=', number)
    .where('extras_version', '=', version)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** The period covered by a case's stays (head edit: the new period must contain it). */
export async function staysPeriod(db: Executor, number: number) {
  return db
    .selectFrom('stays')
    .select([
      sql<string | null>`min("begin")::text`.as('first'),
      sql<string | null>`max("end")::text`.as('last'),
    ])
    .where('case_number', '=', number)
    .executeTakeFirstOrThrow();
}

// ---- reference names for the cost lines ---------------------------------------------------

export async function costLineNames(db: Executor) {
  const [accs, classes] = await Promise.all([
    db.selectFrom('ref_items').select(['id', 'name']).where('list', '=', 'accomodationTypes').execute(),
    db.selectFrom('service_classes').select(['id', 'description']).orderBy('sort').execute(),
  ]);
  return {
    accomodations: Object.fromEntries(accs.map((a) => [a.id, a.name])),
    serviceClasses: Object.fromEntries(classes.map((c) => [c.id, c.description])),
    serviceClassIds: classes.map((c) => c.id),
  };
}

// ---- stays ---------------------------------------------------------------------------------

/** Stays with their hotel and hold (one query for any number of stays: no N+1). */
export function staysQuery(db: Executor) {
  return db
    .selectFrom('stays as s')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .leftJoin('ref_items as cat', (j) =>
      j.onRef('cat.id', '=', 'h.category_id').on('cat.list', '=', 'hotelCategories'),
    )
    .leftJoin('holds as x', 'x.stay_id', 's.id')
    .select([
      's.id',
      's.case_number',
      's.hotel_id',
      's.begin',
      's.end',
      's.guests',
      's.prices',
      's.freebies_count',
      's.freebies_value',
      's.conditions',
      's.price_rows',
      's.freebie',
      's.notes',
      's.version',
      'h.name as hotel_name',
      'h.city as hotel_city',
      'h.hidden as hotel_hidden',
      'cat.id as cat_id',
      'cat.name as cat_name',
      'x.id as hold_id',
      'x.kind as hold_kind',
      'x.expires as hold_expires',
      'x.contact as hold_contact',
      'x.forced as hold_forced',
    ]);
}
export type StayRow = Awaited<ReturnType<ReturnType<typeof staysQuery>['executeTakeFirstOrThrow']>>;

export const findStaysOfCase = (db: Executor, number: number) =>
  staysQuery(db).where('s.case_number', '=', number).orderBy('s.begin').orderBy('s.id').execute();

export const findStayRow = (db: Executor, id: number) =>
  staysQuery(db).where('s.id', '=', id).executeTakeFirst();

/**
 * Locks a stay's row (two tabs saving the same stay run one after the other). Callers lock its
 * case first (`lockStayOfCase` of stays-service): every writer takes the case, then its stays,
 * then the allotment, so a case delete and a hold on one of its stays are serialized and cannot
 * deadlock.
 */
export async function lockStay(db: Executor, id: number) {
  return db
    .selectFrom('stays')
    .select(['id', 'case_number', 'hotel_id', 'begin', 'end', 'guests', 'version', 'price_rows', 'freebie'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The case a stay belongs to (unlocked: the lock order starts from the case). */
export async function caseNumberOfStay(db: Executor, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('stays').select('case_number').where('id', '=', id).executeTakeFirst();
  return row?.case_number;
}

/** A stay's own data, as the stay save writes it (JSON columns as values, not yet serialized). */
export interface StayValues {
  hotel_id: number;
  begin: string;
  end: string;
  guests: Record<string, number>;
  prices: StayPrices;
  freebies_count: Record<string, number>;
  freebies_value: Record<string, number>;
  conditions: readonly StayDay[];
  price_rows: readonly PriceListEntry[];
  freebie: { every: number; accomodationId: string } | null;
  notes: string | null;
}

/**
 * The row of a stay: its data, serialized, with the money it keeps (`sale`, `cost`,
 * `cost_missing`: rule `stayAmounts`, the 'Margini' report sums them). Computed here, in the
 * statement that writes the data, so no writer can store one without the other; the guest type
 * is the case's (it cannot change while the case has stays).
 */
export function stayRow(values: StayValues, guestType: GuestTypeAccomodations) {
  const amounts = stayAmounts({
    begin: values.begin,
    end: values.end,
    conditions: values.conditions,
    guests: values.guests,
    prices: values.prices,
    freebiesCount: values.freebies_count,
    freebiesValue: values.freebies_value,
    priceRows: values.price_rows,
    guestType,
    freebieAccomodationId: values.freebie?.accomodationId ?? null,
  });
  return {
    hotel_id: values.hotel_id,
    begin: values.begin,
    end: values.end,
    guests: JSON.stringify(values.guests),
    prices: JSON.stringify(values.prices),
    freebies_count: JSON.stringify(values.freebies_count),
    freebies_value: JSON.stringify(values.freebies_value),
    conditions: JSON.stringify(values.conditions),
    price_rows: JSON.stringify(values.price_rows),
    freebie: values.freebie ? JSON.stringify(values.freebie) : null,
    notes: values.notes,
    sale: amounts.sale,
    cost: amounts.cost,
    cost_missing: amounts.costMissing,
  };
}

export async function insertStay(
  db: Executor,
  caseNumber: number,
  values: StayValues,
  guestType: GuestTypeAccomodations,
): Promise<number> {
  const r = await db
    .insertInto('stays')
    .values({ ...stayRow(values, guestType), case_number: caseNumber })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Optimistic update (see versionedUpdate): 409 StaleRecord, or 404 with `notFoundMessage`. */
export async function updateStay(
  db: Executor,
  id: number,
  version: number,
  values: StayValues,
  guestType: GuestTypeAccomodations,
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(db, 'stays', { id }, version, stayRow(values, guestType), notFoundMessage);
}

export async function deleteStay(db: Executor, id: number): Promise<boolean> {
  const r = await db.deleteFrom('stays').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The stays of a case, locked (the case delete, after locking the case). */
export async function lockStaysOfCase(db: Executor, number: number): Promise<number[]> {
  const rows = await db
    .selectFrom('stays')
    .select('id')
    .where('case_number', '=', number)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** The price-list entries of a hotel and guest type covering nights begin .. end - 1. */
export async function priceRowsCovering(
  db: Executor,
  hotelId: number,
  guestTypeId: string,
  begin: string,
  end: string,
) {
  const rows = await offerPrices(db, hotelId, guestTypeId)
    .select(['begin', 'end', 'prices', 'costs', 'extras', 'extras_costs'])
    .where('begin', '<', end)
    .where('end', '>=', begin)
    .orderBy('begin')
    .execute();
  return rows.map(toPriceValues);
}

/**
 * Whether an id from the request can be a row's id (a PostgreSQL integer): a larger one names
 * no row, and is answered as unknown (the field's message) instead of PostgreSQL's out-of-range error.
 */
const isRowId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_RECORD_ID;

export async function findOfferOfHotel(db: Executor, hotelId: number, guestTypeId: string) {
  if (!isRowId(hotelId)) return undefined;
  return hotelsWithCategory(db)
    .leftJoin('hotel_offers as o', (j) =>
      j.onRef('o.hotel_id', '=', 'h.id').on('o.guest_type_id', '=', guestTypeId),
    )
    .select([
      'h.id',
      'h.name',
      'h.city',
      'h.hidden',
      'cat.id as cat_id',
      'cat.name as cat_name',
      'o.active',
      'o.freebie_every',
      'o.freebie_accomodation_id',
    ])
    .where('h.id', '=', hotelId)
    .executeTakeFirst();
}

// ---- meals, bus trips, guided tours ----------------------------------------------------------

function mealsQuery(db: Executor) {
  return db
    .selectFrom('meals as m')
    .innerJoin('restaurants as r', 'r.id', 'm.restaurant_id')
    .select([
      'm.id',
      'm.case_number',
      'm.restaurant_id',
      'r.name as restaurant_name',
      'm.date',
      'm.time',
      'm.persons',
      'm.freebies',
      'm.unit_price',
      'm.version',
    ]);
}

export type ServiceItemTableName = 'bus_trips' | 'guided_tours';
const serviceTableOf = { bus_trips: 'bus_services', guided_tours: 'guide_services' } as const;

function serviceItemsQuery(db: Executor, table: ServiceItemTableName) {
  return db
    .selectFrom(`${table} as i` as 'bus_trips as i')
    .innerJoin(`${serviceTableOf[table]} as sv` as 'bus_services as sv', 'sv.id', 'i.service_id')
    .select([
      'i.id',
      'i.case_number',
      'i.service_id',
      'sv.name as service_name',
      'i.date',
      'i.quantity',
      'i.unit_price',
      'i.version',
    ]);
}

export const findMealRow = (db: Executor, id: number) =>
  mealsQuery(db).where('m.id', '=', id).executeTakeFirst();

export const findServiceItemRow = (db: Executor, table: ServiceItemTableName, id: number) =>
  serviceItemsQuery(db, table).where('i.id', '=', id).executeTakeFirst();

/** The meals of a case, by date. */
export const findMealsOfCase = (db: Executor, number: number) =>
  mealsQuery(db).where('m.case_number', '=', number).orderBy('m.date').orderBy('m.id').execute();

/** The bus trips or guided tours of a case, by date. */
export const findServiceItemsOfCase = (db: Executor, table: ServiceItemTableName, number: number) =>
  serviceItemsQuery(db, table)
    .where('i.case_number', '=', number)
    .orderBy('i.date')
    .orderBy('i.id')
    .execute();

/** The columns an item is written with: the case number is the caller's, the rest the database's. */
type ItemValues<T> = Omit<Selectable<T>, 'id' | 'case_number' | 'version' | 'created_at' | 'updated_at'>;
export type MealValues = ItemValues<MealTable>;
export type ServiceItemValues = ItemValues<ServiceItemTable>;

export async function insertItem(
  db: Executor,
  table: 'meals' | ServiceItemTableName,
  caseNumber: number,
  values: MealValues | ServiceItemValues,
): Promise<number> {
  const r = await db
    .insertInto(table as 'meals')
    .values({ ...(values as MealValues), case_number: caseNumber })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Optimistic update (see versionedUpdate): 409 StaleRecord, or 404 with `notFoundMessage`. */
export async function updateItem(
  db: Executor,
  table: 'meals' | ServiceItemTableName,
  id: number,
  version: number,
  values: MealValues | ServiceItemValues,
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(db, table as 'meals', { id }, version, values as MealValues, notFoundMessage);
}

export async function deleteItem(
  db: Executor,
  table: 'meals' | ServiceItemTableName,
  id: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom(table as 'meals')
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function itemCaseNumber(
  db: Executor,
  table: 'meals' | ServiceItemTableName,
  id: number,
): Promise<number | undefined> {
  const r = await db
    .selectFrom(table as 'meals')
    .select('case_number')
    .where('id', '=', id)
    .executeTakeFirst();
  return r?.case_number;
}

export async function findMenu(db: Executor, restaurantId: number, guestTypeId: string) {
  if (!isRowId(restaurantId)) return { exists: false, menu: undefined };
  const [restaurant, menu] = await Promise.all([
    db.selectFrom('restaurants').select('id').where('id', '=', restaurantId).executeTakeFirst(),
    db
      .selectFrom('restaurant_menus')
      .select(['price', 'free_every'])
      .where('restaurant_id', '=', restaurantId)
      .where('guest_type_id', '=', guestTypeId)
      .executeTakeFirst(),
  ]);
  return { exists: !!restaurant, menu };
}

export async function findBusPrices(db: Executor, serviceId: number) {
  if (!isRowId(serviceId)) return { exists: false, rows: [] };
  const [service, rows] = await Promise.all([
    db.selectFrom('bus_services').select('id').where('id', '=', serviceId).executeTakeFirst(),
    db
      .selectFrom('bus_prices')
      .select(['max_seats', 'price'])
      .where('bus_service_id', '=', serviceId)
      .execute(),
  ]);
  return { exists: !!service, rows: rows.map((r) => ({ maxSeats: r.max_seats, price: r.price })) };
}

export async function findGuidePrice(db: Executor, serviceId: number) {
  if (!isRowId(serviceId)) return { exists: false, price: null };
  const r = await db
    .selectFrom('guide_services')
    .select(['id', 'price'])
    .where('id', '=', serviceId)
    .executeTakeFirst();
  return { exists: !!r, price: r?.price ?? null };
}
