import { addDays, type ReleaseHotelNights, type ReleaseNight } from '@ham/contracts';
import type { ReleaseBlock, ReleaseDays, ReleaseHold, ReleasesRow } from './releases-repository';

/**
 * Liberi of a night's blocks releasing on one date (docs/product/allotment-and-holds.md): the places they give back,
 * i.e. min(releasing, max(0, allotted - optioned - reserved)), `allotted` being every block of
 * the night. Held places are assumed to come first from the other blocks (as availablePlaces
 * assumes they come first from released ones), so a release gives back only unsold places.
 */
export function releaseFree(releasing: number, allotted: number, optioned: number, reserved: number): number {
  return Math.max(0, Math.min(releasing, allotted - optioned - reserved));
}

/** A night of one guest type and release date, as day indexes from today. */
export interface ReleaseCell {
  typeId: string;
  night: number;
  release: number;
  /** Places of the night's blocks releasing on `release`. */
  releasing: number;
  /** Every block of the night. */
  allotted: number;
  optioned: number;
  reserved: number;
  free: number;
  /** Options counting on the night that expire before `release`, in the holds' order. */
  expiring: ReleaseHold[];
}

function byType<T extends [string, ...unknown[]]>(items: readonly T[] | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items ?? []) {
    const list = out.get(item[0]);
    if (list) list.push(item);
    else out.set(item[0], [item]);
  }
  return out;
}

/** A cell of `visitReleases`, with its guest type's counting holds (what `expiring` is chosen from). */
export type ReleaseVisitor = (cell: Omit<ReleaseCell, 'expiring'>, holds: readonly ReleaseHold[]) => void;

/**
 * The release cockpit's engine for one hotel (its blocks and counting holds as day indexes
 * from today, releases-repository): the nights whose blocks release on a day of the window
 * 0 .. days - 1 (release = night - expirationDays), grouped by guest type × night × release
 * date, with the night's Allotment, Opzionati and Confermati summed by difference arrays
 * (the allotment search's way) and only the cells with free places. Unordered.
 */
export function computeReleases(row: ReleaseDays, days: number): ReleaseCell[] {
  const out: ReleaseCell[] = [];
  visitReleases(row, days, (cell, holds) => {
    const { night, release } = cell;
    const expiring =
      holds.length === 0
        ? (holds as ReleaseHold[])
        : holds.filter(
            ([, first, last, , isOption, expires]) =>
              isOption && first <= night && night <= last && expires !== null && expires < release,
          );
    out.push({ ...cell, expiring });
  });
  return out;
}

/**
 * `computeReleases`'s cells handed one by one to `visit` (the same object, rewritten for each
 * cell: read it, do not keep it), without their expiring options: for sums over many hotels
 * (the Cruscotto) without a cell object each.
 */
export function visitReleases(row: ReleaseDays, days: number, visit: ReleaseVisitor): void {
  const cell = {
    typeId: '',
    night: 0,
    release: 0,
    releasing: 0,
    allotted: 0,
    optioned: 0,
    reserved: 0,
    free: 0,
  };
  const holdsByType = byType(row.holds);
  for (const [typeId, blocks] of byType<ReleaseBlock>(row.blocks)) {
    // The nights released in the window: night = release + exp, release in 0 .. days - 1;
    // per distinct expirationDays, the places released each day of the window.
    let horizon = 0;
    const releasing = new Map<number, Int32Array>(); // exp → places by release day
    for (const [, first, last, places, exp] of blocks) {
      const from = Math.max(0, first - exp);
      const to = Math.min(days - 1, last - exp);
      if (from > to) continue;
      let byDay = releasing.get(exp);
      if (!byDay) {
        byDay = new Int32Array(days);
        releasing.set(exp, byDay);
      }
      for (let r = from; r <= to; r++) byDay[r] += places;
      horizon = Math.max(horizon, to + exp + 1);
    }
    if (releasing.size === 0) continue;
    const allotted = new Int32Array(horizon + 1);
    const optioned = new Int32Array(horizon + 1);
    const reserved = new Int32Array(horizon + 1);
    const add = (diff: Int32Array, first: number, last: number, places: number) => {
      const a = Math.max(0, first);
      const b = Math.min(horizon - 1, last);
      if (a > b) return;
      diff[a] += places;
      diff[b + 1] -= places;
    };
    for (const [, first, last, places] of blocks) add(allotted, first, last, places);
    const holds = holdsByType.get(typeId) ?? [];
    for (const [, first, last, places, isOption] of holds)
      add(isOption ? optioned : reserved, first, last, places);
    for (let i = 1; i < horizon; i++) {
      allotted[i] += allotted[i - 1];
      optioned[i] += optioned[i - 1];
      reserved[i] += reserved[i - 1];
    }
    for (const [exp, byDay] of releasing) {
      for (let release = 0; release < days; release++) {
        const places = byDay[release];
        if (places === 0) continue;
        const night = release + exp;
        const free = releaseFree(places, allotted[night], optioned[night], reserved[night]);
        if (free <= 0) continue;
        cell.typeId = typeId;
        cell.night = night;
        cell.release = release;
        cell.releasing = places;
        cell.allotted = allotted[night];
        cell.optioned = optioned[night];
        cell.reserved = reserved[night];
        cell.free = free;
        visit(cell, holds);
      }
    }
  }
}

/**
 * The hotels of the query → the response's hotels: in the query's (name) order, each with its
 * nights with free places by date, then guest type (reference order), then release date; a
 * hotel left without nights is dropped. `guestTypes` names the types, in their reference order.
 */
export function groupReleases(
  rows: readonly ReleasesRow[],
  guestTypes: readonly { id: string; name: string }[],
  today: string,
  days: number,
): ReleaseHotelNights[] {
  const typeOrder = new Map(guestTypes.map((g, i) => [g.id, i]));
  // One guest type object per type and one empty list, shared by the rows (read-only JSON).
  const typeRef = new Map(guestTypes.map((g) => [g.id, { id: g.id, name: g.name }]));
  const ref = (id: string) => {
    let r = typeRef.get(id);
    if (!r) {
      r = { id, name: id };
      typeRef.set(id, r);
    }
    return r;
  };
  const none: ReleaseNight['expiringOptions'] = [];
  const order = (id: string) => typeOrder.get(id) ?? Number.MAX_SAFE_INTEGER;
  const dates: string[] = [];
  const date = (i: number) => {
    dates[i] ??= addDays(today, i);
    return dates[i];
  };
  const out: ReleaseHotelNights[] = [];
  for (const row of rows) {
    const cells = computeReleases(row, days);
    if (cells.length === 0) continue;
    cells.sort((a, b) => a.night - b.night || order(a.typeId) - order(b.typeId) || a.release - b.release);
    const nights = cells.map(
      (c): ReleaseNight => ({
        night: date(c.night),
        release: date(c.release),
        guestType: ref(c.typeId),
        allotted: c.releasing,
        nightAllotted: c.allotted,
        optioned: c.optioned,
        reserved: c.reserved,
        free: c.free,
        expiringOptions:
          c.expiring.length === 0
            ? none
            : c.expiring.map(([, , , places, , expires, id, contact, caseNumber]) => ({
                id,
                contact,
                places,
                expires: date(expires as number),
                caseNumber,
              })),
        notice: null,
      }),
    );
    out.push({ hotel: { id: row.id, name: row.name, place: row.place, area: row.area_name }, nights });
  }
  return out;
}
