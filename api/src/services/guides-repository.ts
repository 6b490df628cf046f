import type {
  Guide,
  GuideHit,
  GuideListItem,
  GuideWrite,
  Paged,
  ServiceListQuery,
  ServiceSearchQuery,
} from '@ham/contracts';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';
import { fetchPage } from '../db/paging';
import type { Db } from '../db/schema';
import { versionedUpdate } from '../db/versioned-update';
import { placeOf, serviceConditions } from './service-query';

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
const hoursOf = (hours: string | null) => (hours === null ? null : Number(hours));

export async function listGuides(
  db: Db,
  { name, loc, area, country, p, ipp }: ServiceListQuery,
): Promise<Paged<GuideListItem>> {
  let query = db
    .selectFrom('guide_services as s')
    .leftJoin('guest_types as g', 'g.id', 's.guest_type_id')
    .select([
      's.id',
      's.name',
      placeOf('s').as('location'),
      'g.id as guest_type_id',
      'g.name as guest_type_name',
    ]);
  for (const condition of serviceConditions('s', name ?? '', { loc, area, country }))
    query = query.where(condition);
  const page = await fetchPage(query.orderBy(nameSearch('s.name', name ?? '').sortKey).orderBy('s.id'), {
    p,
    ipp,
  });
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
export async function searchGuides(
  db: Db,
  { q, loc, area, country, gt }: ServiceSearchQuery,
  limit = 20,
): Promise<GuideHit[]> {
  const match = nameSearch('s.name', q);
  let query = db
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
  for (const condition of serviceConditions('s', q, { loc, area, country })) query = query.where(condition);
  if (gt) query = query.where('s.guest_type_id', '=', gt);
  const rows = await query.orderBy(match.rank).orderBy(match.sortKey).orderBy('s.id').limit(limit).execute();
  return rows.map((r) => ({ ...r, hours: hoursOf(r.hours) }));
}

export async function insertGuide(db: Executor, input: GuideWrite): Promise<number> {
  const row = await db
    .insertInto('guide_services')
    .values(columnsOf(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic update (409 StaleRecord, 404). */
export async function updateGuide(
  db: Executor,
  id: number,
  version: number,
  input: GuideWrite,
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(db, 'guide_services', id, version, columnsOf(input), notFoundMessage);
}

/** false when there was no such service. */
export async function deleteGuide(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('guide_services').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
