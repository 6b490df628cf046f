import { configureZodLocale, isoDate, messages, paymentMessages, paymentMethods } from '@ham/contracts';
import { z } from 'zod';

configureZodLocale();

/** The kinds of line the payment dialog records. */
export type PaymentDialogMode =
  | { kind: 'incasso' }
  | { kind: 'rimborso' }
  | { kind: 'storno'; id: number; amount: number };

/**
 * The payment dialog's fields: the amount is typed positive (a refund is sent negative), the
 * reason is required for a refund or a reversal. The server checks the same (paymentWrite).
 */
export const paymentFormSchema = z
  .object({
    refund: z.boolean(),
    date: isoDate,
    amount: z.number().int(messages.integer).positive(messages.positive).max(99_999_999, messages.maxAmount),
    method: z.enum(paymentMethods, { error: messages.required }),
    reference: z.string().trim().max(200, messages.tooLong(200)).nullish(),
    reason: z.string().trim().max(500, messages.tooLong(500)).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.refund && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: paymentMessages.reasonRequired });
  });
export type PaymentFormValues = z.output<typeof paymentFormSchema>;
