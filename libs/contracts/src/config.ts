import { z } from 'zod';
import { optionalEmail, optionalText, requiredText, versioned } from './common';
import {
  isValidCap,
  isValidCodiceFiscale,
  isValidIban,
  isValidPartitaIva,
  isValidProvince,
  normalizeIban,
} from './italian-ids';
import { messages } from './messages';
import { addressRead } from './schema-parts';

/** The configuration groups of GET/PUT /api/config/:group. */
export const configGroups = [
  'expiringoptions',
  'company',
  'quoterequests',
  'payments',
  'history',
  'rooming',
  'releases',
] as const;
export const configGroup = z.enum(configGroups);
export type ConfigGroup = z.infer<typeof configGroup>;

export const configMessages = {
  unknownGroup: 'Gruppo di configurazione sconosciuto',
  vatNumber: 'Partita IVA non valida',
  taxCode: 'Codice fiscale non valido',
  postalCode: 'CAP non valido',
  province: 'Sigla della provincia non valida',
  iban: 'IBAN non valido',
  taxRegime: 'Regime fiscale non valido',
  vatRate: 'Aliquota IVA non valida',
  vatNatureRequired: "Con l'aliquota 0% indicare la natura dell'operazione",
  vatNatureWithRate: "La natura si indica solo con l'aliquota 0%",
  vatNature: 'Natura non valida: N2, N3 e N6 richiedono il dettaglio (es. N2.1)',
} as const;

// ---- 'Avvisi scadenze opzioni' ----------------------------------------------------------

/** PUT /api/config/expiringoptions: when enabled, `email` and `daysBefore` are required. */
const expiringOptionsFields = z.object({
  enabled: z.boolean(),
  email: optionalEmail,
  daysBefore: z
    .number()
    .int(messages.integer)
    .min(0, messages.notNegative)
    .max(365, 'Massimo 365 giorni')
    .nullish()
    .transform((v) => v ?? null),
});
function checkExpiringOptions(value: z.output<typeof expiringOptionsFields>, ctx: z.RefinementCtx) {
  if (!value.enabled) return;
  if (value.email === null) ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required });
  if (value.daysBefore === null)
    ctx.addIssue({ code: 'custom', path: ['daysBefore'], message: messages.required });
}
export const expiringOptionsWrite = expiringOptionsFields.superRefine(checkExpiringOptions);
export type ExpiringOptionsWrite = z.output<typeof expiringOptionsWrite>;
/** The PUT body: the fields plus the version read (stale → 409 StaleRecord). */
export const expiringOptionsUpdate = expiringOptionsFields.merge(versioned).superRefine(checkExpiringOptions);
export type ExpiringOptionsUpdate = z.output<typeof expiringOptionsUpdate>;

/** GET /api/config/expiringoptions (never saved: disabled, nulls, version 0). */
export const expiringOptionsConfig = z
  .object({ enabled: z.boolean(), email: z.string().nullable(), daysBefore: z.number().int().nullable() })
  .merge(versioned);
export type ExpiringOptionsConfig = z.infer<typeof expiringOptionsConfig>;

// ---- 'Richieste preventivo' --------------------------------------------------------------

/** PUT /api/config/quoterequests: where the agencies' quote requests are e-mailed (none: no e-mail). */
export const quoteRequestsConfigWrite = z.object({
  email: optionalEmail,
  /** Days of the option placed when an agency accepts an offer without its own date (docs/product/offers.md#acceptance). */
  offerOptionDays: z
    .number()
    .int(messages.integer)
    .min(1, 'Almeno 1 giorno')
    .max(60, 'Al massimo 60 giorni')
    .optional(),
});
export type QuoteRequestsConfigWrite = z.output<typeof quoteRequestsConfigWrite>;
export const quoteRequestsConfigUpdate = quoteRequestsConfigWrite.merge(versioned);
export type QuoteRequestsConfigUpdate = z.output<typeof quoteRequestsConfigUpdate>;
/** GET /api/config/quoterequests (never saved: email null, version 0). */
export const quoteRequestsConfig = z
  .object({ email: z.string().nullable(), offerOptionDays: z.number().int() })
  .merge(versioned);
export type QuoteRequestsConfig = z.infer<typeof quoteRequestsConfig>;

// ---- 'Dati azienda': the seller (cedente/prestatore) of the FatturaPA invoices ----------

