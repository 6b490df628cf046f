import {
  configureZodLocale,
  type Guide,
  type GuideWriteInput,
  guideDuration,
  guideWrite,
} from '@ham/contracts';
import { formSpec, formTexts } from '@ham/ui';
import { durationServiceSchema, emptyServicePlace, withLocationId } from '../../shared/service-form';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

/** The form of a guide service: the write payload's rules, the location as a picker value. */
export const guideForm = formSpec({
  schema: durationServiceSchema(guideWrite.omit({ locationId: true, duration: true }), guideDuration),
  empty: {
    ...emptyServicePlace,
    companyName: '',
    companyAddress: '',
    phone: '',
    email: '',
    guestTypeId: '',
    price: null,
    cost: null,
    extraCost: null,
    persons: null,
    duration: '',
    hours: null,
    notes: '',
  },
  toForm: ({ id: _id, version: _version, ...g }: Guide) => ({
    ...g,
    ...formTexts(g, ['companyName', 'companyAddress', 'phone', 'email', 'guestTypeId', 'duration', 'notes']),
  }),
  /** The payload of docs/product/services.md#guide-services. */
  toPayload: (values): GuideWriteInput => withLocationId(values),
});
