import type { AllotmentSearchQuery } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../hotels/hotels-repository';

export interface SearchRow {
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
  /** [dayIndex, allotted, sellable][] for the days with blocks. */
  blocks: [number, number, number][] | null;
  /** [dayIndex, optioned, reserved, optionContacts, reservationContacts][] for the days with counting holds. */
  holds: [number, number, number, string[], string[]][] | null;
}

/**
 * The allotment search as one set-based query (DECISIONS §5; semantics of the pure
 * computeAvailability): the matching hotels (not hidden, with a block or a hold of the
 * guest type in the period, in name order, at most `limit + 1` to detect `partial`); each
 * block and each counting hold expanded with generate_series over its nights inside the
 * period (as day indexes from `from`) and summed per hotel and day; one row per hotel with the sparse days as JSON.
 * Released places are told apart (sellable) so the caller applies availablePlaces.
 */
export async function searchAllotment(
  db: Executor,
  q: AllotmentSearchQuery,
  today: string,
  limit: number,
): Promise<SearchRow[]> {
  const { type, from, to } = q;
  const filters = [sql`not h.hidden`];
  if (q.q)
    filters.push(
      sql`f_unaccent(lower(h.name)) like '%' || f_unaccent(lower(${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`,
    );
  if (q.loc) filters.push(sql`h.location_id = ${q.loc}`);
  if (q.area) filters.push(sql`h.area_id = ${q.area}`);
  if (q.country) filters.push(sql`h.country_id = ${q.country}`);
  const result = await sql<SearchRow>`
    with h as materialized (
      select h.id, h.name, h.category_id, h.city, h.location_id, h.area_id, h.country_id,
             f_unaccent(lower(h.name)) as sort_key
      from hotels h
      where ${sql.join(filters, sql` and `)}
        and (exists (select 1 from availability_blocks b
                     where b.hotel_id = h.id and b.guest_type_id = ${type}
                       and b."begin" <= ${to}::date and b."end" >= ${from}::date)
          or exists (select 1 from holds x
                     where x.hotel_id = h.id and x.guest_type_id = ${type}
                       and x."begin" <= ${to}::date and x."end" > ${from}::date
                       and (x.kind = 'reservation' or x.expires >= ${today}::date)))
      order by sort_key, h.id
      limit ${limit + 1}
    ),
    block_days as (
      select b.hotel_id, d.i,
             sum(b.places)::int as allotted,
             coalesce(sum(b.places) filter (where d.i - b.expiration_days >= ${today}::date - ${from}::date), 0)::int as sellable
      from h
      join availability_blocks b on b.hotel_id = h.id and b.guest_type_id = ${type}
        and b."begin" <= ${to}::date and b."end" >= ${from}::date
      cross join lateral generate_series(greatest(b."begin", ${from}::date) - ${from}::date, least(b."end", ${to}::date) - ${from}::date) as d(i)
      group by 1, 2
    ),
    hold_days as (
      select x.hotel_id, d.i,
             coalesce(sum(x.places) filter (where x.kind = 'option'), 0)::int as optioned,
             coalesce(sum(x.places) filter (where x.kind = 'reservation'), 0)::int as reserved,
             coalesce(json_agg(x.contact order by x.id) filter (where x.kind = 'option'), '[]') as oc,
             coalesce(json_agg(x.contact order by x.id) filter (where x.kind = 'reservation'), '[]') as rc
      from h
      join holds x on x.hotel_id = h.id and x.guest_type_id = ${type}
        and x."begin" <= ${to}::date and x."end" > ${from}::date
        and (x.kind = 'reservation' or x.expires >= ${today}::date)
      cross join lateral generate_series(greatest(x."begin", ${from}::date) - ${from}::date, least(x."end" - 1, ${to}::date) - ${from}::date) as d(i)
      group by 1, 2
    ),
    blocks_json as (
      select hotel_id, json_agg(json_build_array(i, allotted, sellable) order by i) as blocks
      from block_days group by hotel_id
    ),
    holds_json as (
      select hotel_id, json_agg(json_build_array(i, optioned, reserved, oc, rc) order by i) as holds
      from hold_days group by hotel_id
    )
    select h.id, h.name, h.category_id, cat.name as category_name, h.city,
           h.location_id, l.name as location_name, h.area_id, a.name as area_name,
           h.country_id, c.name as country_name, bj.blocks, hj.holds
    from h
    left join ref_items cat on cat.list = 'hotelCategories' and cat.id = h.category_id
    left join locations l on l.id = h.location_id
    left join areas a on a.id = h.area_id
    left join countries c on c.id = h.country_id
    left join blocks_json bj on bj.hotel_id = h.id
    left join holds_json hj on hj.hotel_id = h.id
    order by h.sort_key, h.id
  `.execute(db);
  return result.rows;
}
