import type { MarginDateBasis } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

// ---- one case: the purchase costs of its items (the stays' come with their price rows) ----

/** The menu cost of each meal of a case for the case's guest type (null: no cost on the menu). */
export const mealCostsOfCase = (db: Executor, number: number) =>
  db
    .selectFrom('meals as m')
    .innerJoin('cases as c', 'c.number', 'm.case_number')
    .leftJoin('restaurant_menus as rm', (j) =>
      j.onRef('rm.restaurant_id', '=', 'm.restaurant_id').onRef('rm.guest_type_id', '=', 'c.guest_type_id'),
    )
    .select(['m.id', 'rm.cost'])
    .where('m.case_number', '=', number)
    .execute();

/** The price rows (seats and cost) of the bus services a case uses. */
export const busCostRowsOfCase = (db: Executor, number: number) =>
  db
    .selectFrom('bus_prices as bp')
    .select(['bp.bus_service_id', 'bp.max_seats', 'bp.cost'])
    .where('bp.bus_service_id', 'in', (q) =>
      q.selectFrom('bus_trips').select('service_id').where('case_number', '=', number),
    )
    .execute();

/** The guide service's cost of each guided tour of a case. */
export const guideCostsOfCase = (db: Executor, number: number) =>
  db
    .selectFrom('guided_tours as g')
    .innerJoin('guide_services as gs', 'gs.id', 'g.service_id')
    .select(['g.id', 'gs.cost'])
    .where('g.case_number', '=', number)
    .execute();

// ---- the report: sale and cost of every case of a period, in one statement ----------------

export interface MarginCaseDbRow {
  number: number;
  name: string;
  customer: string;
  begin_date: string;
  invoice_date: string | null;
  /** The date the report files the case under (departure or invoice). */
  ref_date: string;
  sale: number;
  cost: number;
  missing: number;
}

/**
 * Sale and cost of the cases filed under `from` .. `to` (by departure date, or by the date of
 * their invoice: cases without one are left out), computed in SQL with the rules of
 * `caseTotals` and `caseMargin` (libs/contracts/src/rules): the stays' sale and cost kept on their
 * rows (`stayAmounts`, written with every stay), meals, bus trips, guided tours, extra lines. `missing` counts the lines
 * without a purchase cost. Ordered by date, then case number.
 */
export async function marginRowsOfPeriod(
  db: Executor,
  from: string,
  to: string,
  by: MarginDateBasis,
): Promise<MarginCaseDbRow[]> {
  const { rows } = await marginStatement(from, to, by).execute(db);
  return rows;
}

/** The statement of `marginRowsOfPeriod` (the bench explains it). */
export function marginStatement(from: string, to: string, by: MarginDateBasis) {
  const selected =
    by === 'invoice'
      ? sql`select c.number, i.docdate as ref_date, i.docdate as invoice_date
            from invoices i join cases c on c.number = i.case_number
            where i.kind = 'TD01' and i.docdate between ${from}::date and ${to}::date`
      : sql`select c.number, c.begin_date as ref_date, i.docdate as invoice_date
            from cases c left join invoices i on i.case_number = c.number and i.kind = 'TD01'
            where c.begin_date between ${from}::date and ${to}::date`;
  return sql<MarginCaseDbRow>`
    with sel as (${selected}),
    cs as (
      select c.number, c.name, ag.full_name as customer, to_char(c.begin_date, 'YYYY-MM-DD') as begin_date,
             to_char(sel.invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(sel.ref_date, 'YYYY-MM-DD') as ref_date,
             c.guest_type_id, c.guest_count, c.extras
      from sel join cases c on c.number = sel.number
      join agencies ag on ag.id = c.customer_id
    ),
    stays_of_case as (
      -- each stay keeps its sale, cost and nights without a cost (rule stayAmounts, written with the stay)
      select s.case_number, sum(s.sale) as sale, sum(s.cost) as cost, count(*) filter (where s.cost_missing > 0) as missing
      from cs join stays s on s.case_number = cs.number
      group by s.case_number
    ),
    items as (
      select m.case_number, greatest(0, m.persons - m.freebies)::bigint * m.unit_price as sale,
             greatest(0, m.persons - m.freebies)::bigint * coalesce(rm.cost, 0) as cost, (rm.cost is null) as missing
      from cs join meals m on m.case_number = cs.number
      left join restaurant_menus rm on rm.restaurant_id = m.restaurant_id and rm.guest_type_id = cs.guest_type_id
      union all
      select b.case_number, b.quantity::bigint * b.unit_price, b.quantity::bigint * coalesce(bc.cost, 0), bc.cost is null
      from cs join bus_trips b on b.case_number = cs.number
      left join lateral (select bp.cost from bus_prices bp where bp.bus_service_id = b.service_id
                         and bp.max_seats >= cs.guest_count order by bp.max_seats limit 1) as bc on true
      union all
      select g.case_number, g.quantity::bigint * g.unit_price, g.quantity::bigint * coalesce(gs.cost, 0), gs.cost is null
      from cs join guided_tours g on g.case_number = cs.number join guide_services gs on gs.id = g.service_id
      union all
      select cs.number, (x ->> 'value')::bigint, 0, (x ->> 'value')::bigint > 0
      from cs cross join lateral jsonb_array_elements(cs.extras) as x
    ),
    items_of_case as (
      select case_number, sum(sale) as sale, sum(cost) as cost, count(*) filter (where missing) as missing
      from items group by case_number
    )
    select cs.number, cs.name, cs.customer, cs.begin_date, cs.invoice_date, cs.ref_date,
      (coalesce(st.sale, 0) + coalesce(it.sale, 0))::float8 as sale,
      (coalesce(st.cost, 0) + coalesce(it.cost, 0))::float8 as cost,
      (coalesce(st.missing, 0) + coalesce(it.missing, 0))::int as missing
    from cs left join stays_of_case st on st.case_number = cs.number
    left join items_of_case it on it.case_number = cs.number
    order by cs.ref_date, cs.number`;
}
