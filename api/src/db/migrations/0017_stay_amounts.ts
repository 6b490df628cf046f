import { stayAmounts } from '@ham/contracts';
import { type Kysely, sql } from 'kysely';

/**
 * Each stay keeps its money on its row (docs/product/margins.md), so the 'Margini' report sums
 * three columns instead of pricing every night of every stay from its JSON:
 * - `sale`: the stay's total (its cost lines, freebies taken off), integer cents;
 * - `cost`: the known part of its purchase cost, integer cents;
 * - `cost_missing`: the nights of an accommodation type with guests and no cost (0: complete).
 * Computed by `stayAmounts` (libs/contracts rules/case-margin.ts) from the row's own data and its
 * case's guest type, which cannot change while the case has stays; every stay write recomputes
 * them in the same statement (cases-repository.ts `insertStay` / `updateStay`). The existing rows
 * are filled here with the same rule: unlike the other migrations this one imports code, the pure
 * rule of libs/contracts (no I/O, no app schema), so that no second formula exists. A later change
 * of that rule changes what the stays must keep: it comes with a migration that calls
 * `fillStayAmounts` again. Otherwise frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table stays add column sale bigint, add column cost bigint, add column cost_missing integer`.execute(
    db,
  );
  await fillStayAmounts(db);
  await sql`alter table stays
    alter column sale set not null,
    alter column cost set not null,
    alter column cost_missing set not null,
    add constraint stays_cost_missing check (cost_missing >= 0)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table stays drop column sale, drop column cost, drop column cost_missing`.execute(db);
}

interface StayForAmounts {
  id: number;
  begin: string;
  end: string;
  guests: Record<string, number>;
  prices: Record<string, Record<string, number | null>>;
  freebies_count: Record<string, number>;
  freebies_value: Record<string, number>;
  conditions: { date: string; serviceClassId: string }[];
  price_rows: Parameters<typeof stayAmounts>[0]['priceRows'];
  freebie: { accomodationId?: string } | null;
  base_accomodation_id: string;
  extra_accomodation_ids: string[];
}

/**
 * Computes `sale`, `cost` and `cost_missing` of every stay with `stayAmounts`, in batches of
 * `batch` stays by id. The migration fills the existing rows with it; the 'Margini' bench fills
 * the stays it inserts in SQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up
export async function fillStayAmounts(db: Kysely<any>, batch = 2000): Promise<number> {
  let last = 0;
  let filled = 0;
  for (;;) {
    const { rows } = await sql<StayForAmounts>`
      select s.id, to_char(s.begin, 'YYYY-MM-DD') as begin, to_char(s."end", 'YYYY-MM-DD') as "end",
        s.guests, s.prices, s.freebies_count, s.freebies_value, s.conditions, s.price_rows, s.freebie,
        gt.base_accomodation_id, gt.extra_accomodation_ids
      from stays s join cases c on c.number = s.case_number join guest_types gt on gt.id = c.guest_type_id
      where s.id > ${last} order by s.id limit ${batch}`.execute(db);
    if (rows.length === 0) return filled;
    const amounts = rows.map((r) =>
      stayAmounts({
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
    );
    await sql`update stays s set sale = v.sale, cost = v.cost, cost_missing = v.missing
      from unnest(${rows.map((r) => r.id)}::int[], ${amounts.map((a) => a.sale)}::bigint[],
                  ${amounts.map((a) => a.cost)}::bigint[], ${amounts.map((a) => a.costMissing)}::int[])
        as v(id, sale, cost, missing)
      where s.id = v.id`.execute(db);
    filled += rows.length;
    last = rows[rows.length - 1].id;
  }
}
