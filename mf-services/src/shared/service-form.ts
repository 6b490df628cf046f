import { type LocationRef, messages } from '@ham/contracts';
import { z } from 'zod';

/** The location picker's value: a `LocationRef`, required (sent as `locationId`). */
export const locationField = z.custom<LocationRef>(
  (v) => typeof v === 'object' && v !== null && typeof (v as LocationRef).id === 'number',
  messages.required,
);

/** A select's value: '' is none (null in the payload). */
export const optionalChoice = <T extends string>(choice: z.ZodType<T>) =>
  z.union([choice, z.literal('')]).transform((v): T | null => (v === '' ? null : (v as T)));
