import { daysBetween, type QuoteOption } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { Card, DetailList, formatDate, formatEuro } from '@ham/ui';
import type { DeepPartial } from 'react-hook-form';
import { guestTypeName, serviceClassLabel } from '../../shared/names';
import type { WizardValues } from './wizard-form';

export type QuoteSummaryProps = {
  values: DeepPartial<WizardValues>;
  /** The hotel chosen at step 1 (none: a custom solution). */
  option: QuoteOption | null;
  /** Whether step 1 is done (a custom solution then shows as such). */
  chosen: boolean;
  title?: string;
};

/** The quote so far: the side card of the wizard and the summary of step 2. */
export function QuoteSummary({ values, option, chosen, title = 'Riepilogo preventivo' }: QuoteSummaryProps) {
  const { reference } = usePlatform();
  const nights =
    values.begin && values.end && values.end > values.begin ? daysBetween(values.begin, values.end) : 0;
  const rows: [string, string][] = [
    [
      'Partecipanti',
      Number(values.guestCount) > 0
        ? `${values.guestCount} ${guestTypeName(reference, values.guestTypeId ?? '')}`
        : '—',
    ],
    [
      'Periodo',
      values.begin && values.end
        ? `dal ${formatDate(values.begin)} al ${formatDate(values.end)}${nights ? ` (${nights} ${nights === 1 ? 'notte' : 'notti'})` : ''}`
        : '—',
    ],
    ['Area', values.area?.name ?? '—'],
    ['Trattamento', values.serviceClassId ? serviceClassLabel(reference, values.serviceClassId) : '—'],
    ['Hotel', option ? option.hotel.name : chosen ? 'Soluzione personalizzata' : '—'],
    ['Costo stimato', option ? formatEuro(option.totalCost) : '—'],
  ];
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <DetailList orientation="vertical" gap="3" rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}
