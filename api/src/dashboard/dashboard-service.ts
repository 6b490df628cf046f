import { addDays, daysBetween, messages, todayInRome } from '@ham/contracts';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_EXPIRING_OPTION_DAYS,
  DASHBOARD_MAX_DAYS,
  DASHBOARD_MAX_HOTELS,
  DASHBOARD_RELEASE_DAYS,
  DASHBOARD_RISK_DAYS,
  type DashboardQuery,
  type DashboardResponse,
  dashboardMessages,
  type HotelPickupQuery,
  type HotelPickupResponse,
  type HotelUsage,
} from '@ham/contracts/dashboard';
import type { Executor } from '../db/executor';
import { badRequest } from '../errors';
import { findArea } from '../geo/areas-repository';
import { listGuestTypes } from '../hotels/reference-checks';
import { listReceivables } from '../payments/payments-repository';
import {
  alignSales,
  periodMonths,
  rankHotels,
  releasesByDate,
  sameDayLastYear,
  soldShare,
} from './dashboard-figures';
import {
  type AllotmentFacts,
  allotmentFacts,
  type DashboardFilters,
  salesByMonth,
  todoCounts,
} from './dashboard-repository';
import { sweepFacts } from './facts-sweep';

/** A checked query: the period with its defaults, the filters, the guest types to sum. */
export interface DashboardInput {
  from: string;
  to: string;
  filters: DashboardFilters;
  guestTypes: string[];
  /** Every guest type (the counts of 'Da fare oggi' ignore the filters). */
  allGuestTypes: string[];
}

/**
 * The query checked before any work (docs/product/dashboard.md#filters): the period's defaults
 * (`from` today, `to` 89 days later; only `to` given: the 90 days up to it), then 400 with the
 * field's Italian message for a period backwards or over two years, an unknown area, hotel or
 * guest type.
 */
export async function checkDashboard(
  db: Executor,
  q: DashboardQuery,
  today: string,
): Promise<DashboardInput> {
  const from = q.from ?? (q.to ? addDays(q.to, 1 - DASHBOARD_DEFAULT_DAYS) : today);
  const to = q.to ?? addDays(from, DASHBOARD_DEFAULT_DAYS - 1);
  const fields: Record<string, string> = {};
  if (to < from) fields.to = messages.notBeforeStart;
  else if (daysBetween(from, to) > DASHBOARD_MAX_DAYS) fields.to = dashboardMessages.periodTooLong;
  const types = (await listGuestTypes(db)).map((g) => g.id);
  if (q.guestType !== undefined && !types.includes(q.guestType))
    fields.guestType = dashboardMessages.invalidGuestType;
  if (q.area !== undefined && !(await findArea(db, q.area))) fields.area = messages.invalidArea;
  if (q.hotel !== undefined) {
    const hotel = await db.selectFrom('hotels').select('id').where('id', '=', q.hotel).executeTakeFirst();
    if (!hotel) fields.hotel = dashboardMessages.invalidHotel;
  }
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
  return {
    from,
    to,
    filters: { area: q.area, hotel: q.hotel, guestType: q.guestType },
    guestTypes: q.guestType !== undefined ? [q.guestType] : types,
    allGuestTypes: types,
  };
}

/**
 * Pick-up by night, 'Utilizzo per hotel' and the release cells (docs/product/dashboard.md): the
 * facts swept once per hotel × guest type (`sweepFacts`: the allotment search's day totals over the
 * period, Disponibili the grid's `availablePlaces`; the release cockpit's cells of the release dates
 * from today to `until`). The same numbers as 'Cerca disponibilità' and 'Rilasci in scadenza' over
 * the same hotels.
 */
function allotmentFigures(facts: AllotmentFacts, input: DashboardInput, today: string, until: string) {
  const { from, to } = input;
  const sweep = sweepFacts(
    facts,
    { first: daysBetween(today, from), last: daysBetween(today, to) },
    daysBetween(today, until) + 1,
    DASHBOARD_RISK_DAYS,
    DASHBOARD_RELEASE_DAYS,
  );
  const hotels = new Map<number, HotelUsage>();
  for (const [id, sum] of sweep.hotels) {
    const hotel = facts.hotels.get(id) ?? { id, name: String(id), place: null };
    hotels.set(id, {
      hotel,
      ...sum,
      soldShare: soldShare(sum.reserved, sum.allotted),
      atRisk: sweep.releases.atRisk(id),
    });
  }
  return { nights: sweep.nights?.nights(from) ?? [], hotels, releases: sweep.releases };
}

