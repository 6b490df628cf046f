import { z } from 'zod';
import { isoDate, namedRef, whenPresent } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { daysBetween } from './rules/dates';

// 'Cruscotto' (docs/product/dashboard.md): the staff's figures of a period, every one an
// aggregate computed by the API with the allotment search's and the release cockpit's engine.

/** The default period: the next 90 days from today. */
export const DASHBOARD_DEFAULT_DAYS = 90;
/** The longest period: two years (`to` at most 730 days after `from`). */
export const DASHBOARD_MAX_DAYS = 730;
/** Places at risk: unsold places whose release date falls in the next 14 days. */
export const DASHBOARD_RISK_DAYS = 14;
/** 'Da fare oggi': options expiring within 3 days, releases within 7 days. */
export const DASHBOARD_EXPIRING_OPTION_DAYS = 3;
export const DASHBOARD_RELEASE_DAYS = 7;
/** The most hotels of 'Utilizzo per hotel' (the highest sold share first). */
export const DASHBOARD_MAX_HOTELS = 100;

export const dashboardMessages = {
  title: 'Cruscotto',
  invalidHotel: 'Hotel non valido',
  invalidGuestType: 'Tipologia ospiti non valida',
  periodTooLong: 'Il periodo non può superare 2 anni',
} as const;

const guestTypeFilter = z
  .string(whenPresent(dashboardMessages.invalidGuestType))
  .trim()
  .min(1)
  .max(10)
  .optional();

/** `to` not before `from`, at most two years after it (when both are given). */
const dashboardPeriod = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!v.from || !v.to) return;
  if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.notBeforeStart });
  else if (daysBetween(v.from, v.to) > DASHBOARD_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: dashboardMessages.periodTooLong });
};

/**
 * GET /dashboard?from&to[&area][&hotel][&guestType] (also .xlsx and .csv): `from` defaults to
 * today, `to` to `from` + 89 days. `to` before `from`, or more than two years after it, is refused
 * on `to`; an unknown area, hotel or guest type on its field (checked by the API before any work).
 */
export const dashboardQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    area: recordId.optional(),
    hotel: recordId.optional(),
    guestType: guestTypeFilter,
  })
  .superRefine(dashboardPeriod);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** One night of the period, summed over the hotels and guest types of the filters. */
export const pickupNight = z.object({
  date: z.string(),
  /** Allotment: places of the blocks. */
  allotted: z.number().int(),
  /** Opzionati: active options. */
  optioned: z.number().int(),
  /** Confermati: reservations. */
  reserved: z.number().int(),
  /** Disponibili: the sum of each hotel's and guest type's Disponibili (0 once released). */
  free: z.number().int(),
});
export type PickupNight = z.infer<typeof pickupNight>;

/** A release date of the period (from today on) with the unsold places it gives back. */
export const pickupRelease = z.object({ date: z.string(), places: z.number().int() });
export type PickupRelease = z.infer<typeof pickupRelease>;

export const hotelUsage = z.object({
  hotel: namedRef.extend({ place: z.string().nullable() }),
  /** Place-nights of the period: Allotment, Opzionati, Confermati, Disponibili. */
  allotted: z.number().int(),
  optioned: z.number().int(),
  reserved: z.number().int(),
  free: z.number().int(),
  /** Confermati / Allotment (0 without allotment), 4 decimals. */
  soldShare: z.number(),
  /** Unsold places whose release date falls in the next 14 days (the release cockpit's Liberi). */
  atRisk: z.number().int(),
});
export type HotelUsage = z.infer<typeof hotelUsage>;

/**
 * Cases, guests and guest-nights of the cases departing in a month; their sale ('Importo totale')
 * and margin (sale − purchase cost) in cents, as 'Margini' computes them, and how many of their
 * lines have no purchase cost (the margin is then overstated).
 */
export const salesFigures = z.object({
  cases: z.number().int(),
  guests: z.number().int(),
  nights: z.number().int(),
  sale: z.number().int(),
  margin: z.number().int(),
  missingCosts: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** A month of the period ('YYYY-MM'), this year's days and the same days a year earlier. */
export const salesMonth = z.object({
  month: z.string(),
  thisYear: salesFigures,
  lastYear: salesFigures,
});
export type SalesMonth = z.infer<typeof salesMonth>;

export const dashboardTodo = z.object({
  /** Active options expiring from today to today + 3. */
  expiringOptions: z.number().int(),
  /** Nights × guest types of the release cockpit for the next 7 days. */
  releases: z.number().int(),
  /** Quote requests still 'Nuova'. */
  newQuoteRequests: z.number().int(),
  /** Installments past due and not covered ('Scaduto' of 'Incassi'). */
  overduePayments: z.number().int(),
});
export type DashboardTodo = z.infer<typeof dashboardTodo>;

/**
 * GET /dashboard/pickup?hotel&from&to[&guestType]: one hotel's pick-up, for its card ('Pick-up'):
 * the Cruscotto's period rules, the hotel required.
 */
export const hotelPickupQuery = z
  .object({ hotel: recordId, from: isoDate.optional(), to: isoDate.optional(), guestType: guestTypeFilter })
  .superRefine(dashboardPeriod);
export type HotelPickupQuery = z.infer<typeof hotelPickupQuery>;

export const dashboardPickup = z.object({ nights: z.array(pickupNight), releases: z.array(pickupRelease) });
export type DashboardPickup = z.infer<typeof dashboardPickup>;

/** One hotel's pick-up: the period it covers and its nights and release dates. */
export const hotelPickupResponse = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  pickup: dashboardPickup,
});
export type HotelPickupResponse = z.infer<typeof hotelPickupResponse>;

export const dashboardResponse = z.object({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  pickup: dashboardPickup,
  hotels: z.object({ items: z.array(hotelUsage), total: z.number().int() }),
  sales: z.array(salesMonth),
  todo: dashboardTodo,
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
