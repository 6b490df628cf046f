import { type LocationRef, messages } from '@ham/contracts';
import { z } from 'zod';

/** The location picker's value: a `LocationRef`, required (sent as `locationId`). */
export const locationField = z.custom<LocationRef>(
  (v) => typeof v === 'object' && v !== null && typeof (v as LocationRef).id === 'number',
  messages.required,
);

/** The location field of a service form: empty (null) until picked, then required. */
export const requiredLocation = locationField.nullable().refine((v) => v !== null, messages.required);

/** The empty values of the fields every service has (`ServicePlaceFields`): its name and location. */
export const emptyServicePlace = { name: '', location: null };

/** The payload of a service form: its fields, the picked location as `locationId`. */
export function withLocationId<T extends { location: LocationRef | null }>({ location, ...fields }: T) {
  return { ...fields, locationId: (location as LocationRef).id };
}

/** A select's value: '' is none (null in the payload). */
export const optionalChoice = <T extends string>(choice: z.ZodType<T>) =>
  z.union([choice, z.literal('')]).transform((v): T | null => (v === '' ? null : (v as T)));

/**
 * The form schema of a service with a duration: the write payload's other fields (`fields`, without
 * `locationId` and `duration`), the location as a picker value and the duration as a select's value.
 */
export function durationServiceSchema<TShape extends z.ZodRawShape, TDuration extends string>(
  fields: z.ZodObject<TShape>,
  duration: z.ZodType<TDuration>,
) {
  return fields.extend({ location: requiredLocation, duration: optionalChoice(duration) });
}