/** The release cockpit's cells of the release dates from today to `until`, summed (no period). */
function releaseSums(facts: AllotmentFacts, today: string, until: string) {
  return sweepFacts(facts, null, daysBetween(today, until) + 1, DASHBOARD_RISK_DAYS, DASHBOARD_RELEASE_DAYS)
    .releases;
}

/**
 * One read of the blocks and holds of the filters for the period and the release dates up to its
 * end (at least the 14 days of the places at risk): a shorter window's cells are those released
 * within it (a cell's figures do not depend on the window).
 */
function periodFacts(db: Executor, input: DashboardInput, today: string) {
  const until = addDays(today, Math.max(daysBetween(today, input.to), DASHBOARD_RISK_DAYS - 1));
  const facts = allotmentFacts(
    db,
    input.filters,
    input.guestTypes,
    today,
    addDays(today, Math.min(daysBetween(today, input.from), 0)),
    until,
  );
  return { until, facts };
}

/** GET /dashboard ('Cruscotto', docs/product/dashboard.md): staff only. */
export async function dashboard(
  db: Executor,
  q: DashboardQuery,
  today = todayInRome(),
): Promise<DashboardResponse> {
  const input = await checkDashboard(db, q, today);
  const { from, to, filters } = input;
  // 'Da fare oggi' counts every hotel: with filters, its 7 days are read apart.
  const todoUntil = addDays(today, DASHBOARD_RELEASE_DAYS - 1);
  const period = periodFacts(db, input, today);
  const until = period.until;
  const unfiltered =
    filters.area === undefined && filters.hotel === undefined && filters.guestType === undefined;
  const [facts, todoFacts, thisYear, lastYear, todo, overdue] = await Promise.all([
    period.facts,
    unfiltered ? null : allotmentFacts(db, {}, input.allGuestTypes, today, today, todoUntil),
    salesByMonth(db, from, to, filters),
    salesByMonth(db, sameDayLastYear(from), sameDayLastYear(to), filters),
    todoCounts(db, today, addDays(today, DASHBOARD_EXPIRING_OPTION_DAYS)),
    listReceivables(db, { state: 'scaduto', p: 1, ipp: 1 }, today),
  ]);
  const figures = allotmentFigures(facts, input, today, until);
  const releases = figures.releases;
  const todoReleases = todoFacts ? releaseSums(todoFacts, today, todoUntil) : releases;
  return {
    today,
    from,
    to,
    pickup: {
      nights: figures.nights,
      releases: releasesByDate(releases.cells(), today, from, to),
    },
    hotels: rankHotels([...figures.hotels.values()], DASHBOARD_MAX_HOTELS),
    sales: alignSales(periodMonths(from, to), thisYear, lastYear),
    todo: {
      expiringOptions: todo.expiring_options,
      releases: todoReleases.todo,
      newQuoteRequests: todo.new_quote_requests,
      overduePayments: overdue.total,
    },
  };
}

/**
 * GET /dashboard/pickup (docs/product/dashboard.md#pick-up-of-one-hotel): one hotel's pick-up for
 * its card, the Cruscotto's figures of that hotel alone: its blocks and holds read, its nights and
 * release dates summed the same way; nothing of 'Da fare oggi', the ranking or the sales.
 */
export async function hotelPickup(
  db: Executor,
  q: HotelPickupQuery,
  today = todayInRome(),
): Promise<HotelPickupResponse> {
  const input = await checkDashboard(db, q, today);
  const { from, to } = input;
  const period = periodFacts(db, input, today);
  const [facts, until] = [await period.facts, period.until];
  const figures = allotmentFigures(facts, input, today, until);
  const releases = figures.releases;
  return {
    today,
    from,
    to,
    pickup: { nights: figures.nights, releases: releasesByDate(releases.cells(), today, from, to) },
  };
}
