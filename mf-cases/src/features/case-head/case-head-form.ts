import {
  CASE_NOTES_MAX,
  type CaseEdit,
  type CaseWriteInput,
  caseCount,
  isoDate,
  messages,
  type NamedRef,
  optionalText,
  periodRefinement,
  requiredText,
} from '@ham/contracts';
import { z } from 'zod';

/** The case head form (docs/product/cases.md#what-a-case-holds): the payload's rules, the customer as the picker's item. */
export const caseHeadForm = z
  .object({
    name: requiredText(200),
    customer: z
      .custom<NamedRef | null>(
        (v) => v === null || (typeof v === 'object' && typeof (v as NamedRef).id === 'number'),
      )
      .refine((v) => v !== null, messages.required),
    beginDate: isoDate,
    endDate: isoDate,
    guestTypeId: z.string({ error: messages.required }).trim().min(1, messages.required),
    // A missing count is the locale's 'Campo obbligatorio'; one over the bound its 'Valore massimo'.
    guestCount: caseCount,
    notes: optionalText(CASE_NOTES_MAX),
  })
  .superRefine(...periodRefinement('beginDate', 'endDate'));

export type CaseHeadForm = {
  name: string;
  customer: NamedRef | null;
  beginDate: string | null;
  endDate: string | null;
  guestTypeId: string;
  guestCount: number | null;
  notes: string;
};

export const emptyCaseHead: CaseHeadForm = {
  name: '',
  customer: null,
  beginDate: null,
  endDate: null,
  guestTypeId: '',
  guestCount: null,
  notes: '',
};

export const caseHeadToForm = (c: CaseEdit): CaseHeadForm => ({
  name: c.name,
  customer: c.customer,
  beginDate: c.beginDate,
  endDate: c.endDate,
  guestTypeId: c.guestTypeId,
  guestCount: c.guestCount,
  notes: c.notes ?? '',
});

/** The case create payload: name, customerId, beginDate, endDate, guestTypeId, guestCount, notes. */
export const caseHeadPayload = ({ customer, ...fields }: z.output<typeof caseHeadForm>): CaseWriteInput => ({
  ...fields,
  customerId: (customer as NamedRef).id,
});
