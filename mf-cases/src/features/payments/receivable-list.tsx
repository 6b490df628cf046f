import { installmentKindLabels, installmentStateLabels, type Receivable } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import {
  Badge,
  Button,
  formatDate,
  formatEuro,
  HStack,
  Link,
  type ListColumn,
  type ListFilterConfig,
  ListPage,
  Text,
} from '@ham/ui';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { agencyFilter } from '../../shared/agency-filter';
import { caseRoutes } from '../../shared/case-routes';
import { paymentApi } from './api';

const stateColors = { incassato: 'green', scaduto: 'red', da_incassare: 'gray' } as const;

export const incassiRoutes = {
  list: '/pratiche/incassi',
  statement: (agencyId: number) => `/pratiche/incassi/estratto/${agencyId}`,
};

const columns: ListColumn<Receivable>[] = [
  { header: 'Scadenza', cell: (r) => formatDate(r.due) },
  {
    header: 'Pratica',
    cell: (r) => (
      <Link asChild>
        <RouterLink to={caseRoutes.detail(r.caseNumber)}>
          {r.caseNumber} - {r.caseName}
        </RouterLink>
      </Link>
    ),
  },
  { header: 'Arrivo', cell: (r) => formatDate(r.arrival) },
  {
    header: 'Agenzia',
    cell: (r) => (
      <Link asChild>
        <RouterLink to={incassiRoutes.statement(r.agency.id)}>{r.agency.name}</RouterLink>
      </Link>
    ),
  },
  { header: 'Rata', cell: (r) => installmentKindLabels[r.kind] },
  { header: 'Importo', cell: (r) => formatEuro(r.amount), textAlign: 'end' },
  { header: 'Da incassare', cell: (r) => formatEuro(r.outstanding), textAlign: 'end' },
  {
    header: 'Stato',
    cell: (r) => <Badge colorPalette={stateColors[r.state]}>{installmentStateLabels[r.state]}</Badge>,
  },
];

const filters: ListFilterConfig[] = [
  agencyFilter(),
  { type: 'date', name: 'from', label: 'Scadenza dal' },
  { type: 'date', name: 'to', label: 'Scadenza al' },
  {
    type: 'select',
    name: 'state',
    label: 'Stato',
    options: (['da_incassare', 'scaduto', 'incassato'] as const).map((s) => ({
      value: s,
      label: installmentStateLabels[s],
    })),
    allLabel: 'Tutti',
  },
];

/**
 * 'Incassi' (under Pratiche): the acconti and saldi across cases by due day, by
 * agency, period and state, with the selection as Excel or CSV and each agency's statement.
 */
export function ReceivableList() {
  const url = useEndpointUrl();
  const [params] = useSearchParams();
  const query = Object.fromEntries(
    ['agency', 'from', 'to', 'state'].flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  );
  return (
    <ListPage<Receivable>
      title="Incassi"
      api={paymentApi}
      columns={columns}
      filters={filters}
      getRowId={(r) => `${r.caseNumber}-${r.kind}`}
      emptyText="Nessuna scadenza"
      toolbar={
        <HStack gap="3">
          <Button asChild size="sm" variant="outline">
            <Link href={url(paymentApi.endpoints.xlsx, { query })}>Scarica Excel</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={url(paymentApi.endpoints.csv, { query })}>Scarica CSV</Link>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Un pagamento copre prima l'acconto, poi il saldo.
          </Text>
        </HStack>
      }
    />
  );
}
