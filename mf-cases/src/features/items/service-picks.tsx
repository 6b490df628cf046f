import type { BusHit, GuideHit, RestaurantHit } from '@ham/contracts';
import { busUnitPrice } from '@ham/contracts';
import { nameWithContext } from '@ham/ui';
import type { PickedService } from './item-forms';

/** The group a case's services are chosen for: its guest type and size; `nameOf` names a guest type. */
export type PickGroup = { guestTypeId: string; guestCount: number; nameOf(guestTypeId: string): string };

/** A restaurant for a meal: its menu's price and freebie rule for the group; none means unusable. */
export const restaurantPick =
  ({ guestTypeId, nameOf }: PickGroup) =>
  (h: RestaurantHit): PickedService => ({
    id: h.id,
    name: h.name,
    place: h.location.name,
    price: h.prices[guestTypeId] ?? null,
    freeEvery: h.freeEvery[guestTypeId] ?? null,
    unusable: h.prices[guestTypeId] === undefined ? `Nessun menù per ${nameOf(guestTypeId)}` : undefined,
  });

/** A bus service: the price of the row with the fewest seats that seats everybody. */
export const busPick =
  ({ guestCount }: PickGroup) =>
  (h: BusHit): PickedService => ({
    id: h.id,
    name: h.name,
    place: h.location.name,
    price: busUnitPrice(h.prices, guestCount),
  });

/** A guide: for the group's guest type or for any; one for another guest type is unusable. */
export const guidePick =
  ({ guestTypeId, nameOf }: PickGroup) =>
  (h: GuideHit): PickedService => ({
    id: h.id,
    name: h.name,
    place: h.location.name,
    price: h.price,
    unusable:
      h.guestTypeId !== null && h.guestTypeId !== guestTypeId
        ? `Solo per ${nameOf(h.guestTypeId)}`
        : undefined,
  });

/** What every service picker shows and refuses: the name with its place; the reason it cannot serve. */
export const pickedServiceDisplay = {
  itemToString: (s: PickedService) => s.name,
  renderItem: (s: PickedService) => (s.place ? nameWithContext(s.name, s.place) : s.name),
  itemDisabled: (s: PickedService) => s.unusable,
};

/** `PickGroup`'s `nameOf` over the reference data's guest types (the id when unknown). */
export const guestTypeNamer =
  (guestTypes: readonly { id: string; name: string }[]) =>
  (id: string): string =>
    guestTypes.find((g) => g.id === id)?.name ?? id;
