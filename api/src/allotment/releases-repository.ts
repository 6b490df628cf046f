import type { AllotmentReleasesQuery } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { hotelFilters } from './search-repository';

/**
 * A block from today on, as day indexes from today: [guestTypeId, first, last, places, expirationDays]
 * (`first` may be negative: a block begun before today).
 */
export type ReleaseBlock = [string, number, number, number, number];

/**
 * A counting hold on the nights from today on, as day indexes from today:
 * [guestTypeId, firstNight, lastNight, places, isOption, expires (options) | null, id, contact, caseNumber].
 */
export type ReleaseHold = [
  string,
  number,
  number,
  number,
  boolean,
  number | null,
  number,
  string,
  number | null,
];

/** A hotel's blocks and counting holds, summed night by night by the pure computeReleases. */
export interface ReleaseDays {
  blocks: ReleaseBlock[];
  holds: ReleaseHold[] | null;
}

export interface ReleasesRow extends ReleaseDays {
  id: number;
  name: string;
  /** The city, else the location's name. */
  place: string | null;
  area_name: string | null;
  /** The walk's key (name_key), to go on after this hotel. */
  sort_key: string;
}

/** Where a walk stopped: the last hotel's name key and id. */
export type ReleasesCursor = [string, number];

/**
 * The release cockpit's data as one set-based query, the allotment search's way
 * (search-repository): the hotels of the filters walked in name order, each one's blocks and
 * counting holds read once through the search indexes (all guest types as
 * `guest_type_id = any(...)`, an index condition) and returned as day-index intervals from
 * today, summed per night by releases.ts (expanding every night in SQL and joining it to the
 * blocks and holds measured ~10× slower). A hotel is walked only if one of its blocks releases
 * a night in [today, until] (release date R = night - expiration_days, docs/product/allotment-and-holds.md); its
 * holds are read up to the last such night. The walk stops at `limit` hotels, after `cursor`;
 * `hotelId` reads that hotel only ('Cruscotto', docs/product/dashboard.md).
 */
export async function listReleases(
  db: Executor,
  q: Pick<AllotmentReleasesQuery, 'type' | 'q' | 'loc' | 'area' | 'country'>,
  today: string,
  until: string,
  limit: number,
  cursor?: ReleasesCursor,
  /** Only these hotels (a release notice's). */
  hotelIds?: readonly number[],
): Promise<ReleasesRow[]> {
  const filters = [sql`not h.hidden`];
  if (cursor) filters.push(sql`(h.name_key, h.id) > (${cursor[0]}, ${cursor[1]})`);
  if (hotelIds) filters.push(sql`h.id = any(${hotelIds}::int[])`);
  filters.push(...hotelFilters(q));
  // One guest type, or all of them as an index condition (no skip scan on guest_type_id).
  const types = q.type ? sql`= ${q.type}` : sql`= any(array(select id from guest_types))`;
  const result = await sql<ReleasesRow>`
    with m as materialized (
      select h.*, bj.blocks, hj.holds
      from (
        select h.id, h.name, h.city, h.location_id, h.area_id, h.name_key as sort_key
        from hotels h
        where ${sql.join(filters, sql` and `)}
        order by sort_key, h.id
      ) h
      cross join lateral (
        select json_agg(json_build_array(b.guest_type_id, b."begin" - ${today}::date,
                 b."end" - ${today}::date, b.places, b.expiration_days)) as blocks,
               max(least(b."end", ${until}::date + b.expiration_days))
                 filter (where b."begin" - b.expiration_days <= ${until}::date
                   and b."end" - b.expiration_days >= ${today}::date) as last_night
        from availability_blocks b
        where b.guest_type_id ${types} and b.hotel_id = h.id and b."end" >= ${today}::date
      ) bj
      cross join lateral (
        select json_agg(json_build_array(x.guest_type_id, x."begin" - ${today}::date,
                 x."end" - 1 - ${today}::date, x.places, x.kind = 'option', x.expires - ${today}::date,
                 x.id, case when x.kind = 'option' then x.contact else '' end, st.case_number)
                 order by x.expires, x.id) as holds
        from holds x
        left join stays st on x.kind = 'option' and st.id = x.stay_id
        where x.guest_type_id ${types} and x.hotel_id = h.id
          and x."begin" <= bj.last_night and x."end" > ${today}::date
          and (x.kind = 'reservation' or x.expires >= ${today}::date)
      ) hj
      where bj.last_night is not null
      order by h.sort_key, h.id
      limit ${limit}
    )
    select h.id, h.name, coalesce(h.city, l.name) as place, a.name as area_name, h.sort_key,
           h.blocks, h.holds
    from m h
    left join locations l on l.id = h.location_id
    left join areas a on a.id = h.area_id
    order by h.sort_key, h.id
  `.execute(db);
  return result.rows;
}

/** The notices already sent for these hotels' nights released from `from` to `until`. */
export async function noticesOf(
  db: Executor,
  hotelIds: readonly number[],
  from: string,
  until: string,
): Promise<
  { hotel_id: number; guest_type_id: string; night: string; release: string; places: number; sent_at: Date }[]
> {
  if (hotelIds.length === 0) return [];
  return db
    .selectFrom('release_notices')
    .select([
      'hotel_id',
      'guest_type_id',
      sql<string>`night::text`.as('night'),
      sql<string>`release::text`.as('release'),
      'places',
      'sent_at',
    ])
    .where('hotel_id', '=', sql<number>`any(${hotelIds}::int[])`)
    .where('release', '>=', from)
    .where('release', '<=', until)
    .execute();
}
