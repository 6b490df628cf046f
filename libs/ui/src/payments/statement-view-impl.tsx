import { Stack, Text } from '@chakra-ui/react';
import {
  installmentKindLabels,
  installmentStateLabels,
  type OpenItem,
  type Statement,
  type StatementLine,
  statementLineLabels,
} from '@ham/contracts';
import type { ListColumn } from '../crud/list-table';
import { ListTable } from '../crud/list-table';
import { formatDate, formatEuro } from '../format/format';
import { DetailList } from '../layout/detail-list';
import { SectionCard } from '../layout/section-card';

const money = { textAlign: 'end' } as const;
const euroOrEmpty = (cents: number) => (cents === 0 ? '' : formatEuro(cents));

const lineColumns: ListColumn<StatementLine>[] = [
  { header: 'Data', cell: (l) => formatDate(l.date) },
  { header: 'Movimento', cell: (l) => statementLineLabels[l.kind] },
  { header: 'Descrizione', cell: (l) => l.description },
  { header: 'Pratica', cell: (l) => l.caseNumber ?? '', ...money },
  { header: 'Dare', cell: (l) => euroOrEmpty(l.debit), ...money },
  { header: 'Avere', cell: (l) => euroOrEmpty(l.credit), ...money },
  { header: 'Saldo', cell: (l) => formatEuro(l.balance), ...money },
];

const openColumns: ListColumn<OpenItem>[] = [
  { header: 'Scadenza', cell: (i) => formatDate(i.due) },
  { header: 'Pratica', cell: (i) => `${i.caseNumber} - ${i.caseName}` },
  { header: 'Rata', cell: (i) => installmentKindLabels[i.kind] },
  { header: 'Stato', cell: (i) => installmentStateLabels[i.state] },
  { header: 'Da incassare', cell: (i) => formatEuro(i.outstanding), ...money },
];

export type StatementViewProps = { statement: Statement };

/**
 * An agency's statement ('Estratto conto'): opening balance, the period's documents and
 * payments with the running balance, closing balance, and the installments still open. The
 * same for staff (mf-cases) and for the agency's own user (mf-agency).
 */
export function StatementView({ statement: s }: StatementViewProps) {
  return (
    <Stack gap="5">
      <DetailList
        rows={[
          ['Periodo', `dal ${formatDate(s.from)} al ${formatDate(s.to)}`],
          ['Saldo iniziale', formatEuro(s.opening)],
          [
            'Saldo finale',
            <span key="closing" data-testid="statement-closing">
              {formatEuro(s.closing)}
            </span>,
          ],
        ]}
      />
      <SectionCard title="Movimenti">
        {s.lines.length ? (
          <ListTable
            label="Movimenti"
            columns={lineColumns}
            items={s.lines}
            getRowId={(l) => `${l.date}-${l.kind}-${l.description}-${l.balance}`}
          />
        ) : (
          <Text color="fg.muted">Nessun movimento nel periodo.</Text>
        )}
      </SectionCard>
      <SectionCard title="Scadenze aperte">
        {s.openItems.length ? (
          <ListTable
            label="Scadenze aperte"
            columns={openColumns}
            items={s.openItems}
            getRowId={(i) => `${i.caseNumber}-${i.kind}`}
          />
        ) : (
          <Text color="fg.muted">Nessuna scadenza aperta.</Text>
        )}
      </SectionCard>
    </Stack>
  );
}
