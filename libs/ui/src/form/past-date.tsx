import { todayInRome } from '@ham/contracts';
import { useConfirm } from '../feedback/confirm-dialog';
import { formatDate } from '../format/format';

/** docs/adr/0015-past-dates.md: a past date is allowed, never silently. */
export const pastDateTexts = {
  warning: 'Data nel passato: al salvataggio verrà chiesta conferma.',
  confirmTitle: 'Data nel passato',
  confirm: (date: string) =>
    `La data ${formatDate(date)} è nel passato (per esempio un viaggio già svolto da fatturare). Salvare comunque?`,
  confirmLabel: 'Salva comunque',
} as const;

/** Whether a 'YYYY-MM-DD' date is before today (Europe/Rome). */
export const isPastDate = (date: string | null | undefined, today: string = todayInRome()) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date < today;

/**
 * `const confirmPast = useConfirmPastDate(); if (!(await confirmPast(values.beginDate))) return;`
 * true at once for today or later; for a past date, the user's answer to a confirm dialog.
 */
export function useConfirmPastDate() {
  const confirm = useConfirm();
  return async (date: string | null | undefined): Promise<boolean> => {
    if (!isPastDate(date)) return true;
    return confirm({
      title: pastDateTexts.confirmTitle,
      message: pastDateTexts.confirm(date as string),
      confirmLabel: pastDateTexts.confirmLabel,
    });
  };
}
