import type { Role, StaticData } from '@ham/contracts';
import type { Db } from '../db/schema';

/** Every reference list of /static (docs/product/reference-data.md), read from the tables the migrations seed. */
export async function loadStaticData(db: Db): Promise<StaticData> {
  const [items, guestTypes, serviceClasses, roles, flags] = await Promise.all([
    db.selectFrom('ref_items').select(['list', 'id', 'name']).orderBy('list').orderBy('sort').execute(),
    db.selectFrom('guest_types').selectAll().orderBy('sort').execute(),
    db.selectFrom('service_classes').selectAll().orderBy('sort').execute(),
    db.selectFrom('roles').selectAll().orderBy('sort').execute(),
    db.selectFrom('feature_flags').selectAll().execute(),
  ]);
  const list = (name: string) => items.filter((i) => i.list === name).map(({ id, name }) => ({ id, name }));
  const flag = (id: string) => flags.find((f) => f.id === id)?.enabled ?? false;
  return {
    hotelCategories: list('hotelCategories'),
    hotelPositions: list('hotelPositions'),
    accomodationTypes: list('accomodationTypes'),
    serviceItems: list('serviceItems'),
    guestTypes: guestTypes.map((g) => ({
      id: g.id,
      name: g.name,
      baseAccomodationId: g.base_accomodation_id,
      extraAccomodationIds: g.extra_accomodation_ids,
    })),
    serviceClasses: serviceClasses.map(({ id, abbr, description }) => ({ id, abbr, description })),
    defaultServiceClassId: serviceClasses.find((s) => s.is_default)?.id ?? 'hb',
    adminRoles: roles.map((r) => ({
      id: r.id as Role['id'],
      name: r.name,
      description: r.description,
      permissions: r.permissions as Role['permissions'],
    })),
    features: { selfQuoteEnabled: flag('selfQuoteEnabled') },
  };
}
