import type { AllotmentSearchQuery } from '@ham/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { quotableOffer } from '../hotels/offers-repository';

/** A hotel's blocks and counting holds in the period, summed day by day by search-service. */
export interface SearchDays {
  /**
   * Blocks clipped to the period, as day indexes from `from`:
   * [first, last, places, firstSellable, expirationDays].
   */
  blocks: [number, number, number, number, number][] | null;
  /**
   * Counting holds clipped to the period: [firstNight, lastNight, places, kind, contact], kind
   * GRID_OPTION (0) or GRID_RESERVATION (1): the grid's wire tuple, sent as read.
   */
  holds: [number, number, number, number, string][] | null;
}

/** A hotel of the search with its reference (category, city, location, area, country). */
export interface SearchRow extends SearchDays {
  id: number;
  name: string;
  category_id: string | null;
  category_name: string | null;
  city: string | null;
  location_id: number | null;
  location_name: string | null;
  area_id: number | null;
  area_name: string | null;
  country_id: string | null;
  country_name: string | null;
}

/**
 * A hotel of a grid — the staff's 'Cerca disponibilità' and its exports, the agency's month
 * table: only the columns a grid shows.
 */
export interface GridRow extends SearchDays {
  id: number;
  /** The hotel's sort key (normalized name): with `id`, the cursor of a search read in pages. */
  sort_key: string;
  name: string;
  category_name: string | null;
  /** The city, else the location's name. */
  place: string | null;
}

/** The hotel columns of each variant and the joins they need (h is the matching hotels). */
const hotelColumns = sql`h.id, h.name, h.category_id, cat.name as category_name, h.city,
           h.location_id, l.name as location_name, h.area_id, a.name as area_name,
           h.country_id, c.name as country_name`;
const hotelJoins = sql`left join ref_items cat on cat.list = 'hotelCategories' and cat.id = h.category_id
    left join locations l on l.id = h.location_id
    left join areas a on a.id = h.area_id
    left join countries c on c.id = h.country_id`;
const gridColumns = sql`h.id, h.sort_key, h.name, cat.name as category_name, coalesce(h.city, l.name) as place`;
const gridJoins = sql`left join ref_items cat on cat.list = 'hotelCategories' and cat.id = h.category_id
    left join locations l on l.id = h.location_id`;

/** Narrows the search for the agency portal (its queries never carry the holds' contacts). */
export interface SearchScope {
  /**
   * Only hotels whose offer for the guest type is active and visible in quote requests
   * ('visible', the agency availability) and also self-quotable ('selfQuotable', the quote options).
   */
  offer?: 'visible' | 'selfQuotable';
  hotelId?: number;
  /** false: each hold's contact is '' (an agency never sees another customer's reference). */
  contacts?: boolean;
  /** Only the hotels after this one in name order: the next page of a search read in pages (exports). */
  after?: { sortKey: string; id: number };
}

/** The search of `searchAllotment` with other columns (and the joins they need). */
function searchOf<R>(columns: RawBuilder<unknown>, joins: RawBuilder<unknown>) {
  return (db: Executor, q: AllotmentSearchQuery, today: string, limit: number, scope: SearchScope = {}) =>
    search<R>(db, q, today, limit, scope, columns, joins);
}

/**
 * The allotment search as one set-based query (docs/product/allotment-and-holds.md; the semantics are the pure
 * computeAvailability's): the matching hotels (not hidden, with a block or a counting hold
 * of the guest type in the period, in name order, at most `limit + 1` to detect
 * `partial`), each with its blocks and counting holds clipped to the period as day
 * indexes (one index lookup per hotel). The hotels of the filters are walked in name order
 * and each one's blocks and holds aggregated once: a hotel with neither is skipped, and the
 * walk stops at `limit + 1` (an earlier form tested "has a block or a hold" with two EXISTS
 * before aggregating, reading both tables twice, docs/PERFORMANCE.md). Only the rows kept
 * are joined to their reference names. A block's first sellable day is its release
 * boundary: night D is sellable while today <= D - expirationDays, i.e. from
 * today + expirationDays on. The caller sums these intervals per day (search-service),
 * which measured ~10× faster than expanding every block and hold night by night with
 * generate_series and grouping the rows in SQL (docs/PERFORMANCE.md).
 */
export const searchAllotment = searchOf<SearchRow>(hotelColumns, hotelJoins);

/**
 * The same search with only the columns a grid shows (GET /allotment/search, its exports, the
 * agency's month table GET /quotereq/search).
 */
export const searchGrid = searchOf<GridRow>(gridColumns, gridJoins);

/** The hotels `h` of a search's filters: name (inside it, accents ignored), location, area, country. */
export function hotelFilters(
  q: Pick<AllotmentSearchQuery, 'q' | 'loc' | 'area' | 'country'>,
): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  if (q.q)
    filters.push(
      sql`h.name_key like '%' || f_unaccent(lower(${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`,
    );
  if (q.loc) filters.push(sql`h.location_id = ${q.loc}`);
  if (q.area) filters.push(sql`h.area_id = ${q.area}`);
  if (q.country) filters.push(sql`h.country_id = ${q.country}`);
  return filters;
}

async function search<R>(
  db: Executor,
  q: AllotmentSearchQuery,
  today: string,
  limit: number,
  scope: SearchScope,
  columns: RawBuilder<unknown>,
  joins: RawBuilder<unknown>,
): Promise<R[]> {
  const { type, from, to } = q;
  const filters = [sql`not h.hidden`];
  if (scope.hotelId !== undefined) filters.push(sql`h.id = ${scope.hotelId}`);
  if (scope.offer) filters.push(quotableOffer(type, scope.offer === 'selfQuotable'));
  const contact = scope.contacts === false ? sql`''` : sql`x.contact`;
  filters.push(...hotelFilters(q));
  if (scope.after) filters.push(sql`(h.name_key, h.id) > (${scope.after.sortKey}, ${scope.after.id})`);
  const counting = sql`(x.kind = 'reservation' or x.expires >= ${today}::date)`;
  const result = await sql<R>`
    with m as materialized (
      select h.*, bj.blocks, hj.holds
      from (
        select h.id, h.name, h.category_id, h.city, h.location_id, h.area_id, h.country_id,
               h.name_key as sort_key
        from hotels h
        where ${sql.join(filters, sql` and `)}
        order by sort_key, h.id
      ) h
      cross join lateral (
        select json_agg(json_build_array(
                 greatest(b."begin", ${from}::date) - ${from}::date,
                 least(b."end", ${to}::date) - ${from}::date,
                 b.places,
                 greatest(b."begin", ${today}::date + b.expiration_days) - ${from}::date,
                 b.expiration_days)) as blocks
        from availability_blocks b
        where b.guest_type_id = ${type} and b.hotel_id = h.id
          and b."begin" <= ${to}::date and b."end" >= ${from}::date
      ) bj
      cross join lateral (
        select json_agg(json_build_array(
                 greatest(x."begin", ${from}::date) - ${from}::date,
                 least(x."end" - 1, ${to}::date) - ${from}::date,
                 x.places, case when x.kind = 'option' then 0 else 1 end, ${contact}) order by x.id) as holds
        from holds x
        where x.guest_type_id = ${type} and x.hotel_id = h.id
          and x."begin" <= ${to}::date and x."end" > ${from}::date and ${counting}
      ) hj
      where bj.blocks is not null or hj.holds is not null
      order by h.sort_key, h.id
      limit ${limit + 1}
    )
    select ${columns}, h.blocks, h.holds
    from m h
    ${joins}
    order by h.sort_key, h.id
  `.execute(db);
  return result.rows;
}
