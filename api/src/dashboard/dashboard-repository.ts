import type { SalesFigures } from '@ham/contracts/dashboard';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** The filters of 'Cruscotto' that narrow the cases and holds (docs/product/dashboard.md). */
export interface DashboardFilters {
  area?: number;
  hotel?: number;
  guestType?: string;
}

/**
 * 'Andamento vendite' of one period (docs/product/dashboard.md#andamento-vendite): the cases whose
 * Data inizio falls in `from` .. `to`, by its month 'YYYY-MM': how many, their guests (N.
 * partecipanti) and guest-nights (each stay's guests × its nights). With a hotel or an area, only
 * the cases with a stay there, and only those stays' guest-nights; with a guest type, the cases of
 * that type.
 */
export async function salesByMonth(
  db: Executor,
  from: string,
  to: string,
  f: DashboardFilters,
): Promise<Map<string, SalesFigures>> {
  const stayFilters = [sql`true`];
  if (f.hotel !== undefined) stayFilters.push(sql`s.hotel_id = ${f.hotel}`);
  if (f.area !== undefined) stayFilters.push(sql`h.area_id = ${f.area}`);
  const stayFilter = sql.join(stayFilters, sql` and `);
  const caseFilters = [sql`c.begin_date >= ${from}::date`, sql`c.begin_date <= ${to}::date`];
  if (f.guestType !== undefined) caseFilters.push(sql`c.guest_type_id = ${f.guestType}`);
  if (f.hotel !== undefined || f.area !== undefined)
    caseFilters.push(sql`exists (select 1 from stays s join hotels h on h.id = s.hotel_id
      where s.case_number = c.number and ${stayFilter})`);
  const result = await sql<{ month: string; cases: number; guests: number; nights: number }>`
    select to_char(c.begin_date, 'YYYY-MM') as month, count(*)::int as cases,
           coalesce(sum(c.guest_count), 0)::int as guests, coalesce(sum(n.nights), 0)::int as nights
    from cases c
    cross join lateral (
      select sum((select coalesce(sum(g.value::int), 0) from jsonb_each_text(s.guests) g)
                 * (s."end" - s."begin")) as nights
      from stays s join hotels h on h.id = s.hotel_id
      where s.case_number = c.number and ${stayFilter}
    ) n
    where ${sql.join(caseFilters, sql` and `)}
    group by 1
  `.execute(db);
  return new Map(result.rows.map((r) => [r.month, { cases: r.cases, guests: r.guests, nights: r.nights }]));
}

/**
 * 'Da fare oggi' read from the database (docs/product/dashboard.md#da-fare-oggi), for every hotel
 * and case (the lists they link to are not filtered either): active options expiring from today
 * to `optionsUntil` and quote requests still 'Nuova'.
 */
export async function todoCounts(db: Executor, today: string, optionsUntil: string) {
  const result = await sql<{ expiring_options: number; new_quote_requests: number }>`
    select
      (select count(*) from holds x
        where x.kind = 'option' and x.expires >= ${today}::date and x.expires <= ${optionsUntil}::date
      )::int as expiring_options,
      (select count(*) from quote_requests r where r.status = 'new')::int as new_quote_requests
  `.execute(db);
  return result.rows[0];
}
