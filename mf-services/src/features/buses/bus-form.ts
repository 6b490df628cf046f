import { type Bus, type BusWriteInput, busDuration, busWrite, configureZodLocale } from '@ham/contracts';
import { formSpec, formTexts } from '@ham/ui';
import { durationServiceSchema, emptyServicePlace, withLocationId } from '../../shared/service-form';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

export type BusPriceRow = { maxSeats: number | null; price: number | null; cost: number | null };

export const newPriceRow = (): BusPriceRow => ({ maxSeats: null, price: null, cost: null });

/**
 * The form of a bus service: the write payload's rules (price rows with maxSeats and price
 * required, no two with the same seats, sorted by seats) with the location as a picker value.
 */
export const busForm = formSpec({
  schema: durationServiceSchema(busWrite.omit({ locationId: true, duration: true }), busDuration),
  empty: {
    ...emptyServicePlace,
    address: '',
    phone: '',
    email: '',
    duration: '',
    prices: [newPriceRow()],
  },
  toForm: (b: Bus) => ({
    name: b.name,
    location: b.location,
    ...formTexts(b, ['address', 'phone', 'email', 'duration']),
    prices: b.prices.map((r) => ({ ...r })),
  }),
  /** The payload of docs/product/services.md#bus-services; the rows come sorted by seats from the schema. */
  toPayload: (values): BusWriteInput => withLocationId(values),
});
