import type { HistoryTable } from '@ham/contracts/history';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

// A history line stores a record as the database held it: an area's `country_id` is 'IT', a stay's
// `hotel_id` is 12. 'Storico modifiche' and 'Registro attività' show the names instead ('Italia',
// 'Hotel Bellavista'), read when the lines are read (docs/product/history.md): one query per
// referenced table for a whole page, the raw value where the record no longer exists.

/** Where a reference's name is read. */
type Source =
  | 'countries'
  | 'areas'
  | 'locations'
  | 'hotels'
  | 'guest_types'
  | 'agencies'
  | 'accounts'
  | 'roles'
  | 'hotelCategories'
  | 'hotelPositions'
  | 'accomodationTypes'
  | 'service_classes'
  | 'restaurants'
  | 'bus_services'
  | 'guide_services';

const SHARED: Record<string, Source> = {
  country_id: 'countries',
  area_id: 'areas',
  location_id: 'locations',
  hotel_id: 'hotels',
  guest_type_id: 'guest_types',
  agency_id: 'agencies',
  customer_id: 'agencies',
  user_id: 'accounts',
  forced_by: 'accounts',
  created_by: 'accounts',
  sent_by: 'accounts',
  updated_by: 'accounts',
  role_id: 'roles',
  category_id: 'hotelCategories',
  position_id: 'hotelPositions',
  freebie_accomodation_id: 'accomodationTypes',
  accomodation_id: 'accomodationTypes',
  service_class_id: 'service_classes',
  restaurant_id: 'restaurants',
  bus_service_id: 'bus_services',
};
/** A table's own meaning of a field wins over the shared one. */
const BY_TABLE: Partial<Record<HistoryTable, Record<string, Source>>> = {
  bus_trips: { service_id: 'bus_services' },
  guided_tours: { service_id: 'guide_services' },
  participants: { accomodation_id: 'accomodationTypes' },
};

/** Where the name of `table.field`'s value is read; none: the field is not a reference. */
export function referenceSource(table: HistoryTable, field: string): Source | undefined {
  return BY_TABLE[table]?.[field] ?? SHARED[field];
}

/** The names of the references a set of lines holds: `name(table, field, value)`. */
export type ReferenceNames = (table: HistoryTable, field: string, value: unknown) => string | undefined;

type Row = { table_name: string; old: Record<string, unknown> | null; new: Record<string, unknown> | null };

/** The ids each source must be asked for, from the lines' old and new values. */
export function referencedIds(rows: readonly Row[]): Map<Source, Set<string>> {
  const wanted = new Map<Source, Set<string>>();
  for (const row of rows) {
    for (const values of [row.old, row.new]) {
      for (const [field, value] of Object.entries(values ?? {})) {
        if (typeof value !== 'number' && typeof value !== 'string') continue;
        const source = referenceSource(row.table_name as HistoryTable, field);
        if (!source) continue;
        const ids = wanted.get(source) ?? new Set<string>();
        ids.add(String(value));
        wanted.set(source, ids);
      }
    }
  }
  return wanted;
}

const REF_LISTS = new Set<Source>(['hotelCategories', 'hotelPositions', 'accomodationTypes']);
const NUMERIC = new Set<Source>([
  'areas',
  'locations',
  'hotels',
  'agencies',
  'accounts',
  'restaurants',
  'bus_services',
  'guide_services',
]);
const NAME_SQL: Partial<Record<Source, string>> = {
  agencies: 'full_name',
  accounts: "first_name || ' ' || last_name",
  service_classes: 'description',
};

async function namesOf(db: Executor, source: Source, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (REF_LISTS.has(source)) {
    const r = await sql<{ id: string; name: string }>`
      select id, name from ref_items where list = ${source} and id = any(${ids}::text[])`.execute(db);
    return r.rows;
  }
  // Numeric keys: values that are not whole numbers (a corrupt line) are never asked for.
  const keys = NUMERIC.has(source) ? ids.filter((id) => /^\d{1,15}$/.test(id)) : ids;
  if (!keys.length) return [];
  const name = sql.raw(NAME_SQL[source] ?? 'name');
  const key = NUMERIC.has(source) ? sql`${keys}::bigint[]` : sql`${keys}::text[]`;
  const r = await sql<{ id: string; name: string }>`
    select id::text as id, ${name} as name from ${sql.table(source)} where id = any(${key})`.execute(db);
  return r.rows;
}

/** Reads the names of every reference in `rows`, one query per referenced table. */
export async function loadReferenceNames(db: Executor, rows: readonly Row[]): Promise<ReferenceNames> {
  const names = new Map<string, string>();
  await Promise.all(
    [...referencedIds(rows)].map(async ([source, ids]) => {
      for (const r of await namesOf(db, source, [...ids])) names.set(`${source}:${r.id}`, r.name);
    }),
  );
  return (table, field, value) => {
    const source = referenceSource(table, field);
    return source && value !== null && value !== undefined
      ? names.get(`${source}:${String(value)}`)
      : undefined;
  };
}