/** Regime fiscale codes of FatturaPA 1.2 (RF03 was withdrawn), with their Italian descriptions. */
export const taxRegimes = [
  { id: 'RF01', name: 'Ordinario' },
  { id: 'RF02', name: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/07)' },
  { id: 'RF04', name: 'Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, DPR 633/72)' },
  { id: 'RF05', name: 'Vendita sali e tabacchi (art. 74, c. 1, DPR 633/72)' },
  { id: 'RF06', name: 'Commercio fiammiferi (art. 74, c. 1, DPR 633/72)' },
  { id: 'RF07', name: 'Editoria (art. 74, c. 1, DPR 633/72)' },
  { id: 'RF08', name: 'Gestione servizi telefonia pubblica (art. 74, c. 1, DPR 633/72)' },
  { id: 'RF09', name: 'Rivendita documenti di trasporto pubblico e di sosta (art. 74, c. 1, DPR 633/72)' },
  { id: 'RF10', name: 'Intrattenimenti, giochi e altre attività (art. 74, c. 6, DPR 633/72)' },
  { id: 'RF11', name: 'Agenzie di viaggi e turismo (art. 74-ter, DPR 633/72)' },
  { id: 'RF12', name: 'Agriturismo (art. 5, c. 2, L. 413/91)' },
  { id: 'RF13', name: 'Vendite a domicilio (art. 25-bis, c. 6, DPR 600/73)' },
  {
    id: 'RF14',
    name: "Rivendita beni usati, oggetti d'arte, d'antiquariato o da collezione (art. 36, DL 41/95)",
  },
  {
    id: 'RF15',
    name: "Agenzie di vendite all'asta di oggetti d'arte, antiquariato o da collezione (art. 40-bis, DL 41/95)",
  },
  { id: 'RF16', name: 'IVA per cassa P.A. (art. 6, c. 5, DPR 633/72)' },
  { id: 'RF17', name: 'IVA per cassa (art. 32-bis, DL 83/2012)' },
  { id: 'RF18', name: 'Altro' },
  { id: 'RF19', name: 'Regime forfettario (art. 1, c. 54-89, L. 190/2014)' },
] as const;
export const taxRegimeIds = taxRegimes.map((r) => r.id) as [TaxRegimeId, ...TaxRegimeId[]];
export type TaxRegimeId = (typeof taxRegimes)[number]['id'];

/** The VAT rates an invoice line may carry (percent). */
export const vatRates = [22, 10, 5, 4, 0] as const;
export type VatRate = (typeof vatRates)[number];

/**
 * Natura codes of FatturaPA 1.2 still accepted by the SdI (since 2021 the generic N2, N3 and
 * N6 are refused: errors 00443–00445), for lines at 0%: N5 is the margin regime of the
 * travel agencies (art. 74-ter DPR 633/72).
 */
export const vatNatures = [
  { id: 'N1', name: 'Escluse ex art. 15 DPR 633/72' },
  { id: 'N2.1', name: 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies DPR 633/72' },
  { id: 'N2.2', name: 'Non soggette – altri casi' },
  { id: 'N3.1', name: 'Non imponibili – esportazioni' },
  { id: 'N3.2', name: 'Non imponibili – cessioni intracomunitarie' },
  { id: 'N3.3', name: 'Non imponibili – cessioni verso San Marino' },
  { id: 'N3.4', name: 'Non imponibili – operazioni assimilate alle cessioni all’esportazione' },
  { id: 'N3.5', name: 'Non imponibili – a seguito di dichiarazioni d’intento' },
  { id: 'N3.6', name: 'Non imponibili – altre operazioni che non concorrono alla formazione del plafond' },
  { id: 'N4', name: 'Esenti' },
  { id: 'N5', name: 'Regime del margine / IVA non esposta in fattura' },
  { id: 'N6.1', name: 'Inversione contabile – cessione di rottami e altri materiali di recupero' },
  { id: 'N6.2', name: 'Inversione contabile – cessione di oro e argento' },
  { id: 'N6.3', name: 'Inversione contabile – subappalto nel settore edile' },
  { id: 'N6.4', name: 'Inversione contabile – cessione di fabbricati' },
  { id: 'N6.5', name: 'Inversione contabile – cessione di telefoni cellulari' },
  { id: 'N6.6', name: 'Inversione contabile – cessione di prodotti elettronici' },
  { id: 'N6.7', name: 'Inversione contabile – prestazioni comparto edile e settori connessi' },
  { id: 'N6.8', name: 'Inversione contabile – operazioni settore energetico' },
  { id: 'N6.9', name: 'Inversione contabile – altri casi' },
  { id: 'N7', name: 'IVA assolta in altro stato UE' },
] as const;
export type VatNatureId = (typeof vatNatures)[number]['id'];
export const vatNatureIds = vatNatures.map((n) => n.id) as [VatNatureId, ...VatNatureId[]];

const upper = (schema: ReturnType<typeof optionalText>) =>
  schema.transform((v) => (v === null ? null : v.toUpperCase()));

/**
 * PUT /api/config/company: the seller's data for invoices (docs/product/geo-and-config.md#configurazione). Field names and
 * their FatturaPA meaning: companyName (Denominazione / ragione sociale), vatNumber
 * (partita IVA, 11 digits without 'IT'), taxCode (codice fiscale: 16 characters or 11
 * digits), address (Indirizzo with house number), postalCode (CAP), city (Comune),
 * province (Provincia, 2 letters), countryId (Nazione), taxRegime (RegimeFiscale RF01…RF19),
 * iban (IBAN, stored without spaces), certifiedEmail (PEC), email, phone.
 */
const companyFields = z.object({
  companyName: requiredText(80),
  vatNumber: requiredText(11).refine(isValidPartitaIva, configMessages.vatNumber),
  taxCode: upper(optionalText(16)).refine(
    (v) => v === null || isValidCodiceFiscale(v),
    configMessages.taxCode,
  ),
  address: requiredText(60),
  postalCode: requiredText(5),
  city: requiredText(60),
  province: upper(optionalText(2)).refine((v) => v === null || isValidProvince(v), configMessages.province),
  countryId: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, messages.required)
    .regex(/^[A-Z]{2}$/, messages.invalidCountry),
  taxRegime: z.enum(taxRegimeIds, { error: configMessages.taxRegime }),
  iban: optionalText(42)
    .transform((v) => (v === null ? null : normalizeIban(v)))
    .refine((v) => v === null || isValidIban(v), configMessages.iban),
  certifiedEmail: optionalEmail,
  /** The SdI's PEC address the e-invoices are sent to (empty: no sending by PEC). */
  sdiPec: optionalEmail,
  email: optionalEmail,
  phone: optionalText(30),
  /**
   * The VAT treatment of the invoice lines: a rate (prices are VAT included, the invoice
   * shows the taxable part and the tax), or 0% with a Natura (e.g. N5, margin regime of
   * art. 74-ter) and its RiferimentoNormativo, printed on the invoice.
   */
  // Omitted by clients older than the field: the ordinary 22%.
  vatRate: z.coerce
    .number({ error: configMessages.vatRate })
    .refine((v) => (vatRates as readonly number[]).includes(v), configMessages.vatRate)
    .default(22),
  vatNature: optionalText(10).refine(
    (v) => v === null || (vatNatureIds as readonly string[]).includes(v),
    configMessages.vatNature,
  ),
  vatLegalRef: optionalText(100),
});
/**
 * The CAP depends on the country: 5 digits in Italy. The other checks belong to their
 * field; this one also runs when other fields are wrong (`when`), so every error shows at once.
 */
