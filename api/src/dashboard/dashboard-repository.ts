import type { SalesFigures } from '@ham/contracts/dashboard';
import { sql } from 'kysely';
import { hotelFilters } from '../allotment/search-repository';
import type { Executor } from '../db/executor';
import { marginStatement } from '../margins/margins-repository';

/** The filters of 'Cruscotto' that narrow the cases and holds (docs/product/dashboard.md). */
export interface DashboardFilters {
  area?: number;
  hotel?: number;
  guestType?: string;
}

/**
 * 'Andamento vendite' of one period (docs/product/dashboard.md#andamento-vendite): the cases whose
 * Data inizio falls in `from` .. `to`, by its month 'YYYY-MM': how many, their guests (N.
 * partecipanti) and guest-nights (each stay's guests × its nights). With a hotel or an area, only
 * the cases with a stay there, and only those stays' guest-nights; with a guest type, the cases of
 * that type. Their sale and margin are those of 'Margini' by departure date (`marginStatement`, the
 * same statement): each case's whole sale and cost, also with a hotel or an area.
 */
export async function salesByMonth(
  db: Executor,
  from: string,
  to: string,
  f: DashboardFilters,
): Promise<Map<string, SalesFigures>> {
  const stayFilters = [sql`true`];
  if (f.hotel !== undefined) stayFilters.push(sql`s.hotel_id = ${f.hotel}`);
  if (f.area !== undefined) stayFilters.push(sql`h.area_id = ${f.area}`);
  const stayFilter = sql.join(stayFilters, sql` and `);
  const caseFilters = [sql`c.begin_date >= ${from}::date`, sql`c.begin_date <= ${to}::date`];
  if (f.guestType !== undefined) caseFilters.push(sql`c.guest_type_id = ${f.guestType}`);
  if (f.hotel !== undefined || f.area !== undefined)
    caseFilters.push(sql`exists (select 1 from stays s join hotels h on h.id = s.hotel_id
      where s.case_number = c.number and ${stayFilter})`);
  const where = sql.join(caseFilters, sql` and `);
  const counts = sql<{ month: string; cases: number; guests: number; nights: number }>`
    select to_char(c.begin_date, 'YYYY-MM') as month, count(*)::int as cases,
           coalesce(sum(c.guest_count), 0)::int as guests, coalesce(sum(n.nights), 0)::int as nights
    from cases c
    cross join lateral (
      select sum((select coalesce(sum(g.value::int), 0) from jsonb_each_text(s.guests) g)
                 * (s."end" - s."begin")) as nights
      from stays s join hotels h on h.id = s.hotel_id
      where s.case_number = c.number and ${stayFilter}
    ) n
    where ${where}
    group by 1
  `.execute(db);
  const money = sql<{ month: string; sale: number; cost: number; missing: number }>`
    with m as (${marginStatement(from, to, 'departure')})
    select substr(m.ref_date, 1, 7) as month, coalesce(sum(m.sale), 0)::float8 as sale,
           coalesce(sum(m.cost), 0)::float8 as cost, coalesce(sum(m.missing), 0)::int as missing
    from m join cases c on c.number = m.number
    where ${where}
    group by 1
  `.execute(db);
  const [byCount, byMoney] = await Promise.all([counts, money]);
  const amounts = new Map(byMoney.rows.map((r) => [r.month, r]));
  return new Map(
    byCount.rows.map((r) => {
      const m = amounts.get(r.month);
      const sale = Math.round(m?.sale ?? 0);
      const figures: SalesFigures = {
        cases: r.cases,
        guests: r.guests,
        nights: r.nights,
        sale,
        margin: sale - Math.round(m?.cost ?? 0),
        missingCosts: m?.missing ?? 0,
      };
      return [r.month, figures];
    }),
  );
}

/**
 * 'Da fare oggi' read from the database (docs/product/dashboard.md#da-fare-oggi), for every hotel
 * and case (the lists they link to are not filtered either): active options expiring from today
 * to `optionsUntil` and quote requests still 'Nuova'.
 */
export async function todoCounts(db: Executor, today: string, optionsUntil: string) {
  const result = await sql<{ expiring_options: number; new_quote_requests: number }>`
    select
      (select count(*) from holds x
        where x.kind = 'option' and x.expires >= ${today}::date and x.expires <= ${optionsUntil}::date
      )::int as expiring_options,
      (select count(*) from quote_requests r where r.status = 'new')::int as new_quote_requests
  `.execute(db);
  return result.rows[0];
}

