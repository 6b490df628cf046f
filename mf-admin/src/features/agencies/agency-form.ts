import { type Agency, agencyWrite, messages } from '@ham/contracts';
import { addressContactTexts, emptyAddressContact, formTexts } from '@ham/ui';
import { z } from 'zod';

/**
 * The agency form: the write payload plus the access checkbox (SPEC §5 Agency). The access
 * e-mail is checked only while the checkbox is on, and sent as null when it is off.
 */
export const agencyForm = agencyWrite
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
export type AgencyFormInput = z.input<typeof agencyForm>;
export type AgencyFormOutput = z.output<typeof agencyForm>;

export const emptyAgency: AgencyFormInput = {
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
};

/** The record as the form shows it: null texts as empty fields. */
export function agencyToForm(a: Agency): AgencyFormInput {
  return {
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
  };
}

/** The payload of SPEC §7: texts trimmed, empty ones null; frontofficeEmail null when access is off. */
export function agencyToPayload({ accessEnabled, frontofficeEmail, ...fields }: AgencyFormOutput) {
  return { ...fields, frontofficeEmail: accessEnabled ? frontofficeEmail.toLowerCase() : null };
}
