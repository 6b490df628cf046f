import {
  AGENCY_HOME_MAX_DEPARTURES,
  type AgencyDeparture,
  type AgencyRequestCount,
  quoteRequestStatuses,
  todayInRome,
} from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { effectiveStatus } from '../quote-requests/requests-repository';

/** SQL of the agency home's panel (docs/product/agency-portal.md#the-home-panel): one agency's rows only. */

/** The agency's quote requests counted by status: every status, in its order, 0 when none. */
export async function requestCounts(db: Executor, agencyId: number): Promise<AgencyRequestCount[]> {
  // By the status the agency sees: a sent offer past its validity counts as 'Scaduta'.
  const rows = await db
    .selectFrom('quote_requests as r')
    .select([effectiveStatus.as('status'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('r.agency_id', '=', agencyId)
    .groupBy(effectiveStatus)
    .execute();
  const counts = new Map(rows.map((r) => [r.status as string, Number(r.n)]));
  return quoteRequestStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * The agency's next departures: the stays of its cases confirmed with a reservation ('Conferma')
 * that begin today or later, the soonest first.
 */
export async function upcomingDepartures(
  db: Executor,
  agencyId: number,
  today = todayInRome(),
): Promise<AgencyDeparture[]> {
  const rows = await db
    .selectFrom('stays as s')
    .innerJoin('cases as c', 'c.number', 's.case_number')
    .innerJoin('holds as h', 'h.stay_id', 's.id')
    .innerJoin('hotels as ht', 'ht.id', 's.hotel_id')
    .select([
      's.id',
      'c.number',
      'c.name',
      's.begin',
      's.end',
      'ht.id as hotel_id',
      'ht.name as hotel_name',
      'ht.city as hotel_city',
      sql<number>`(select coalesce(sum(g.value::int), 0) from jsonb_each_text(s.guests) g)::int`.as('guests'),
    ])
    .where('c.customer_id', '=', agencyId)
    .where('h.kind', '=', 'reservation')
    .where('s.begin', '>=', today)
    .orderBy('s.begin')
    .orderBy('c.number')
    .orderBy('s.id')
    .limit(AGENCY_HOME_MAX_DEPARTURES)
    .execute();
  return rows.map((r) => ({
    stayId: r.id,
    caseNumber: r.number,
    caseName: r.name,
    begin: r.begin,
    end: r.end,
    hotel: { id: r.hotel_id, name: r.hotel_name, city: r.hotel_city },
    guests: r.guests,
  }));
}
