import {
  type GeoHit,
  messages,
  QUOTE_DEFAULT_GUEST_TYPE,
  QUOTE_DEFAULT_SERVICE_CLASS,
  type QuoteCriteria,
  quoteCriteriaShape,
  quoteOptionsFieldNames,
  quotePeriodCheck,
  type StaticData,
} from '@ham/contracts';
import { z } from 'zod';

const { areaId: _areaId, ...fields } = quoteCriteriaShape;

/**
 * Step 0 'Dati preventivo': the contracts' criteria (docs/product/agency-portal.md#quote-wizard: guest count ≥ 1, guest type,
 * period from today with the departure after the arrival, area, board type), the area as
 * the place picked; the output is the criteria GET /quotereq/options and POST /quotereq take.
 */
export const wizardSchema = z
  .object({
    ...fields,
    area: z.custom<GeoHit | null>().refine((v) => v !== null && v !== undefined, messages.required),
  })
  .superRefine(quotePeriodCheck)
  .transform(({ area, ...rest }): QuoteCriteria => ({ ...rest, areaId: Number(area?.id) }));

export type WizardValues = z.input<typeof wizardSchema>;

/** Defaults (docs/product/agency-portal.md#quote-wizard): guest type 's' (if the reference has it), board 'hb'. */
export function emptyCriteria(reference: StaticData): WizardValues {
  const gt = reference.guestTypes.some((g) => g.id === QUOTE_DEFAULT_GUEST_TYPE)
    ? QUOTE_DEFAULT_GUEST_TYPE
    : (reference.guestTypes[0]?.id ?? '');
  return {
    guestCount: null as unknown as number,
    guestTypeId: gt,
    // null (not ''): an empty date reads 'Campo obbligatorio', not 'Data non valida'.
    begin: null as unknown as string,
    end: null as unknown as string,
    area: null,
    serviceClassId: reference.defaultServiceClassId || QUOTE_DEFAULT_SERVICE_CLASS,
  };
}

/** The form field of each error the API may answer (query and body names). */
export const wizardFieldNames: Record<string, string> = {
  ...quoteOptionsFieldNames,
  area: 'area',
  areaId: 'area',
};
export const wizardFields = ['guestCount', 'guestTypeId', 'begin', 'end', 'area', 'serviceClassId'];
