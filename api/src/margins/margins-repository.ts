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
  const night = sql.ref('n.day');
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
    nights as (
      select s.id as stay_id, s.case_number, cs.base, cs.extra_types, s.guests, s.prices, s.freebies_count,
             coalesce(s.freebie ->> 'accomodationId', cs.base) as free_type,
             coalesce(cond.sc, 'hb') as sc, pr.r as pr
      from cs join stays s on s.case_number = cs.number
      cross join lateral (select to_char(d, 'YYYY-MM-DD') as day
                          from generate_series(s.begin, s."end" - 1, interval '1 day') as d) as n
      left join lateral (select x ->> 'serviceClassId' as sc from jsonb_array_elements(s.conditions) with ordinality as e(x, o)
                         where x ->> 'date' = ${night} order by o limit 1) as cond on true
      left join lateral (select x as r from jsonb_array_elements(s.price_rows) with ordinality as e(x, o)
                         where x ->> 'begin' <= ${night} and ${night} <= x ->> 'end' order by o limit 1) as pr on true
    ),
    units as (
      -- each accommodation type with guests on each night: its unit price (agreed, else listed) and cost
      select nt.stay_id, nt.case_number, (nt.guests ->> a.acc)::bigint as qty,
        coalesce(${num(sql`nt.prices -> a.acc -> nt.sc`)},
          case when a.acc = nt.base then ${num(sql`nt.pr -> 'prices' -> nt.sc`)}
               else ${num(sql`nt.pr -> 'prices' -> nt.sc`)} + ${num(sql`nt.pr -> 'extras' -> a.acc`)} end) as price,
        case when a.acc = nt.base then ${num(sql`nt.pr -> 'costs' -> nt.sc`)}
             else ${num(sql`nt.pr -> 'costs' -> nt.sc`)} + ${num(sql`nt.pr -> 'extrasCosts' -> a.acc`)} end as cost
      from nights nt
      cross join lateral (select nt.base as acc union all select unnest(nt.extra_types)) as a
      where jsonb_typeof(nt.guests -> a.acc) = 'number' and (nt.guests ->> a.acc)::numeric > 0
      union all
      -- the free guests of the night's class, at the cost of the freebie accommodation type
      select nt.stay_id, nt.case_number, -(nt.freebies_count ->> nt.sc)::bigint, 0,
        case when nt.free_type = nt.base then ${num(sql`nt.pr -> 'costs' -> nt.sc`)}
             when nt.free_type = any(nt.extra_types)
               then ${num(sql`nt.pr -> 'costs' -> nt.sc`)} + ${num(sql`nt.pr -> 'extrasCosts' -> nt.free_type`)} end
      from nights nt
      where jsonb_typeof(nt.freebies_count -> nt.sc) = 'number' and (nt.freebies_count ->> nt.sc)::numeric > 0
    ),
    stay_money as (
      select u.stay_id, u.case_number, sum(u.qty * coalesce(u.price, 0)) as sale, sum(u.qty * coalesce(u.cost, 0)) as cost,
             bool_or(u.cost is null) as missing
      from units u group by u.stay_id, u.case_number
    ),
    stay_classes as (select stay_id, array_agg(distinct sc) as scs from nights group by stay_id),
    stay_freebies as (
      -- the freebies' value of each service class the stay has nights in
      select s.id as stay_id, s.case_number,
        coalesce((select sum((v.value #>> '{}')::bigint) from jsonb_each(s.freebies_value) as v(key, value)
         where jsonb_typeof(v.value) = 'number' and (v.value #>> '{}')::numeric > 0 and v.key = any(k.scs)), 0) as value
      from cs join stays s on s.case_number = cs.number
      left join stay_classes k on k.stay_id = s.id
    ),
    stays_of_case as (
      select s.case_number, sum(coalesce(m.sale, 0) - f.value) as sale, sum(coalesce(m.cost, 0)) as cost,
             count(*) filter (where m.missing) as missing
      from stay_freebies f join stays s on s.id = f.stay_id left join stay_money m on m.stay_id = s.id
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
