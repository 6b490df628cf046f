import { availablePlaces } from '@ham/contracts';
import { releaseFree } from '../allotment/releases';
import { NightSums, ReleaseSums } from './dashboard-figures';
import type { AllotmentFacts } from './dashboard-repository';

/** A hotel's place-nights of the period (Allotment, Opzionati, Confermati, Disponibili). */
export interface PlaceSums {
  allotted: number;
  optioned: number;
  reserved: number;
  free: number;
}

export interface FactsSweep {
  /** The period's nights summed over hotels and guest types (null without a period). */
  nights: NightSums | null;
  /** Each hotel with a block or a counting hold in the period: its place-nights. */
  hotels: Map<number, PlaceSums>;
  /** The release cockpit's cells of the release dates 0 .. releaseDays - 1, summed. */
  releases: ReleaseSums;
}

/** The facts' blocks and holds grouped by hotel × guest type (index lists, compressed-row form). */
interface FactGroups {
  count: number;
  hotel: Int32Array;
  /** Blocks of group g: blockIndex[blockStart[g] .. blockStart[g + 1] - 1]. */
  blockStart: Int32Array;
  blockIndex: Int32Array;
  holdStart: Int32Array;
  holdIndex: Int32Array;
}

function groupFacts({ blocks: b, holds: h }: Pick<AllotmentFacts, 'blocks' | 'holds'>): FactGroups {
  const keys = new Map<string, number>();
  const hotels: number[] = [];
  const groupOf = (hotel: number, type: string) => {
    const key = `${hotel}\u0000${type}`;
    let g = keys.get(key);
    if (g === undefined) {
      g = hotels.length;
      keys.set(key, g);
      hotels.push(hotel);
    }
    return g;
  };
  const blockGroup = b.hotel.map((hotel, i) => groupOf(hotel, b.type[i]));
  const holdGroup = h.hotel.map((hotel, i) => groupOf(hotel, h.type[i]));
  const count = hotels.length;
  const index = (of: number[]) => {
    const start = new Int32Array(count + 1);
    for (const g of of) start[g + 1]++;
    for (let g = 0; g < count; g++) start[g + 1] += start[g];
    const next = start.slice(0, count);
    const list = new Int32Array(of.length);
    for (let i = 0; i < of.length; i++) list[next[of[i]]++] = i;
    return { start, list };
  };
  const byBlock = index(blockGroup);
  const byHold = index(holdGroup);
  return {
    count,
    hotel: Int32Array.from(hotels),
    blockStart: byBlock.start,
    blockIndex: byBlock.list,
    holdStart: byHold.start,
    holdIndex: byHold.list,
  };
}

/**
 * The Cruscotto's figures of the flat facts in one sweep of each hotel × guest type
 * (docs/product/dashboard.md): the allotment search's day totals (`dayTotals`: Allotment,
 * vendibili, Opzionati, Confermati by difference arrays, Disponibili = `availablePlaces`) over
 * the period `first` .. `last`, and the release cockpit's cells (`visitReleases`: the nights
 * whose blocks release on a day 0 .. releaseDays - 1, Liberi = `releaseFree`), from one set of
 * night arrays per hotel × guest type; day indexes from today. The same figures as reading the
 * facts as the search's and the cockpit's rows and running their engines on each (the unit test
 * checks it on generated facts), without an array or a row object per hotel: the night arrays are
 * allocated once and cleared after each hotel × guest type.
 */
