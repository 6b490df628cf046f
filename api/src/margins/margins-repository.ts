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

const num = (json: ReturnType<typeof sql>) =>
  sql`(case when jsonb_typeof(${json}) = 'number' then (${json} #>> '{}')::bigint end)`;

/**
 * Sale and cost of the cases filed under `from` .. `to` (by departure date, or by the date of
 * their invoice: cases without one are left out), computed in SQL with the rules of
 * `caseTotals` and `caseMargin` (libs/contracts/src/rules): stays night by night from the price
 * rows kept with them, meals, bus trips, guided tours, extra lines. `missing` counts the lines
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
      : sql`select c.number, c.begin_date as ref_date,
              (select i.docdate from invoices i where i.case_number = c.number and i.kind = 'TD01') as invoice_date
            from cases c where c.begin_date between ${from}::date and ${to}::date`;
  return sql<MarginCaseDbRow>`
    with sel as (${selected}),
    cs as (
      select c.number, c.name, ag.full_name as customer, to_char(c.begin_date, 'YYYY-MM-DD') as begin_date,
             to_char(sel.invoice_date, 'YYYY-MM-DD') as invoice_date, to_char(sel.ref_date, 'YYYY-MM-DD') as ref_date,
             c.guest_type_id, c.guest_count, c.extras, gt.base_accomodation_id as base, gt.extra_accomodation_ids as extra_types
      from sel join cases c on c.number = sel.number
      join agencies ag on ag.id = c.customer_id
      join guest_types gt on gt.id = c.guest_type_id
    ),
    sr as (
      select s.id as stay_id, s.case_number, s.begin, s."end", s.guests, s.prices, s.freebies_count, s.freebies_value,
             s.conditions, s.price_rows, coalesce(s.freebie ->> 'accomodationId', cs.base) as free_type,
             cs.base, cs.extra_types
      from cs join stays s on s.case_number = cs.number
    ),
    nights as (
      select sr.stay_id, to_char(d, 'YYYY-MM-DD') as day
      from sr cross join lateral generate_series(sr.begin, sr."end" - 1, interval '1 day') as d
    ),
    conds as (
      select sr.stay_id, e.x ->> 'date' as day, e.x ->> 'serviceClassId' as sc, e.o
      from sr cross join lateral jsonb_array_elements(sr.conditions) with ordinality as e(x, o)
    ),
    prow as (
      select sr.stay_id, e.o, e.x ->> 'begin' as b, e.x ->> 'end' as e
      from sr cross join lateral jsonb_array_elements(sr.price_rows) with ordinality as e(x, o)
    ),
    night_class as (
      -- each night's service class (the first condition of its day; 'hb' without one)
      select distinct on (n.stay_id, n.day) n.stay_id, n.day, coalesce(c.sc, 'hb') as sc
      from nights n left join conds c on c.stay_id = n.stay_id and c.day = n.day
      order by n.stay_id, n.day, c.o
    ),
    night_row as (
      -- and the first price row covering it (none: no price, no cost)
      select distinct on (n.stay_id, n.day) n.stay_id, n.sc, p.o as pr
      from night_class n left join prow p on p.stay_id = n.stay_id and p.b <= n.day and n.day <= p.e
      order by n.stay_id, n.day, p.o
    ),
    runs as (
      -- the nights of a stay with the same class and price row: their prices and costs are the same
      select nr.stay_id, nr.sc, nr.pr, count(*)::bigint as nights from night_row nr group by nr.stay_id, nr.sc, nr.pr
    ),
    run_rows as (
      select r.stay_id, r.sc, r.nights, sr.guests, sr.prices, sr.freebies_count, sr.free_type, sr.base, sr.extra_types,
             sr.price_rows -> (r.pr::int - 1) as pr
      from runs r join sr on sr.stay_id = r.stay_id
    ),
    units as (
      -- each accommodation type with guests: its unit price (agreed, else listed) and cost
      select rr.stay_id, rr.nights * (rr.guests ->> a.acc)::bigint as qty,
        coalesce(${num(sql`rr.prices -> a.acc -> rr.sc`)},
          case when a.acc = rr.base then ${num(sql`rr.pr -> 'prices' -> rr.sc`)}
               else ${num(sql`rr.pr -> 'prices' -> rr.sc`)} + ${num(sql`rr.pr -> 'extras' -> a.acc`)} end) as price,
        case when a.acc = rr.base then ${num(sql`rr.pr -> 'costs' -> rr.sc`)}
             else ${num(sql`rr.pr -> 'costs' -> rr.sc`)} + ${num(sql`rr.pr -> 'extrasCosts' -> a.acc`)} end as cost
      from run_rows rr
      cross join lateral (select rr.base as acc union all select unnest(rr.extra_types)) as a
      where jsonb_typeof(rr.guests -> a.acc) = 'number' and (rr.guests ->> a.acc)::numeric > 0
      union all
      -- the free guests of the class, at the cost of the freebie accommodation type
      select rr.stay_id, -rr.nights * (rr.freebies_count ->> rr.sc)::bigint, 0,
        case when rr.free_type = rr.base then ${num(sql`rr.pr -> 'costs' -> rr.sc`)}
             when rr.free_type = any(rr.extra_types)
               then ${num(sql`rr.pr -> 'costs' -> rr.sc`)} + ${num(sql`rr.pr -> 'extrasCosts' -> rr.free_type`)} end
      from run_rows rr
      where jsonb_typeof(rr.freebies_count -> rr.sc) = 'number' and (rr.freebies_count ->> rr.sc)::numeric > 0
    ),
    stay_money as (
      select u.stay_id, sum(u.qty * coalesce(u.price, 0)) as sale, sum(u.qty * coalesce(u.cost, 0)) as cost,
             bool_or(u.cost is null) as missing
      from units u group by u.stay_id
    ),
    stay_classes as (select stay_id, array_agg(sc) as scs from runs group by stay_id),
    stay_freebies as (
      -- the freebies' value of each service class the stay has nights in
      select sr.stay_id, sr.case_number,
        coalesce((select sum((v.value #>> '{}')::bigint) from jsonb_each(sr.freebies_value) as v(key, value)
         where jsonb_typeof(v.value) = 'number' and (v.value #>> '{}')::numeric > 0 and v.key = any(k.scs)), 0) as value
      from sr left join stay_classes k on k.stay_id = sr.stay_id
    ),
    stays_of_case as (
      select f.case_number, sum(coalesce(m.sale, 0) - f.value) as sale, sum(coalesce(m.cost, 0)) as cost,
             count(*) filter (where m.missing) as missing
      from stay_freebies f left join stay_money m on m.stay_id = f.stay_id
      group by f.case_number
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
