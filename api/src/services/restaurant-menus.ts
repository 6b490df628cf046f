import { messages, type RestaurantWrite, serviceMessages } from '@ham/contracts';

/** A restaurant's menu as stored: one row per guest type it serves. */
export interface MenuRow {
  guest_type_id: string;
  price: number;
  cost: number | null;
  free_every: number | null;
}

type MenuMaps = Pick<RestaurantWrite, 'prices' | 'costs' | 'freeEvery'>;

/**
 * The rules of the menu maps (docs/product/services.md#restaurants): every key is a known guest type
 * ('prices.x': 'Tipologia ospiti non valida'), and a cost or a freebie needs the menu,
 * i.e. its price ('prices.x': 'Campo obbligatorio').
 */
export function menuErrors(maps: MenuMaps, knownGuestTypes: ReadonlySet<string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const map of ['prices', 'costs', 'freeEvery'] as const) {
    for (const gt of Object.keys(maps[map])) {
      if (!knownGuestTypes.has(gt)) fields[`${map}.${gt}`] ??= serviceMessages.invalidGuestType;
      else if (map !== 'prices' && !(gt in maps.prices)) fields[`prices.${gt}`] ??= messages.required;
    }
  }
  return fields;
}

/** Every guest type the maps name (to check against the guest_types table). */
export const menuGuestTypes = (maps: MenuMaps): string[] => [
  ...new Set([...Object.keys(maps.prices), ...Object.keys(maps.costs), ...Object.keys(maps.freeEvery)]),
];

/** The maps of the payload as rows: one per available menu (a key of `prices`). */
export function mapsToMenus(maps: MenuMaps): MenuRow[] {
  return Object.entries(maps.prices).map(([gt, price]) => ({
    guest_type_id: gt,
    price,
    cost: maps.costs[gt] ?? null,
    free_every: maps.freeEvery[gt] ?? null,
  }));
}

/** Rows back to the maps of docs/product/services.md#restaurants: a cost and a freebie only where set. */
export function menusToMaps(rows: readonly MenuRow[]): MenuMaps {
  const maps: MenuMaps = { prices: {}, costs: {}, freeEvery: {} };
  for (const row of rows) {
    maps.prices[row.guest_type_id] = row.price;
    if (row.cost !== null) maps.costs[row.guest_type_id] = row.cost;
    if (row.free_every !== null) maps.freeEvery[row.guest_type_id] = row.free_every;
  }
  return maps;
}
