import { z } from 'zod';
import {
  countryRef,
  optionalEmail,
  optionalText,
  optionalWebsite,
  optionalWholeNumber,
  requiredText,
  versioned,
} from './common';
import { searchQuery } from './geo';
import { isValidCap, isValidPartitaIva, isValidSdiCode } from './italian-ids';
import { pageQuery } from './paging';
import { addressContactWrite, addressRead, phoneFaxEmailRead } from './schema-parts';

export const agencyMessages = {
  vatNumber: 'Partita IVA non valida',
  einvoiceCode: 'Codice SdI non valido',
  postalCode: 'CAP non valido',
  surcharge: 'Inserire un importo in centesimi, intero e non negativo',
  notFound: 'Agenzia non trovata',
  accessEmailInUse: "Indirizzo e-mail già usato da un altro utente o da un'altra agenzia",
  inUse: "Impossibile eliminare l'agenzia: è usata da una o più pratiche o richieste di preventivo.",
  invalidCountry: 'Nazione non valida',
  /** The question before saving an agency whose partita IVA other agencies have. */
  vatNumberInUse: (vat: string, names: readonly string[]) =>
    `Partita IVA ${vat} già usata ${names.length === 1 ? "dall'agenzia" : 'dalle agenzie'} ${names.map((n) => `"${n}"`).join(', ')}. Salvare comunque?`,
  /** The hints of the form (docs/product/agencies.md). */
  hints: {
    vatNumber: 'Partita IVA senza codice nazione',
    einvoiceCode: 'Il codice SdI è necessario per la fatturazione elettronica',
    address: 'I dati della località sono necessari per la fatturazione',
  },
} as const;

/** An agency as read (docs/product/agencies.md). Money in integer euro cents. */
export const agency = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    shortName: z.string().nullable(),
    vatNumber: z.string().nullable(),
    einvoiceCode: z.string().nullable(),
    ...addressRead,
    country: countryRef.nullable(),
    ...phoneFaxEmailRead,
    certifiedEmail: z.string().nullable(),
    website: z.string().nullable(),
    /** Euro cents per person per night, added to quote prices for this agency. */
    surchargePerGuest: z.number().int(),
    /** The front-office login's e-mail; null when access to 'Richiesta preventivi' is disabled. */
    frontofficeEmail: z.string().nullable(),
  })
  .merge(versioned);
export type Agency = z.infer<typeof agency>;

/** A row of GET /api/agencies. */
export const agencyListItem = agency.pick({
  id: true,
  fullName: true,
  shortName: true,
  city: true,
  country: true,
  frontofficeEmail: true,
});
export type AgencyListItem = z.infer<typeof agencyListItem>;

/**
 * GET /api/agencies?name&country&vat&p&ipp. `vat`: the agencies with this partita IVA (spaces
 * and letter case aside), e.g. to warn before a second agency gets the same one.
 */
export const agencyListQuery = pageQuery.extend({
  name: z.string().trim().max(200).optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
  vat: z.string().trim().max(30).optional(),
});
export type AgencyListQuery = z.infer<typeof agencyListQuery>;

/** GET /api/agencies/search?q: `{ items: AgencyRef[] }` (e.g. the case file's customer picker). */
export const agencySearchQuery = searchQuery;
export const agencyRef = agency.pick({ id: true, fullName: true, city: true, country: true });
export type AgencyRef = z.infer<typeof agencyRef>;

const optionalUpper = (max: number) =>
  optionalText(max).transform((v) => (v === null ? null : v.toUpperCase()));

/** An optional e-mail stored lower-case (logins compare addresses case-insensitively). */
const optionalLoginEmail = optionalEmail.transform((v) => (v === null ? null : v.toLowerCase()));

const agencyFields = z.object({
  fullName: requiredText(200),
  shortName: optionalText(100),
  vatNumber: optionalText(30),
  einvoiceCode: optionalUpper(7).refine((v) => v === null || isValidSdiCode(v), agencyMessages.einvoiceCode),
  ...addressContactWrite(agencyMessages.invalidCountry),
  certifiedEmail: optionalEmail,
  website: optionalWebsite(200),
  surchargePerGuest: optionalWholeNumber(100_000_000, agencyMessages.surcharge, 0),
  /** null (or empty) disables the front-office access; an address enables it (docs/product/sign-in.md#front-office-access). */
  frontofficeEmail: optionalLoginEmail,
});

type CountryDependent = { countryId: string | null; vatNumber: string | null; postalCode: string | null };
const isItalian = (v: CountryDependent) => v.countryId === null || v.countryId === 'IT';

/** Runs a rule across fields once its own fields parsed, even when others are wrong: every error shows at once. */
const whenParsed =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload) =>
    !payload.issues.some((i) => fields.includes(String(i.path?.[0])));

/** For Italy (or no country) the partita IVA has its check digit; elsewhere letters and digits only. */
const vatRule: [(v: CountryDependent) => boolean, z.core.$ZodCustomParams] = [
  (v: CountryDependent) =>
    v.vatNumber === null ||
    (isItalian(v) ? isValidPartitaIva(v.vatNumber) : /^[A-Za-z0-9]{2,30}$/.test(v.vatNumber)),
  { path: ['vatNumber'], message: agencyMessages.vatNumber, when: whenParsed('countryId', 'vatNumber') },
];

/** For Italy (or no country) the CAP has 5 digits. */
const capRule: [(v: CountryDependent) => boolean, z.core.$ZodCustomParams] = [
  (v: CountryDependent) => v.postalCode === null || !isItalian(v) || isValidCap(v.postalCode),
  { path: ['postalCode'], message: agencyMessages.postalCode, when: whenParsed('countryId', 'postalCode') },
];

/**
 * POST /api/agencies (and the form): the payload of docs/product/agencies.md#the-form. Texts are trimmed, empty ones
 * become null; e-mails are validated (frontofficeEmail also lower-cased); einvoiceCode upper-cased.
 */
export const agencyWrite = agencyFields.refine(...vatRule).refine(...capRule);
export type AgencyWrite = z.output<typeof agencyWrite>;
export type AgencyWriteInput = z.input<typeof agencyWrite>;

/** PUT /api/agencies/:id: the payload plus the version read (stale → 409 StaleRecord). */
export const agencyUpdate = agencyFields
  .merge(versioned)
  .refine(...vatRule)
  .refine(...capRule);
export type AgencyUpdate = z.output<typeof agencyUpdate>;
