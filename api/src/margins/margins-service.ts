import {
  busUnitCost,
  type CaseMarginRead,
  caseMargin,
  type MarginCaseRow,
  type MarginConfig,
  type MarginConfigUpdate,
  type MarginsQuery,
  type MarginsReport,
  marginConfigDefaults,
  marginPercent,
  marginVat,
  type VatPeriodInput,
  vatPeriodBounds,
  vatPeriodOf,
  vatPeriodsBetween,
} from '@ham/contracts';
import { guestTypeOf } from '../cases/case-mapping';
import { findMealsOfCase, findServiceItemsOfCase, findStaysOfCase } from '../cases/cases-repository';
import { caseHeadOr404 } from '../cases/cases-service';
import { findConfigGroup, insertConfigGroup, updateConfigGroup } from '../config-groups/config-repository';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { stale } from '../errors';
import {
  busCostRowsOfCase,
  guideCostsOfCase,
  type MarginCaseDbRow,
  marginRowsOfPeriod,
  mealCostsOfCase,
} from './margins-repository';

const CONFIG_GROUP = 'margins';

/** GET /docs/:docNum/margin: the case's sale, purchase cost and margin, line by line. */
export async function getCaseMargin(db: Executor, number: number): Promise<CaseMarginRead> {
  const head = await caseHeadOr404(db, number);
  const [stays, meals, busTrips, guidedTours, mealCosts, busRows, guideCosts] = await Promise.all([
    findStaysOfCase(db, number),
    findMealsOfCase(db, number),
    findServiceItemsOfCase(db, 'bus_trips', number),
    findServiceItemsOfCase(db, 'guided_tours', number),
    mealCostsOfCase(db, number),
    busCostRowsOfCase(db, number),
    guideCostsOfCase(db, number),
  ]);
  const guestType = guestTypeOf(head);
  const mealCost = new Map(mealCosts.map((m) => [m.id, m.cost]));
  const guideCost = new Map(guideCosts.map((g) => [g.id, g.cost]));
  const busCost = (serviceId: number) =>
    busUnitCost(
      busRows
        .filter((r) => r.bus_service_id === serviceId)
        .map((r) => ({ maxSeats: r.max_seats, cost: r.cost })),
      head.guest_count,
    );
  return caseMargin({
    stays: stays.map((s) => ({
      id: s.id,
      description: s.hotel_name,
      begin: s.begin,
      end: s.end,
      conditions: s.conditions,
      guests: s.guests,
      prices: s.prices,
      freebiesCount: s.freebies_count,
      freebiesValue: s.freebies_value,
      priceRows: s.price_rows,
      guestType,
      freebieAccomodationId: s.freebie?.accomodationId ?? null,
    })),
    meals: meals.map((m) => ({
      id: m.id,
      description: m.restaurant_name,
      date: m.date,
      persons: m.persons,
      freebies: m.freebies,
      unitPrice: m.unit_price,
      unitCost: mealCost.get(m.id) ?? null,
    })),
    busTrips: busTrips.map((b) => ({
      id: b.id,
      description: b.service_name,
      date: b.date,
      quantity: b.quantity,
      unitPrice: b.unit_price,
      unitCost: busCost(b.service_id),
    })),
    guidedTours: guidedTours.map((g) => ({
      id: g.id,
      description: g.service_name,
      date: g.date,
      quantity: g.quantity,
      unitPrice: g.unit_price,
      unitCost: guideCost.get(g.id) ?? null,
    })),
    extras: head.extras,
  });
}

// ---- Configurazione 'Margini e IVA 74-ter' ---------------------------------------------------

export async function readMarginConfig(db: Executor): Promise<MarginConfig> {
  const saved = await findConfigGroup(db, CONFIG_GROUP);
  const v = saved?.value ?? {};
  return {
    regime74ter: typeof v.regime74ter === 'boolean' ? v.regime74ter : marginConfigDefaults.regime74ter,
    vatPeriod:
      v.vatPeriod === 'quarter' || v.vatPeriod === 'month' ? v.vatPeriod : marginConfigDefaults.vatPeriod,
    vatRate: typeof v.vatRate === 'number' ? v.vatRate : marginConfigDefaults.vatRate,
    version: saved?.version ?? 0,
  };
}

export async function saveMarginConfig(
  db: Db,
  { version, ...value }: MarginConfigUpdate,
): Promise<MarginConfig> {
  const saved =
    version === 0
      ? await insertConfigGroup(db, CONFIG_GROUP, value)
      : await updateConfigGroup(db, CONFIG_GROUP, version, value);
  if (!saved) throw stale();
  return readMarginConfig(db);
}

// ---- 'Margini' -------------------------------------------------------------------------------

const toCaseRow = (r: MarginCaseDbRow): MarginCaseRow => ({
  number: r.number,
  name: r.name,
  customer: r.customer,
  beginDate: r.begin_date,
  invoiceDate: r.invoice_date,
  sale: r.sale,
  cost: r.cost,
  margin: r.sale - r.cost,
  marginPercent: marginPercent(r.sale - r.cost, r.sale),
  missingCosts: r.missing,
});

/**
 * The cases of a period with their sale, cost and margin, the totals and (74-ter regime) the
 * margin VAT of every VAT period from the first of January of the year of `from` (a loss of an
 * earlier month of that year is carried) to the end of the period holding `to`. A case's cost
 * is filed in the same period as its sale.
 */
export async function getMarginsReport(db: Executor, q: MarginsQuery): Promise<MarginsReport> {
  const config = await readMarginConfig(db);
  const kind = config.vatPeriod;
  const vatFrom = `${q.from.slice(0, 4)}-01-01`;
  const vatTo = vatPeriodBounds(vatPeriodOf(q.to, kind), kind).end;
  const all = await marginRowsOfPeriod(
    db,
    config.regime74ter ? vatFrom : q.from,
    config.regime74ter ? vatTo : q.to,
    q.by,
  );
  const rows = all.filter((r) => r.ref_date >= q.from && r.ref_date <= q.to).map(toCaseRow);
  const sum = (f: (r: MarginCaseRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const sale = sum((r) => r.sale);
  const cost = sum((r) => r.cost);
  return {
    from: q.from,
    to: q.to,
    by: q.by,
    rows,
    totals: {
      cases: rows.length,
      sale,
      cost,
      margin: sale - cost,
      marginPercent: marginPercent(sale - cost, sale),
      missingCosts: sum((r) => r.missingCosts),
    },
    vat: config.regime74ter
      ? { kind, rate: config.vatRate, periods: vatPeriods(all, vatFrom, q.to, kind, config.vatRate) }
      : null,
  };
}

function vatPeriods(
  rows: readonly MarginCaseDbRow[],
  from: string,
  to: string,
  kind: MarginConfig['vatPeriod'],
  rate: number,
) {
  const refs = vatPeriodsBetween(from, to, kind);
  const inputs: (VatPeriodInput & { cases: number })[] = refs.map((p) => ({
    ...p,
    sales: 0,
    costs: 0,
    cases: 0,
  }));
  const first = refs[0];
  const perYear = kind === 'month' ? 12 : 4;
  for (const r of rows) {
    const p = vatPeriodOf(r.ref_date, kind);
    const at = (p.year - first.year) * perYear + (p.index - first.index);
    const input = inputs[at];
    if (!input) continue;
    input.sales += r.sale;
    input.costs += r.cost;
    input.cases++;
  }
  const computed = marginVat(inputs, kind, rate);
  return computed.map((row, i) => ({ ...row, cases: inputs[i].cases }));
}