export function sweepFacts(
  facts: Pick<AllotmentFacts, 'blocks' | 'holds'>,
  period: { first: number; last: number } | null,
  releaseDays: number,
  riskDays: number,
  todoDays: number,
): FactsSweep {
  const { blocks: b, holds: h } = facts;
  const groups = groupFacts(facts);
  let maxExp = 0;
  for (const e of b.exp) if (e > maxExp) maxExp = e;
  const F = period?.first ?? 0;
  const T = period?.last ?? -1;
  const nights = period ? new NightSums(T - F + 1) : null;
  const hotels = new Map<number, PlaceSums>();
  const releases = new ReleaseSums(releaseDays, riskDays, todoDays);
  // The nights any figure reads: the period's and those a release date of the window frees.
  const lo = Math.min(F, 0);
  const hi = Math.max(T, releaseDays - 1 + maxExp);
  const size = hi - lo + 2;
  const allotted = new Int32Array(size);
  const sellable = new Int32Array(size);
  const optioned = new Int32Array(size);
  const reserved = new Int32Array(size);
  const releasing = new Int32Array(Math.max(releaseDays, 1));
  const exps: number[] = [];
  const diff = (a: Int32Array, first: number, last: number, places: number) => {
    a[first - lo] += places;
    a[last + 1 - lo] -= places;
  };

  for (let g = 0; g < groups.count; g++) {
    const hotel = groups.hotel[g];
    let gmin = hi + 1;
    let gmax = lo - 1;
    let inPeriod = false;
    for (let k = groups.blockStart[g]; k < groups.blockStart[g + 1]; k++) {
      const i = groups.blockIndex[k];
      const first = Math.max(b.first[i], lo);
      const last = Math.min(b.last[i], hi);
      if (first > last) continue;
      diff(allotted, first, last, b.places[i]);
      const s = Math.max(first, b.exp[i]);
      if (s <= last) diff(sellable, s, last, b.places[i]);
      if (first <= T && last >= F) inPeriod = true;
      if (first < gmin) gmin = first;
      if (last > gmax) gmax = last;
    }
    for (let k = groups.holdStart[g]; k < groups.holdStart[g + 1]; k++) {
      const i = groups.holdIndex[k];
      const first = Math.max(h.first[i], lo);
      const last = Math.min(h.end[i] - 1, hi);
      if (first > last) continue;
      diff(h.option[i] ? optioned : reserved, first, last, h.places[i]);
      if (first <= T && last >= F) inPeriod = true;
      if (first < gmin) gmin = first;
      if (last > gmax) gmax = last;
    }
    if (gmin > gmax) continue;
    for (let n = gmin - lo + 1; n <= gmax - lo; n++) {
      allotted[n] += allotted[n - 1];
      sellable[n] += sellable[n - 1];
      optioned[n] += optioned[n - 1];
      reserved[n] += reserved[n - 1];
    }

    // The period's nights (the search's row of this hotel and guest type, if it has one).
    if (nights && inPeriod) {
      const a = Math.max(F, gmin);
      const z = Math.min(T, gmax);
      let sum = hotels.get(hotel);
      if (!sum) {
        sum = { allotted: 0, optioned: 0, reserved: 0, free: 0 };
        hotels.set(hotel, sum);
      }
      for (let n = a; n <= z; n++) {
        const x = n - lo;
        const free = availablePlaces(allotted[x], sellable[x], optioned[x], reserved[x]);
        nights.addNight(n - F, allotted[x], optioned[x], reserved[x], free);
        sum.allotted += allotted[x];
        sum.optioned += optioned[x];
        sum.reserved += reserved[x];
        sum.free += free;
      }
    }

    // The release cells: per expiration days, the places its blocks release on each day.
    exps.length = 0;
    for (let k = groups.blockStart[g]; k < groups.blockStart[g + 1]; k++) {
      const exp = b.exp[groups.blockIndex[k]];
      if (exps.includes(exp)) continue;
      exps.push(exp);
      let rmin = releaseDays;
      let rmax = -1;
      for (let k2 = k; k2 < groups.blockStart[g + 1]; k2++) {
        const i = groups.blockIndex[k2];
        if (b.exp[i] !== exp) continue;
        const from = Math.max(0, b.first[i] - exp);
        const to = Math.min(releaseDays - 1, b.last[i] - exp);
        for (let r = from; r <= to; r++) releasing[r] += b.places[i];
        if (from <= to) {
          if (from < rmin) rmin = from;
          if (to > rmax) rmax = to;
        }
      }
      for (let r = rmin; r <= rmax; r++) {
        const places = releasing[r];
        if (places === 0) continue;
        releasing[r] = 0;
        const x = r + exp - lo;
        const free = releaseFree(places, allotted[x], optioned[x], reserved[x]);
        if (free > 0) releases.add(hotel, r, free);
      }
    }

    allotted.fill(0, gmin - lo, gmax - lo + 2);
    sellable.fill(0, gmin - lo, gmax - lo + 2);
    optioned.fill(0, gmin - lo, gmax - lo + 2);
    reserved.fill(0, gmin - lo, gmax - lo + 2);
  }
  return { nights, hotels, releases };
}
