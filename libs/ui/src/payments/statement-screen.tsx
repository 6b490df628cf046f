import { Button, HStack, Link, Spinner, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorPanel } from '../feedback/error-panel';
import { DateInput } from '../form/date-input';
import { LabeledField } from '../form/labeled-field';
import { PageHeader } from '../layout/page-header';
import { StatementView, type StatementViewProps } from './statement-view';

/** A statement's period, `YYYY-MM-DD` dates. */
export interface StatementPeriod {
  from: string;
  to: string;
}

export interface StatementScreenProps {
  title: ReactNode;
  period: StatementPeriod;
  onPeriodChange: (key: keyof StatementPeriod, value: string | null) => void;
  /** The statement as PDF and as Excel, for the same period. */
  pdfHref: string;
  xlsxHref: string;
  query: UseQueryResult<StatementViewProps['statement'], Error>;
  /** Links after the downloads (the staff's 'Scadenze dell'agenzia'). */
  links?: ReactNode;
}

/**
 * 'Estratto conto' (docs/product/payments.md): the period, 'Apri PDF' and 'Scarica Excel', and the
 * statement. The staff's screen (an agency's) and the agency's own (its own only) are this one.
 */
export function StatementScreen({
  title,
  period,
  onPeriodChange,
  pdfHref,
  xlsxHref,
  query,
  links,
}: StatementScreenProps) {
  return (
    <Stack gap="5">
      <PageHeader title={title} />
      <HStack gap="4" align="end" wrap="wrap">
        <LabeledField label="Dal">
          <DateInput value={period.from} onChange={(v) => onPeriodChange('from', v)} />
        </LabeledField>
        <LabeledField label="Al">
          <DateInput value={period.to} onChange={(v) => onPeriodChange('to', v)} />
        </LabeledField>
        <Button asChild size="sm" variant="outline">
          <Link href={pdfHref} target="_blank" rel="noopener">
            Apri PDF
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={xlsxHref}>Scarica Excel</Link>
        </Button>
        {links}
      </HStack>
      {query.isPending ? (
        <Spinner aria-label="Caricamento..." />
      ) : query.isError ? (
        <QueryErrorPanel query={query} title="Impossibile caricare l'estratto conto" />
      ) : (
        <StatementView statement={query.data} />
      )}
    </Stack>
  );
}
