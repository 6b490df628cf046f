import { addDays } from '@ham/contracts';
import type {
  HotelUsage,
  PickupNight,
  PickupRelease,
  SalesFigures,
  SalesMonth,
} from '@ham/contracts/dashboard';
import type { ReleaseCell } from '../allotment/releases';

// The pure figures of 'Cruscotto' (docs/product/dashboard.md): the night and hotel sums of the
// allotment search's day totals, the release cockpit's cells (facts-sweep.ts fills them), the months of the sales and their
// alignment with last year. No database, no clock: the service hands `today` in.

/** The same calendar day a year earlier; 29 February gives 28 February. */
export function sameDayLastYear(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const rest = date.slice(4);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}${rest === '-02-29' && !leap ? '-02-28' : rest}`;
}

/** The month 'YYYY-MM' a year earlier. */
export function monthLastYear(month: string): string {
  return `${String(Number(month.slice(0, 4)) - 1).padStart(4, '0')}${month.slice(4)}`;
}

/** The months 'YYYY-MM' the period touches, in order. */
export function periodMonths(from: string, to: string): string[] {
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const m = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (m > last) return out;
    out.push(m);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export const noSales: SalesFigures = { cases: 0, guests: 0, nights: 0, sale: 0, margin: 0, missingCosts: 0 };

/**
 * 'Andamento vendite': one line a month of the period, this year's figures (cases departing on
 * a day of the period in that month) beside last year's (departing on the same days a year
 * earlier: the query's period shifted by `sameDayLastYear`, read by month and moved a year on).
 * A month without cases shows zeros.
 */
export function alignSales(
  months: readonly string[],
  thisYear: ReadonlyMap<string, SalesFigures>,
  lastYear: ReadonlyMap<string, SalesFigures>,
): SalesMonth[] {
  return months.map((month) => ({
    month,
    thisYear: thisYear.get(month) ?? noSales,
    lastYear: lastYear.get(monthLastYear(month)) ?? noSales,
  }));
}

/** The sold share of an allotment: Confermati / Allotment, 4 decimals, 0 without allotment. */
export function soldShare(reserved: number, allotted: number): number {
  return allotted > 0 ? Math.round((reserved / allotted) * 10_000) / 10_000 : 0;
}

/**
 * The period's nights summed over hotels and guest types: Allotment, Opzionati and Confermati
 * add up; Disponibili is each hotel's and guest type's `availablePlaces` (the grid's figure,
 * 0 once released), then added up.
 */
export class NightSums {
  readonly allotted: Float64Array;
  readonly optioned: Float64Array;
  readonly reserved: Float64Array;
  readonly free: Float64Array;

  constructor(readonly days: number) {
    this.allotted = new Float64Array(days);
    this.optioned = new Float64Array(days);
    this.reserved = new Float64Array(days);
    this.free = new Float64Array(days);
  }

  /** Adds one hotel's and guest type's figures of night `i` of the period. */
  addNight(i: number, allotted: number, optioned: number, reserved: number, free: number): void {
    this.allotted[i] += allotted;
    this.optioned[i] += optioned;
    this.reserved[i] += reserved;
    this.free[i] += free;
  }

  nights(from: string): PickupNight[] {
    return Array.from({ length: this.days }, (_, i) => ({
      date: addDays(from, i),
      allotted: this.allotted[i],
      optioned: this.optioned[i],
      reserved: this.reserved[i],
      free: this.free[i],
    }));
  }
}

/**
 * The release cockpit's cells of many hotels (release dates as day indexes from today, 0 ..
 * `days` - 1), summed as the Cruscotto shows them: Liberi by release date, each hotel's places at
 * risk (Liberi releasing within `riskDays`) and how many cells release within `todoDays`.
 */
export class ReleaseSums {
  private readonly byRelease: Float64Array;
  private readonly risk = new Map<number, number>();
  /** The cells releasing within `todoDays` ('Rilasci entro 7 giorni'). */
  todo = 0;

  constructor(
    days: number,
    private readonly riskDays: number,
    private readonly todoDays: number,
  ) {
    this.byRelease = new Float64Array(Math.max(days, 0));
  }

  /** A cell of a hotel: its release date (day index) and its Liberi. */
  add(hotelId: number, release: number, free: number): void {
    this.byRelease[release] += free;
    if (release < this.riskDays) this.risk.set(hotelId, (this.risk.get(hotelId) ?? 0) + free);
    if (release < this.todoDays) this.todo++;
  }

  /** A hotel's places at risk. */
  atRisk(hotelId: number): number {
    return this.risk.get(hotelId) ?? 0;
  }

  /** Liberi by release date (day index), for `releasesByDate`. */
  cells(): Pick<ReleaseCell, 'release' | 'free'>[] {
    return Array.from(this.byRelease, (free, release) => ({ release, free }));
  }
}

/**
 * The release dates of the period with the unsold places they give back: the cockpit's cells
 * (day indexes from `today`) whose release date falls in `from` .. `to`, summed by date, in order.
 */
export function releasesByDate(
  cells: readonly Pick<ReleaseCell, 'release' | 'free'>[],
  today: string,
  from: string,
  to: string,
): PickupRelease[] {
  const byIndex = new Map<number, number>();
  for (const c of cells) byIndex.set(c.release, (byIndex.get(c.release) ?? 0) + c.free);
  return [...byIndex]
    .map(([release, places]) => ({ date: addDays(today, release), places }))
    .filter((r) => r.date >= from && r.date <= to && r.places > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * 'Utilizzo per hotel': the highest sold share first, then the most places sold, then by name;
 * hotels without allotment in the period are left out. The first `max`, and how many there are.
 */
export function rankHotels(
  items: readonly HotelUsage[],
  max: number,
): { items: HotelUsage[]; total: number } {
  const withAllotment = items.filter((h) => h.allotted > 0);
  withAllotment.sort(
    (a, b) =>
      b.soldShare - a.soldShare ||
      b.reserved - a.reserved ||
      a.hotel.name.localeCompare(b.hotel.name, 'it') ||
      a.hotel.id - b.hotel.id,
  );
  return { items: withAllotment.slice(0, max), total: withAllotment.length };
}
