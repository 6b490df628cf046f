import type {
  Guide,
  GuideHit,
  GuideListItem,
  GuideWrite,
  Paged,
  ServiceListQuery,
  ServiceSearchQuery,
} from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { editableRows } from '../db/rows';
import type { Db } from '../db/schema';
import { pageOfServices, placeOf, searchServices } from './service-query';

const columnsOf = (input: GuideWrite) => ({
  name: input.name,
  location_id: input.locationId,
  company_name: input.companyName,
  company_address: input.companyAddress,
  phone: input.phone,
  email: input.email,
  guest_type_id: input.guestTypeId,
  price: input.price,
  cost: input.cost,
  extra_cost: input.extraCost,
  persons: input.persons,
  duration: input.duration,
  hours: input.hours,
  notes: input.notes,
});

/** numeric(4,2) comes back as text. */
export const hoursOf = (hours: string | null) => (hours === null ? null : Number(hours));

/** Guides `s` with their place and guest type `g` (none: any), as the lists show them (also the agencies'). */
export const guideListQuery = (db: Executor) =>
  db
    .selectFrom('guide_services as s')
    .leftJoin('guest_types as g', 'g.id', 's.guest_type_id')
    .select([
      's.id',
      's.name',
      placeOf('s').as('location'),
      'g.id as guest_type_id',
      'g.name as guest_type_name',
    ]);

export async function listGuides(db: Db, filters: ServiceListQuery): Promise<Paged<GuideListItem>> {
  const page = await pageOfServices(guideListQuery(db), filters);
  return {
    ...page,
    items: page.items.map(({ guest_type_id, guest_type_name, ...item }) => ({
      ...item,
      guestType: guest_type_id && guest_type_name ? { id: guest_type_id, name: guest_type_name } : null,
    })),
  };
}

export async function findGuide(db: Executor, id: number): Promise<Guide | undefined> {
  const row = await db
    .selectFrom('guide_services as s')
    .select([
      's.id',
      's.name',
      placeOf('s').as('location'),
      's.company_name as companyName',
      's.company_address as companyAddress',
      's.phone',
      's.email',
      's.guest_type_id as guestTypeId',
      's.price',
      's.cost',
      's.extra_cost as extraCost',
      's.persons',
      's.duration',
      's.hours',
      's.notes',
      's.version',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, hours: hoursOf(row.hours) };
}

/** For case files: guide services by name and place; with `gt`, only those for that guest type. */
export async function searchGuides(db: Db, search: ServiceSearchQuery, limit = 20): Promise<GuideHit[]> {
  const query = db
    .selectFrom('guide_services as s')
    .select([
      's.id',
      's.name',
      placeOf('s').as('location'),
      's.guest_type_id as guestTypeId',
      's.price',
      's.duration',
      's.hours',
    ]);
  const { gt } = search;
  // Every match, the guides for the group's guest type (or for any) first; the picker greys the others.
  const forGroup = gt ? sql<boolean>`(s.guest_type_id is null or s.guest_type_id = ${gt})` : undefined;
  const rows = await searchServices(query, search, limit, forGroup);
  return rows.map((r) => ({ ...r, hours: hoursOf(r.hours) }));
}

/** Insert, optimistic update (409 StaleRecord, 404) and delete (false: no such row). */
export const {
  insert: insertGuide,
  update: updateGuide,
  delete: deleteGuide,
} = editableRows('guide_services', columnsOf);
