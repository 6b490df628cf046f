import { z } from 'zod';
import { countryRef, isoDate, requiredText, versioned } from './common';
import { areaRef, countryId } from './geo';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';

export const touristTaxMessages = {
  title: 'Imposta di soggiorno',
  noRate: 'Indicare la tariffa unica o almeno una tariffa per categoria',
  overlap: 'I periodi non possono sovrapporsi',
  tooHigh: 'Importo troppo alto',
  estimate: 'stima',
  included: 'inclusa nel prezzo',
  onSite: 'da pagare in loco',
} as const;

/** Cents per person per night (at most 100,00 €). */
const taxCents = z
  .number()
  .int(messages.integer)
  .min(0, messages.notNegative)
  .max(10_000, touristTaxMessages.tooHigh);
const optionalCount = (min: number, max: number) =>
  z.number().int(messages.integer).min(min, messages.invalidValue).max(max, messages.invalidValue).nullable();

/** A comune's imposta di soggiorno for a period, as the API answers it (docs/product/tourist-tax.md). */
export const touristTaxPeriodItem = z.object({
  validFrom: z.string(),
  validTo: z.string(),
  rate: z.number().int().nullable(),
  byCategory: z.record(z.string(), z.number().int()),
  maxNights: z.number().int().nullable(),
  exemptUnderAge: z.number().int().nullable(),
  driversExempt: z.boolean(),
  escortFreeEvery: z.number().int().nullable(),
});

/**
 * A period as written: one rate, or a rate by hotel category (a category left empty takes the
 * single rate), and its exemptions. Money in cents.
 */
export const touristTaxPeriod = z
  .object({
    validFrom: isoDate,
    validTo: isoDate,
    rate: taxCents.nullable(),
    byCategory: z
      .record(z.string().max(10), taxCents.nullish())
      .default({})
      .transform(
        (m) => Object.fromEntries(Object.entries(m).filter(([, v]) => v != null)) as Record<string, number>,
      ),
    maxNights: optionalCount(1, 366),
    exemptUnderAge: optionalCount(1, 99),
    driversExempt: z.boolean(),
    escortFreeEvery: optionalCount(1, 1000),
  })
  .superRefine((p, ctx) => {
    if (p.validTo < p.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: messages.notBeforeStart });
    if (p.rate === null && Object.keys(p.byCategory).length === 0)
      ctx.addIssue({ code: 'custom', path: ['rate'], message: touristTaxMessages.noRate });
  });
export type TouristTaxPeriod = z.output<typeof touristTaxPeriod>;

/** A location's periods, none overlapping (at most 20). */
export const touristTaxPeriods = z
  .array(touristTaxPeriod)
  .max(20)
  .superRefine((periods, ctx) => {
    periods.forEach((p, i) => {
      if (periods.some((q, j) => j < i && p.validFrom <= q.validTo && q.validFrom <= p.validTo))
        ctx.addIssue({ code: 'custom', path: [i, 'validFrom'], message: touristTaxMessages.overlap });
    });
  });

/** A location (docs/product/geo-and-config.md#countries-areas-locations): `area` carries its country, `country` equals the area's. */
export const location = z
  .object({
    id: z.number().int(),
    name: z.string(),
    area: areaRef,
    country: countryRef,
    /** Its comune's imposta di soggiorno (docs/product/tourist-tax.md). */
    touristTax: z.array(touristTaxPeriodItem),
  })
  .merge(versioned);
export type Location = z.infer<typeof location>;

/** POST/PUT body of /api/geo/locations; the country must be the area's (the form fills it from the area). */
export const locationWrite = z.object({
  name: requiredText(100),
  areaId: z.number().int(messages.invalidArea).positive(messages.invalidArea),
  countryId,
  touristTax: touristTaxPeriods.default([]),
});
export type LocationWrite = z.infer<typeof locationWrite>;
export const locationUpdate = locationWrite.merge(versioned);
export type LocationUpdate = z.infer<typeof locationUpdate>;

/** GET /api/geo/locations?name&area&country&p&ipp. */
export const locationListQuery = pageQuery.extend({
  name: z.string().trim().max(100).optional(),
  area: recordId.optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuery>;

export const locationMessages = {
  notFound: 'Località non trovata',
  areaCountry: "La nazione deve essere quella dell'area",
  invalidArea: 'Area non valida',
  duplicate: "Esiste già una località con questo nome in quest'area.",
  inUse: 'Impossibile eliminare la località: è usata da hotel o servizi.',
} as const;
