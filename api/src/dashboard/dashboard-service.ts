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
  type HotelUsage,
} from '@ham/contracts/dashboard';
import { computeReleases, type ReleaseCell } from '../allotment/releases';
import { listReleases } from '../allotment/releases-repository';
import { dayTotals, searchInPages } from '../allotment/search-service';
import type { Executor } from '../db/executor';
import { badRequest } from '../errors';
import { findArea } from '../geo/areas-repository';
import { listGuestTypes } from '../hotels/reference-checks';
import { listReceivables } from '../payments/payments-repository';
import {
  alignSales,
  NightSums,
  periodMonths,
  placesAtRisk,
  rankHotels,
  releasesByDate,
  sameDayLastYear,
  soldShare,
} from './dashboard-figures';
import { type DashboardFilters, salesByMonth, todoCounts } from './dashboard-repository';

/** Every hotel of the filters: the dashboard sums them all (no page limit of the grid). */
const ALL = Number.MAX_SAFE_INTEGER;
const allHotels = { maxDays: ALL, maxHotels: ALL };

/** A checked query: the period with its defaults, the filters, the guest types to sum. */
export interface DashboardInput {
  from: string;
  to: string;
  filters: DashboardFilters;
  guestTypes: string[];
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
  };
}

/**
 * Pick-up by night and 'Utilizzo per hotel' (docs/product/dashboard.md): the allotment search's
 * query (searchGrid, a page of hotels at a time) and day totals (dayTotals) for each guest type,
 * summed per night and per hotel; Disponibili is the grid's `availablePlaces` of each hotel and
 * guest type. The same numbers as 'Cerca disponibilità' over the same hotels.
 */
async function allotmentFigures(db: Executor, input: DashboardInput, today: string) {
  const { from, to, filters } = input;
  const days = daysBetween(from, to) + 1;
  const sums = new NightSums(days);
  const hotels = new Map<number, HotelUsage>();
  for (const type of input.guestTypes) {
    const pages = searchInPages(db, { type, from, to, area: filters.area }, allHotels, today, 250, {
      hotelId: filters.hotel,
    });
    for await (const page of pages) {
      for (const row of page) {
        const sum = sums.add(dayTotals(row, days));
        const usage = hotels.get(row.id);
        if (usage) {
          usage.allotted += sum.allotted;
          usage.optioned += sum.optioned;
          usage.reserved += sum.reserved;
          usage.free += sum.free;
        } else
          hotels.set(row.id, {
            hotel: { id: row.id, name: row.name, place: row.place },
            ...sum,
            soldShare: 0,
            atRisk: 0,
          });
      }
    }
  }
  return { nights: sums.nights(from), hotels };
}

/**
 * The release cockpit's cells (releases-repository + computeReleases, 'Rilasci in scadenza') of
 * the release dates from today to `until`, by hotel.
 */
async function releaseCells(
  db: Executor,
  filters: DashboardFilters,
  today: string,
  until: string,
): Promise<Map<number, ReleaseCell[]>> {
  const out = new Map<number, ReleaseCell[]>();
  if (until < today) return out;
  const days = daysBetween(today, until) + 1;
  const rows = await listReleases(
    db,
    { type: filters.guestType, area: filters.area },
    today,
    until,
    ALL,
    undefined,
    filters.hotel === undefined ? undefined : [filters.hotel],
  );
  for (const row of rows) out.set(row.id, computeReleases(row, days));
  return out;
}

/** GET /dashboard ('Cruscotto', docs/product/dashboard.md): staff only. */
export async function dashboard(
  db: Executor,
  q: DashboardQuery,
  today = todayInRome(),
): Promise<DashboardResponse> {
  const input = await checkDashboard(db, q, today);
  const { from, to, filters } = input;
  const [figures, periodReleases, risk, todoReleases, thisYear, lastYear, todo, overdue] = await Promise.all([
    allotmentFigures(db, input, today),
    releaseCells(db, filters, today, to),
    releaseCells(db, filters, today, addDays(today, DASHBOARD_RISK_DAYS - 1)),
    releaseCells(db, {}, today, addDays(today, DASHBOARD_RELEASE_DAYS - 1)),
    salesByMonth(db, from, to, filters),
    salesByMonth(db, sameDayLastYear(from), sameDayLastYear(to), filters),
    todoCounts(db, today, addDays(today, DASHBOARD_EXPIRING_OPTION_DAYS)),
    listReceivables(db, { state: 'scaduto', p: 1, ipp: 1 }, today),
  ]);
  for (const [id, usage] of figures.hotels) {
    usage.soldShare = soldShare(usage.reserved, usage.allotted);
    usage.atRisk = placesAtRisk(risk.get(id) ?? [], DASHBOARD_RISK_DAYS);
  }
  let todoReleaseCount = 0;
  for (const cells of todoReleases.values()) todoReleaseCount += cells.length;
  return {
    today,
    from,
    to,
    pickup: {
      nights: figures.nights,
      releases: releasesByDate([...periodReleases.values()].flat(), today, from, to),
    },
    hotels: rankHotels([...figures.hotels.values()], DASHBOARD_MAX_HOTELS),
    sales: alignSales(periodMonths(from, to), thisYear, lastYear),
    todo: {
      expiringOptions: todo.expiring_options,
      releases: todoReleaseCount,
      newQuoteRequests: todo.new_quote_requests,
      overduePayments: overdue.total,
    },
  };
}
