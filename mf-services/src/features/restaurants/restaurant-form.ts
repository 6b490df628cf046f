import {
  configureZodLocale,
  type GuestType,
  messages,
  optionalEmail,
  optionalText,
  type Restaurant,
  type RestaurantWriteInput,
  requiredText,
  serviceMessages,
} from '@ham/contracts';
import { formSpec, formTexts } from '@ham/ui';
import { z } from 'zod';
import { emptyServicePlace, requiredLocation, withLocationId } from '../../shared/service-form';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

/** One menu card (one per guest type): 'Disponibile', 'Prezzo', 'Costo', 'Gratuità', 'Una gratuità ogni'. */
const menuForm = z
  .object({
    available: z.boolean(),
    price: z.number().int().min(0, messages.notNegative).nullable(),
    cost: z.number().int().min(0, messages.notNegative).nullable(),
    freebie: z.boolean(),
    freeEvery: z.number({ error: messages.required }).nullable(),
  })
  .superRefine((menu, ctx) => {
    if (!menu.available) return;
    if (menu.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: messages.required });
    if (!menu.freebie) return;
    if (menu.freeEvery === null || Number.isNaN(menu.freeEvery)) {
      ctx.addIssue({ code: 'custom', path: ['freeEvery'], message: messages.required });
    } else if (!Number.isInteger(menu.freeEvery)) {
      ctx.addIssue({ code: 'custom', path: ['freeEvery'], message: messages.integer });
    } else if (menu.freeEvery < 1) {
      ctx.addIssue({ code: 'custom', path: ['freeEvery'], message: serviceMessages.atLeastOne });
    }
  });
export type MenuForm = z.input<typeof menuForm>;

export const restaurantForm = z.object({
  name: requiredText(100),
  location: requiredLocation,
  address: optionalText(200),
  phone: optionalText(50),
  fax: optionalText(50),
  email: optionalEmail,
  website: optionalText(200),
  /** Keyed by guest type id. */
  menus: z.record(z.string(), menuForm),
});
export type RestaurantForm = z.input<typeof restaurantForm>;
export type RestaurantFormValues = z.output<typeof restaurantForm>;

const emptyMenu: MenuForm = { available: false, price: null, cost: null, freebie: false, freeEvery: null };

export function emptyRestaurant(guestTypes: readonly GuestType[]): RestaurantForm {
  return {
    ...emptyServicePlace,
    address: '',
    phone: '',
    fax: '',
    email: '',
    website: '',
    menus: Object.fromEntries(guestTypes.map((gt) => [gt.id, { ...emptyMenu }])),
  };
}

/** The record as the form shows it: a card per guest type, available when it has a price. */
export function restaurantToForm(r: Restaurant, guestTypes: readonly GuestType[]): RestaurantForm {
  const menu = (gt: string): MenuForm => ({
    available: gt in r.prices,
    price: r.prices[gt] ?? null,
    cost: r.costs[gt] ?? null,
    freebie: gt in r.freeEvery,
    freeEvery: r.freeEvery[gt] ?? null,
  });
  return {
    name: r.name,
    location: r.location,
    ...formTexts(r, ['address', 'phone', 'fax', 'email', 'website']),
    menus: Object.fromEntries(guestTypes.map((gt) => [gt.id, menu(gt.id)])),
  };
}

/**
 * The write payload of docs/product/services.md#restaurants: only the available menus are sent; a cost only
 * when not null; freeEvery only when the freebie toggle is on.
 */
export function restaurantPayload({ menus, ...fields }: RestaurantFormValues): RestaurantWriteInput {
  const prices: Record<string, number> = {};
  const costs: Record<string, number> = {};
  const freeEvery: Record<string, number> = {};
  for (const [gt, menu] of Object.entries(menus)) {
    if (!menu.available || menu.price === null) continue;
    prices[gt] = menu.price;
    if (menu.cost !== null) costs[gt] = menu.cost;
    if (menu.freebie && menu.freeEvery !== null) freeEvery[gt] = menu.freeEvery;
  }
  return { ...withLocationId(fields), prices, costs, freeEvery };
}

/** The restaurant's add and edit form: a menu card per guest type of the reference data. */
export const restaurantFormSpec = (guestTypes: readonly GuestType[]) =>
  formSpec({
    schema: restaurantForm,
    empty: emptyRestaurant(guestTypes),
    toForm: (r: Restaurant) => restaurantToForm(r, guestTypes),
    toPayload: restaurantPayload,
  });