const capOfItaly = {
  check: (value: { countryId: string; postalCode: string }) =>
    value.countryId !== 'IT' || isValidCap(value.postalCode),
  params: {
    path: ['postalCode'],
    message: configMessages.postalCode,
    when: (payload: z.core.ParsePayload) => {
      const v = payload.value as { countryId?: unknown; postalCode?: unknown } | undefined;
      return typeof v?.countryId === 'string' && typeof v.postalCode === 'string';
    },
  },
};
/** SdI 00400/00401: a Natura with the 0% rate, and only with it. */
const vatNatureRule = {
  check: (value: { vatRate: number; vatNature: string | null }) =>
    value.vatRate === 0 ? value.vatNature !== null : value.vatNature === null,
  params: {
    path: ['vatNature'],
    error: (issue: { input?: unknown }) =>
      (issue.input as { vatRate?: number } | undefined)?.vatRate === 0
        ? configMessages.vatNatureRequired
        : configMessages.vatNatureWithRate,
    when: (payload: z.core.ParsePayload) =>
      !payload.issues.some((i) => ['vatRate', 'vatNature'].includes(String(i.path?.[0]))),
  },
};
export const companyWrite = companyFields
  .refine(capOfItaly.check, capOfItaly.params)
  .refine(vatNatureRule.check, vatNatureRule.params);
export type CompanyWrite = z.output<typeof companyWrite>;
/** The PUT body: the fields plus the version read. */
export const companyUpdate = companyFields
  .merge(versioned)
  .refine(capOfItaly.check, capOfItaly.params)
  .refine(vatNatureRule.check, vatNatureRule.params);
export type CompanyUpdate = z.output<typeof companyUpdate>;

/** GET /api/config/company; never saved: every field null but countryId 'IT', taxRegime 'RF01' and vatRate 22, version 0. */
export const companyConfig = z
  .object({
    companyName: z.string().nullable(),
    vatNumber: z.string().nullable(),
    taxCode: z.string().nullable(),
    ...addressRead,
    province: z.string().nullable(),
    countryId: z.string(),
    taxRegime: z.enum(taxRegimeIds),
    iban: z.string().nullable(),
    certifiedEmail: z.string().nullable(),
    sdiPec: z.string().nullish(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    vatRate: z.number(),
    vatNature: z.enum(vatNatureIds).nullable(),
    vatLegalRef: z.string().nullable(),
  })
  .merge(versioned);
export type CompanyConfig = z.infer<typeof companyConfig>;
