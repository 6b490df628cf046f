import { type Agency, agencyWrite, configureZodLocale, messages } from '@ham/contracts';
import { addressContactTexts, emptyAddressContact, formSpec, formTexts } from '@ham/ui';
import { z } from 'zod';

// zod is bundled per remote and arrives with this lazy form (libs/ui holds no zod): its Italian
// messages are set here, in the code path that validates. Idempotent.
configureZodLocale();

/**
 * The agency form: the write payload plus the access checkbox (docs/product/agencies.md). The access
 * e-mail is checked only while the checkbox is on, and sent as null when it is off.
 */
const agencySchema = agencyWrite
  .safeExtend({ accessEnabled: z.boolean(), frontofficeEmail: z.string().trim() })
  .superRefine((v, ctx) => {
    if (!v.accessEnabled) return;
    const message = !v.frontofficeEmail
      ? messages.required
      : z.email().safeParse(v.frontofficeEmail).success
        ? null
        : messages.email;
    if (message) ctx.addIssue({ code: 'custom', path: ['frontofficeEmail'], message });
  });

/** The agency's add and edit form (docs/product/agencies.md). */
export const agencyForm = formSpec({
  schema: agencySchema,
  empty: {
    fullName: '',
    shortName: '',
    vatNumber: '',
    einvoiceCode: '',
    ...emptyAddressContact,
    certifiedEmail: '',
    website: '',
    surchargePerGuest: 0,
    accessEnabled: false,
    frontofficeEmail: '',
  },
  /** The record as the form shows it: null texts as empty fields. */
  toForm: (a: Agency) => ({
    fullName: a.fullName,
    ...formTexts(a, [
      'shortName',
      'vatNumber',
      'einvoiceCode',
      ...addressContactTexts,
      'certifiedEmail',
      'website',
    ]),
    countryId: a.country?.id ?? '',
    surchargePerGuest: a.surchargePerGuest,
    accessEnabled: a.frontofficeEmail !== null,
    frontofficeEmail: a.frontofficeEmail ?? '',
  }),
  /** The payload (docs/product/agencies.md#the-form): texts trimmed, empty ones null; frontofficeEmail null when access is off. */
  toPayload: ({ accessEnabled, frontofficeEmail, ...fields }) => ({
    ...fields,
    frontofficeEmail: accessEnabled ? frontofficeEmail.toLowerCase() : null,
  }),
});
