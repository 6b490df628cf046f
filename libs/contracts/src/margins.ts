import { z } from 'zod';
import { isoDate, versioned } from './common';
import { messages } from './messages';
import { periodRefinement } from './schema-parts';

/** The margin of a case and the 'Margini' report (staff only: agency users never see a purchase cost). */

export const marginMessages = {
  vatRate: "L'aliquota deve essere un numero intero da 1 a 99",
  costMissing: 'costo mancante',
} as const;

// ---- the case's margin: GET /docs/:docNum/margin ------------------------------------------

export const marginLineKinds = ['stay', 'meal', 'busTrip', 'guidedTour', 'extra'] as const;
export const marginLine = z.object({
  kind: z.enum(marginLineKinds),
  id: z.number().int().nullable(),
  description: z.string(),
  date: z.string().nullable(),
  sale: z.number().int(),
  cost: z.number().int(),
  costMissing: z.boolean(),
});
export type MarginLineRead = z.infer<typeof marginLine>;

export const caseMarginRead = z.object({
  sale: z.number().int(),
  cost: z.number().int(),
  margin: z.number().int(),
  marginPercent: z.number().nullable(),
  lines: z.array(marginLine),
  missingCosts: z.number().int(),
});
export type CaseMarginRead = z.infer<typeof caseMarginRead>;

// ---- 'Margini': GET /margins, GET /margins/export ----------------------------------------

export const marginDateBases = ['departure', 'invoice'] as const;
export const marginDateBasis = z.enum(marginDateBases);
export type MarginDateBasis = z.infer<typeof marginDateBasis>;
export const marginDateBasisLabels: Record<MarginDateBasis, string> = {
  departure: 'Data di partenza',
  invoice: 'Data della fattura',
};

export const marginsQuery = z
  .object({ from: isoDate, to: isoDate, by: marginDateBasis.default('departure') })
  .superRefine(...periodRefinement('from', 'to'));
export type MarginsQuery = z.output<typeof marginsQuery>;

export const marginExportFormats = ['xlsx', 'csv'] as const;
export const marginsExportQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    by: marginDateBasis.default('departure'),
    format: z.enum(marginExportFormats).default('xlsx'),
  })
  .superRefine(...periodRefinement('from', 'to'));
export type MarginsExportQuery = z.output<typeof marginsExportQuery>;

const figures = {
  sale: z.number().int(),
  cost: z.number().int(),
  margin: z.number().int(),
  marginPercent: z.number().nullable(),
  /** Lines without a purchase cost. */
  missingCosts: z.number().int(),
};

export const marginCaseRow = z.object({
  number: z.number().int(),
  name: z.string(),
  customer: z.string(),
  beginDate: z.string(),
  /** The date of the case's invoice (null: not invoiced). */
  invoiceDate: z.string().nullable(),
  ...figures,
});
export type MarginCaseRow = z.infer<typeof marginCaseRow>;

export const vatPeriodKinds = ['month', 'quarter'] as const;
export const vatPeriodKind = z.enum(vatPeriodKinds);
export const vatPeriodKindLabels: Record<(typeof vatPeriodKinds)[number], string> = {
  month: 'Mese',
  quarter: 'Trimestre',
};

export const marginVatRow = z.object({
  key: z.string(),
  year: z.number().int(),
  index: z.number().int(),
  begin: z.string(),
  end: z.string(),
  sales: z.number().int(),
  costs: z.number().int(),
  margin: z.number().int(),
  carriedIn: z.number().int(),
  taxableMargin: z.number().int(),
  carriedOut: z.number().int(),
  lostAtYearEnd: z.number().int(),
  vat: z.number().int(),
  /** The cases of the period. */
  cases: z.number().int(),
});
export type MarginVatRowRead = z.infer<typeof marginVatRow>;

export const marginsReport = z.object({
  from: z.string(),
  to: z.string(),
  by: marginDateBasis,
  rows: z.array(marginCaseRow),
  totals: z.object({ cases: z.number().int(), ...figures }),
  /** The margin VAT (74-ter regime only; null otherwise). */
  vat: z
    .object({
      kind: vatPeriodKind,
      rate: z.number().int(),
      /** Every period from the first of the year of `from` (for the losses carried) to the one holding `to`. */
      periods: z.array(marginVatRow),
    })
    .nullable(),
});
export type MarginsReport = z.infer<typeof marginsReport>;

// ---- Configurazione 'Margini e IVA 74-ter': GET/PUT /config/margins -----------------------

export const marginConfigFields = z.object({
  regime74ter: z.boolean(),
  vatPeriod: vatPeriodKind,
  vatRate: z
    .number(messages.integer)
    .int(marginMessages.vatRate)
    .min(1, marginMessages.vatRate)
    .max(99, marginMessages.vatRate),
});
export type MarginConfigWrite = z.output<typeof marginConfigFields>;
export const marginConfigUpdate = marginConfigFields.merge(versioned);
export type MarginConfigUpdate = z.output<typeof marginConfigUpdate>;
export const marginConfig = marginConfigFields.merge(versioned);
export type MarginConfig = z.infer<typeof marginConfig>;
/** Before the first save: 74-ter on, monthly periods, 22%. */
export const marginConfigDefaults: MarginConfigWrite = { regime74ter: true, vatPeriod: 'month', vatRate: 22 };
