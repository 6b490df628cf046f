import { type Kysely, sql } from 'kysely';

/**
 * Parent/child integrity a concurrent request could split (docs/SECURITY.md). Frozen in time.
 *
 * - holds.stay_id → stays (ON DELETE CASCADE): a case or stay deleted while its stay got an
 *   option or a reservation left the hold behind, still counted by the allotment search and
 *   releasable by no call. Such orphans already there are reported and released first.
 * - hotel_prices (hotel_id, guest_type_id) → hotel_offers: a price entry belongs to its price
 *   list. A price list is never deleted on its own (disabling keeps the row), so an entry
 *   without one can only come from outside the app: an inactive price list is created for it
 *   (the prices are kept, unused, as for a disabled list) and reported.
 *
 * The other pairs already have their keys: stays, meals, bus trips and guided tours → cases
 * (cascade), availability blocks, holds and prices → hotels (restrict), menus and bus prices →
 * their service (cascade), accounts → agencies (cascade), sessions → accounts (cascade).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  const orphans = await sql<{ id: number; hotel_id: number; stay_id: number; kind: string; places: number }>`
    delete from holds h
    where h.stay_id is not null and not exists (select 1 from stays s where s.id = h.stay_id)
    returning h.id, h.hotel_id, h.stay_id, h.kind, h.places`.execute(db);
  if (orphans.rows.length > 0) {
    console.warn(
      `Migrazione 0012: rilasciati ${orphans.rows.length} blocchi posti senza pernottamento: ${orphans.rows
        .map(
          (h) => `#${h.id} (${h.kind}, hotel ${h.hotel_id}, ${h.places} posti, pernottamento ${h.stay_id})`,
        )
        .join('; ')}`,
    );
  }
  await sql`alter table holds add constraint holds_stay_fk
    foreign key (stay_id) references stays (id) on delete cascade`.execute(db);

  const lists = await sql<{ hotel_id: number; guest_type_id: string }>`
    insert into hotel_offers (hotel_id, guest_type_id, active)
    select distinct p.hotel_id, p.guest_type_id, false from hotel_prices p
    where not exists (
      select 1 from hotel_offers o where o.hotel_id = p.hotel_id and o.guest_type_id = p.guest_type_id)
    returning hotel_id, guest_type_id`.execute(db);
  if (lists.rows.length > 0) {
    console.warn(
      `Migrazione 0012: creati ${lists.rows.length} listini disattivati per prezzi senza listino: ${lists.rows
        .map((o) => `hotel ${o.hotel_id} / ${o.guest_type_id}`)
        .join('; ')}`,
    );
  }
  await sql`alter table hotel_prices add constraint hotel_prices_offer_fk
    foreign key (hotel_id, guest_type_id) references hotel_offers (hotel_id, guest_type_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table hotel_prices drop constraint hotel_prices_offer_fk`.execute(db);
  await sql`alter table holds drop constraint holds_stay_fk`.execute(db);
}
