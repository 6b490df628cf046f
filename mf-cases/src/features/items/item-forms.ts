import {
  caseCents,
  caseCount,
  caseMessages,
  isoDate,
  type Meal,
  type MealWriteInput,
  mealTime,
  type ServiceItem,
  type ServiceItemWriteInput,
  serviceItemQuantity,
} from '@ham/contracts';
import { z } from 'zod';

/** The chosen service as the form keeps it; `price`/`freeEvery` are its defaults for the case's group (unknown: undefined). */
/**
 * A service chosen in a picker: its id and name (all that a saved item knows of it), and from the
 * search its price and freebie rule for the group, its place, and why it cannot serve the group.
 */
export type PickedService = {
  id: number;
  name: string;
  price?: number | null;
  freeEvery?: number | null;
  place?: string;
  unusable?: string;
};

const picked = (message: string) =>
  z
    .custom<PickedService | null>(
      (v) => v === null || (typeof v === 'object' && typeof (v as PickedService).id === 'number'),
    )
    .refine((v) => v !== null, message);

/** docs/product/services.md#items-of-a-case: a restaurant ('Selezionare un ristorante per procedere'), persons, freebies, unit price. */
export const mealForm = z.object({
  restaurant: picked(caseMessages.selectRestaurant),
  date: isoDate,
  time: mealTime,
  persons: caseCount,
  freebies: caseCount,
  unitPrice: caseCents,
});
/** The form's values: the schema's output, with the `Empty` fields null until the user types them. */
type FormValues<TSchema extends z.ZodType, Empty extends keyof z.output<TSchema>> = Omit<
  z.output<TSchema>,
  Empty
> & { [K in Empty]: z.output<TSchema>[K] | null };

/** A saved item's service as the form keeps it (no defaults: the item has its own price). */
const pickedOf = ({ id, name }: { id: number; name: string }): PickedService => ({ id, name });

export type MealForm = FormValues<
  typeof mealForm,
  'restaurant' | 'date' | 'persons' | 'freebies' | 'unitPrice'
>;
export const mealToForm = ({ restaurant, date, time, persons, freebies, unitPrice }: Meal): MealForm => ({
  restaurant: pickedOf(restaurant),
  date,
  time,
  persons,
  freebies,
  unitPrice,
});
export const mealPayload = ({ restaurant, ...v }: z.output<typeof mealForm>): MealWriteInput => ({
  restaurantId: (restaurant as PickedService).id,
  ...v,
});

/** docs/product/services.md#items-of-a-case: a service ('Selezionare un servizio per procedere') and a quantity; no price → the service's. */
export const serviceItemForm = z.object({
  service: picked(caseMessages.selectService),
  date: isoDate,
  quantity: serviceItemQuantity,
  unitPrice: caseCents.nullable(),
});
export type ServiceItemForm = FormValues<typeof serviceItemForm, 'service' | 'date' | 'quantity'>;
export const serviceItemToForm = ({ service, date, quantity, unitPrice }: ServiceItem): ServiceItemForm => ({
  service: pickedOf(service),
  date,
  quantity,
  unitPrice,
});
export const serviceItemPayload = ({
  service,
  ...v
}: z.output<typeof serviceItemForm>): ServiceItemWriteInput => ({
  serviceId: (service as PickedService).id,
  ...v,
});

/** How a meal's form is read, checked and sent (CaseItemPage's schema, toForm, toPayload). */
export const mealEditing = {
  schema: mealForm,
  toForm: mealToForm,
  toPayload: mealPayload,
  itemDate: (v: z.output<typeof mealForm>) => v.date,
};

/** How a bus trip's or guided tour's form is read, checked and sent. */
export const serviceItemEditing = {
  schema: serviceItemForm,
  toForm: serviceItemToForm,
  toPayload: serviceItemPayload,
  itemDate: (v: z.output<typeof serviceItemForm>) => v.date,
};