/**
 * The allotment facts of 'Cruscotto' in two scans (docs/PERFORMANCE.md, Cruscotto): every block and
 * every counting hold (reservations, options not expired on `today`) of the hotels of the filters
 * (never hidden ones) and of `types` that touch the nights `lo` .. `hi` or those a release up to
 * `hi` frees (up to `hi` + the longest release), as parallel arrays with dates as day indexes
 * from `today`; and the hotels' names. The pure `sweepFacts` turns them into the allotment
 * search's and the release cockpit's figures. One scan of each table instead of one
 * index lookup per hotel: the same rows, ~10× sooner for 10,000 hotels.
 */
export async function allotmentFacts(
  db: Executor,
  f: Pick<DashboardFilters, 'area' | 'hotel'>,
  types: readonly string[],
  today: string,
  lo: string,
  hi: string,
): Promise<AllotmentFacts> {
  const hotelFilter = [sql`not h.hidden`, ...hotelFilters({ area: f.area })];
  if (f.hotel !== undefined) hotelFilter.push(sql`h.id = ${f.hotel}`);
  const where = sql.join(hotelFilter, sql` and `);
  const horizon = sql`${hi}::date + (select coalesce(max(expiration_days), 0) from availability_blocks)`;
  // Each column as one comma-separated text (guest types by their position in `types`): parsed by
  // split, twice as fast as pg's parsing of six arrays of 55,000 elements (docs/PERFORMANCE.md).
  const typeIndex = (column: string) => sql`(array_position(${types}::text[], ${sql.ref(column)}) - 1)::text`;
  const [blocks, holds, hotels] = await Promise.all([
    sql<Columns<FlatBlocks>>`
      select string_agg(b.hotel_id::text, ',') as hotel, string_agg(${typeIndex('b.guest_type_id')}, ',') as type,
             string_agg((b."begin" - ${today}::date)::text, ',') as first,
             string_agg((b."end" - ${today}::date)::text, ',') as last,
             string_agg(b.places::text, ',') as places, string_agg(b.expiration_days::text, ',') as exp
      from availability_blocks b join hotels h on h.id = b.hotel_id
      where ${where} and b.guest_type_id = any(${types}::text[])
        and b."end" >= ${lo}::date and b."begin" <= ${horizon}`.execute(db),
    sql<Columns<FlatHolds>>`
      select string_agg(x.hotel_id::text, ',') as hotel, string_agg(${typeIndex('x.guest_type_id')}, ',') as type,
             string_agg((x."begin" - ${today}::date)::text, ',') as first,
             string_agg((x."end" - ${today}::date)::text, ',') as "end",
             string_agg(x.places::text, ',') as places, string_agg((x.kind = 'option')::int::text, ',') as option
      from holds x join hotels h on h.id = x.hotel_id
      where ${where} and x.guest_type_id = any(${types}::text[])
        and (x.kind = 'reservation' or x.expires >= ${today}::date)
        and x."end" > ${lo}::date and x."begin" <= ${horizon}`.execute(db),
    sql<{ id: number; name: string; place: string | null }>`
      select h.id, h.name, coalesce(h.city, l.name) as place
      from hotels h left join locations l on l.id = h.location_id
      where ${where}`.execute(db),
  ]);
  const b = blocks.rows[0];
  const x = holds.rows[0];
  const typeOf = (i: number) => types[i];
  return {
    blocks: {
      hotel: ints(b.hotel),
      type: ints(b.type).map(typeOf),
      first: ints(b.first),
      last: ints(b.last),
      places: ints(b.places),
      exp: ints(b.exp),
    },
    holds: {
      hotel: ints(x.hotel),
      type: ints(x.type).map(typeOf),
      first: ints(x.first),
      end: ints(x.end),
      places: ints(x.places),
      option: ints(x.option).map((o) => o === 1),
    },
    hotels: new Map(hotels.rows.map((h) => [h.id, { id: h.id, name: h.name, place: h.place }])),
  };
}

/** Each column of a flat table as one comma-separated text (null without rows). */
type Columns<T> = { [K in keyof T]: string | null };

/** A comma-separated list of integers (null: none). */
function ints(list: string | null): number[] {
  return list === null ? [] : list.split(',').map(Number);
}

/** Blocks as parallel arrays: hotel, guest type, first and last night, places, expiration days. */
export interface FlatBlocks {
  hotel: number[];
  type: string[];
  first: number[];
  last: number[];
  places: number[];
  exp: number[];
}
/** Counting holds as parallel arrays: hotel, guest type, first night, end (departure), places, option. */
export interface FlatHolds {
  hotel: number[];
  type: string[];
  first: number[];
  end: number[];
  places: number[];
  option: boolean[];
}
export interface AllotmentFacts {
  blocks: FlatBlocks;
  holds: FlatHolds;
  hotels: Map<number, { id: number; name: string; place: string | null }>;
}
