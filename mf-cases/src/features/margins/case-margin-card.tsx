import { type MarginLineRead, marginMessages } from '@ham/contracts';
import {
  Alert,
  Badge,
  DetailList,
  formatDate,
  formatEuro,
  type ListColumn,
  ListTable,
  QueryErrorPanel,
  SectionCard,
  Spinner,
  Stack,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { marginsApi } from './api';
import { formatPercent } from './margin-format';

const kindLabels: Record<MarginLineRead['kind'], string> = {
  stay: 'Hotel',
  meal: 'Ristorante',
  busTrip: 'Bus',
  guidedTour: 'Visita guidata',
  extra: 'Extra',
};
const money = { textAlign: 'end' } as const;

const columns: ListColumn<MarginLineRead>[] = [
  { header: 'Voce', cell: (l) => `${kindLabels[l.kind]} · ${l.description}` },
  { header: 'Data', cell: (l) => formatDate(l.date) },
  { header: 'Vendita', cell: (l) => formatEuro(l.sale), ...money },
  {
    header: 'Costo',
    cell: (l) =>
      l.costMissing ? <Badge colorPalette="orange">{marginMessages.costMissing}</Badge> : formatEuro(l.cost),
    ...money,
  },
];

/** 'Margine' of the case page: sale (the case total), purchase cost, margin in euro and %, the lines without a cost. */
export function CaseMarginCard({ docNum }: { docNum: number }) {
  const query = useQuery(marginsApi.caseMargin(docNum));
  return (
    <SectionCard title="Margine">
      {query.isPending ? (
        <Spinner size="sm" aria-label="Caricamento..." />
      ) : query.isError ? (
        <QueryErrorPanel query={query} title="Impossibile calcolare il margine" />
      ) : (
        <Stack gap="4">
          <DetailList
            rows={[
              ['Vendita', formatEuro(query.data.sale)],
              ['Costo', formatEuro(query.data.cost)],
              ['Margine', formatEuro(query.data.margin)],
              ['Margine %', formatPercent(query.data.marginPercent)],
            ]}
          />
          {query.data.missingCosts > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                {query.data.missingCosts === 1
                  ? '1 voce senza costo di acquisto: il margine è sovrastimato.'
                  : `${query.data.missingCosts} voci senza costo di acquisto: il margine è sovrastimato.`}
              </Alert.Title>
            </Alert.Root>
          )}
          {query.data.lines.length > 0 && (
            <ListTable
              label="Margine per voce"
              columns={columns}
              items={query.data.lines}
              getRowId={(l) => `${l.kind}-${l.id ?? l.description}-${l.sale}`}
            />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
