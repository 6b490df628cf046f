import { type CasePeriodSource, casePeriod, outsidePeriodQuestion } from '@ham/contracts';
import type { ConfirmOptions } from '@ham/ui';

/**
 * The confirm before saving items of a case dated outside its period (`outsidePeriodQuestion`),
 * or null when every date is within it: the user may still save them.
 */
export function outsidePeriodConfirm(
  dates: readonly (string | null | undefined)[],
  source: CasePeriodSource,
): ConfirmOptions | null {
  const message = outsidePeriodQuestion(dates, casePeriod(source));
  return message ? { title: 'Data fuori periodo', message, confirmLabel: 'Salva comunque' } : null;
}
