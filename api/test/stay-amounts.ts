import { type StayAmounts, stayAmounts } from '@ham/contracts';
import type { Db } from '../src/db/schema';

export interface StayAmountsCheck {
  id: number;
  stored: StayAmounts;
  rule: StayAmounts;
}

/**
 * Every stay of the database (or of `caseNumber`) with its stored `sale`, `cost` and
 * `cost_missing` and what the rule `stayAmounts` computes now from the row's own data and its
 * case's guest type. `expect(mismatches(await stayAmountsChecks(db))).toEqual([])`.
 */
export async function stayAmountsChecks(db: Db, caseNumber?: number): Promise<StayAmountsCheck[]> {
  let q = db
    .selectFrom('stays as s')
    .innerJoin('cases as c', 'c.number', 's.case_number')
    .innerJoin('guest_types as gt', 'gt.id', 'c.guest_type_id')
    .select([
      's.id',
      's.begin',
      's.end',
      's.guests',
      's.prices',
      's.freebies_count',
      's.freebies_value',
      's.conditions',
      's.price_rows',
      's.freebie',
      's.sale',
      's.cost',
      's.cost_missing',
      'gt.base_accomodation_id',
      'gt.extra_accomodation_ids',
    ])
    .orderBy('s.id');
  if (caseNumber !== undefined) q = q.where('s.case_number', '=', caseNumber);
  return (await q.execute()).map((r) => ({
    id: r.id,
    stored: { sale: r.sale, cost: r.cost, costMissing: r.cost_missing },
    rule: stayAmounts({
      begin: r.begin,
      end: r.end,
      conditions: r.conditions,
      guests: r.guests,
      prices: r.prices,
      freebiesCount: r.freebies_count,
      freebiesValue: r.freebies_value,
      priceRows: r.price_rows,
      guestType: {
        baseAccomodationId: r.base_accomodation_id,
        extraAccomodationIds: r.extra_accomodation_ids,
      },
      freebieAccomodationId: r.freebie?.accomodationId ?? null,
    }),
  }));
}

/** The checks whose stored amounts differ from the rule's (none when every stay is up to date). */
export const staleStayAmounts = (checks: readonly StayAmountsCheck[]) =>
  checks.filter(
    (c) =>
      c.stored.sale !== c.rule.sale ||
      c.stored.cost !== c.rule.cost ||
      c.stored.costMissing !== c.rule.costMissing,
  );
