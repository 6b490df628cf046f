import { type Bus, type BusWriteInput, busDuration, busWrite, messages } from '@ham/contracts';
import { formTexts } from '@ham/ui';
import type { z } from 'zod';
import { locationField, optionalChoice } from '../../shared/service-form';

/**
 * The form of a bus service: the write payload's rules (price rows with maxSeats and price
 * required, no two with the same seats, sorted by seats) with the location as a picker value.
 */
export const busForm = busWrite.omit({ locationId: true, duration: true }).extend({
  location: locationField.nullable().refine((v) => v !== null, messages.required),
  duration: optionalChoice(busDuration),
});
export type BusForm = {
  name: string;
  location: Bus['location'] | null;
  address: string;
  phone: string;
  email: string;
  duration: '' | (Bus['duration'] & string);
  prices: { maxSeats: number | null; price: number | null; cost: number | null }[];
};

export const newPriceRow = (): BusForm['prices'][number] => ({ maxSeats: null, price: null, cost: null });

export const emptyBus: BusForm = {
  name: '',
  location: null,
  address: '',
  phone: '',
  email: '',
  duration: '',
  prices: [newPriceRow()],
};

export const busToForm = (b: Bus): BusForm => ({
  name: b.name,
  location: b.location,
  ...formTexts(b, ['address', 'phone', 'email', 'duration']),
  prices: b.prices.map((r) => ({ ...r })),
});

/** The payload of SPEC §3 Bus service; the rows come sorted by seats from the schema. */
export const busPayload = ({ location, ...fields }: z.output<typeof busForm>): BusWriteInput => ({
  ...fields,
  locationId: (location as NonNullable<typeof location>).id,
});
