import { mealTotal, type StayMoneyInput, serviceItemTotal, stayCostLines } from './case-totals';
import { priceForNight } from './pricing';
import { nightServiceClasses } from './stay-conditions';

/**
 * The margin of a case file, pure and in integer euro cents: what the agency pays (the sale,
 * the same 'Importo totale' as `caseTotals`) against what the operator pays its suppliers (the
 * purchase costs of the hotels, restaurants, buses and guides). A line whose cost is not
 * known is flagged (`costMissing`): its known part is counted, so the margin is then too high.
 *
 * Costs:
 * - stay: night by night, guests × the price list's cost of their accommodation type and the
 *   night's service class (base `costs[sc]`, an extra type `costs[sc] + extrasCosts[type]`),
 *   from the price rows kept with the stay; the free guests (`freebiesCount` of the night's
 *   service class) are not paid to the hotel either: they are taken off at the cost of the
 *   offer's freebie accommodation type (the base type when the stay names none);
 * - meal: paying persons (persons − freebies) × the menu's cost for the case's guest type;
 * - bus trip: quantity × the cost of the price row that seats the case's guests (the row with
 *   the fewest seats that still seats everybody, as for the price);
 * - guided tour: quantity × the guide service's cost;
 * - extra line: a discount (value ≤ 0) costs nothing; an extra cost (value > 0) has no
 *   purchase cost recorded, so it is flagged.
 */

export type MarginLineKind = 'stay' | 'meal' | 'busTrip' | 'guidedTour' | 'extra';

export interface MarginLine {
  kind: MarginLineKind;
  /** The item's id (null for an extra line, which has none). */
  id: number | null;
  description: string;
  date: string | null;
  sale: number;
  /** The known part of the cost. */
  cost: number;
  costMissing: boolean;
}

export interface CaseMargin {
  sale: number;
  cost: number;
  margin: number;
  /** margin / sale × 100, two decimals; null when the sale is 0. */
  marginPercent: number | null;
  lines: MarginLine[];
  /** How many lines lack a cost (any: the margin is overstated). */
  missingCosts: number;
}

export interface StayCostInput extends StayMoneyInput {
  /** The offer's freebie accommodation type (null: the guest type's base type). */
  freebieAccomodationId: string | null;
}

/** A stay's purchase cost and the nights of an accommodation type with guests and no cost. */
export function stayPurchaseCost(input: StayCostInput): {
  cost: number;
  missing: { date: string; accomodationId: string; serviceClassId: string }[];
} {
  const types = [input.guestType.baseAccomodationId, ...input.guestType.extraAccomodationIds];
  const freeType = input.freebieAccomodationId ?? input.guestType.baseAccomodationId;
  const missing: { date: string; accomodationId: string; serviceClassId: string }[] = [];
  let cost = 0;
  const costOf = (date: string, acc: string, sc: string) =>
    priceForNight(input.priceRows, date, sc, acc, input.guestType)?.cost ?? null;
  for (const { date, serviceClassId: sc } of nightServiceClasses(input.begin, input.end, input.conditions)) {
    for (const acc of types) {
      const quantity = input.guests[acc] ?? 0;
      if (!(quantity > 0)) continue;
      const unit = costOf(date, acc, sc);
      if (unit === null) missing.push({ date, accomodationId: acc, serviceClassId: sc });
      else cost += quantity * unit;
    }
    const free = input.freebiesCount[sc] ?? 0;
    if (free > 0) {
      const unit = costOf(date, freeType, sc);
      if (unit === null) missing.push({ date, accomodationId: freeType, serviceClassId: sc });
      else cost -= free * unit;
    }
  }
  return { cost, missing };
}

/**
 * What a stay row keeps of its money (the 'Margini' report sums these instead of pricing every
 * night): its sale (`stayCostLines(...).total`, freebies taken off), the known part of its
 * purchase cost and how many nights of an accommodation type with guests have no cost
 * (`stayPurchaseCost`; 0: the cost is complete). The one formula of both the stay save and
 * `caseMargin`'s stay lines. The stays store its result: a change of it (or of the rules it calls)
 * needs a migration that refills them (`fillStayAmounts` of api migration 0017).
 */
export interface StayAmounts {
  sale: number;
  cost: number;
  costMissing: number;
}

export function stayAmounts(input: StayCostInput): StayAmounts {
  const { cost, missing } = stayPurchaseCost(input);
  return { sale: stayCostLines(input).total, cost, costMissing: missing.length };
}

export interface CaseMarginInput {
  stays: readonly (StayCostInput & { id: number; description: string })[];
  meals: readonly {
    id: number;
    description: string;
    date: string;
    persons: number;
    freebies: number;
    unitPrice: number;
    /** The menu's cost per person; null when not known. */
    unitCost: number | null;
  }[];
  busTrips: readonly ServiceCostInput[];
  guidedTours: readonly ServiceCostInput[];
  extras: readonly { description: string; date: string | null; value: number }[];
}

export interface ServiceCostInput {
  id: number;
  description: string;
  date: string;
  quantity: number;
  unitPrice: number;
  unitCost: number | null;
}

/** Bus cost for a group: the cost of the row `busUnitPrice` picks; null when none seats everybody or it has no cost. */
export function busUnitCost(
  rows: readonly { maxSeats: number; cost: number | null }[],
  groupSize: number,
): number | null {
  let best: { maxSeats: number; cost: number | null } | null = null;
  for (const r of rows) if (r.maxSeats >= groupSize && (!best || r.maxSeats < best.maxSeats)) best = r;
  return best ? best.cost : null;
}

/** margin / sale in percent with two decimals (null when nothing is sold). */
export const marginPercent = (margin: number, sale: number): number | null =>
  sale === 0 ? null : Math.round((margin * 10000) / sale) / 100;

/** The case's sale, cost and margin, line by line. */
export function caseMargin(input: CaseMarginInput): CaseMargin {
  const lines: MarginLine[] = [];
  for (const s of input.stays) {
    const { sale, cost, costMissing } = stayAmounts(s);
    lines.push({
      kind: 'stay',
      id: s.id,
      description: s.description,
      date: s.begin,
      sale,
      cost,
      costMissing: costMissing > 0,
    });
  }
  for (const m of input.meals) {
    lines.push({
      kind: 'meal',
      id: m.id,
      description: m.description,
      date: m.date,
      sale: mealTotal(m),
      cost: m.unitCost === null ? 0 : mealTotal({ ...m, unitPrice: m.unitCost }),
      costMissing: m.unitCost === null,
    });
  }
  const services = (kind: 'busTrip' | 'guidedTour', items: readonly ServiceCostInput[]) => {
    for (const i of items)
      lines.push({
        kind,
        id: i.id,
        description: i.description,
        date: i.date,
        sale: serviceItemTotal(i),
        cost: i.unitCost === null ? 0 : serviceItemTotal({ quantity: i.quantity, unitPrice: i.unitCost }),
        costMissing: i.unitCost === null,
      });
  };
  services('busTrip', input.busTrips);
  services('guidedTour', input.guidedTours);
  for (const e of input.extras)
    lines.push({
      kind: 'extra',
      id: null,
      description: e.description,
      date: e.date,
      sale: e.value,
      cost: 0,
      costMissing: e.value > 0,
    });
  const sale = lines.reduce((s, l) => s + l.sale, 0);
  const cost = lines.reduce((s, l) => s + l.cost, 0);
  return {
    sale,
    cost,
    margin: sale - cost,
    marginPercent: marginPercent(sale - cost, sale),
    lines,
    missingCosts: lines.filter((l) => l.costMissing).length,
  };
}
