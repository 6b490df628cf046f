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
export type PickedService = { id: number; name: string; price?: number | null; freeEvery?: number | null };

const picked = (message: string) =>
  z
    .custom<PickedService | null>(
      (v) => v === null || (typeof v === 'object' && typeof (v as PickedService).id === 'number'),
    )
    .refine((v) => v !== null, message);

/** SPEC §5 Meal: a restaurant ('Selezionare un ristorante per procedere'), persons, freebies, unit price. */
export const mealForm = z.object({
  restaurant: picked(caseMessages.selectRestaurant),
  date: isoDate,
  time: mealTime,
  persons: caseCount,
  freebies: caseCount,
  unitPrice: caseCents,
});
export type MealForm = {
  restaurant: PickedService | null;
  date: string | null;
  time: 'pranzo' | 'cena';
  persons: number | null;
  freebies: number | null;
  unitPrice: number | null;
};
export const mealToForm = (m: Meal): MealForm => ({
  restaurant: { id: m.restaurant.id, name: m.restaurant.name },
  date: m.date,
  time: m.time,
  persons: m.persons,
  freebies: m.freebies,
  unitPrice: m.unitPrice,
});
export const mealPayload = ({ restaurant, ...v }: z.output<typeof mealForm>): MealWriteInput => ({
  restaurantId: (restaurant as PickedService).id,
  ...v,
});

/** SPEC §5 Service: a service ('Selezionare un servizio per procedere') and a quantity; no price → the service's. */
export const serviceItemForm = z.object({
  service: picked(caseMessages.selectService),
  date: isoDate,
  quantity: serviceItemQuantity,
  unitPrice: caseCents.nullable(),
});
export type ServiceItemForm = {
  service: PickedService | null;
  date: string | null;
  quantity: number | null;
  unitPrice: number | null;
};
export const serviceItemToForm = (s: ServiceItem): ServiceItemForm => ({
  service: { id: s.service.id, name: s.service.name },
  date: s.date,
  quantity: s.quantity,
  unitPrice: s.unitPrice,
});
export const serviceItemPayload = ({
  service,
  ...v
}: z.output<typeof serviceItemForm>): ServiceItemWriteInput => ({
  serviceId: (service as PickedService).id,
  ...v,
});
