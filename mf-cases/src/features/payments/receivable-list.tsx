import {
  type AgencyRef,
  installmentKindLabels,
  installmentStateLabels,
  type NamedRef,
  type Receivable,
} from '@ham/contracts';
import { endpoint, useEndpointUrl } from '@ham/platform';
import {
  AsyncSearchPicker,
  Badge,
  Button,
  DateInput,
  formatDate,
  formatEuro,
  HStack,
  LabeledField,
  Link,
  type ListColumn,
  type ListFilterConfig,
  ListPage,
  Text,
} from '@ham/ui';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
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

const agencySearch = endpoint.get<{ items: AgencyRef[] }>('/agencies/search');

/** The agency filter: a search by name; the list filters by its id. */
function AgencyFilter({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
}) {
  const [picked, setPicked] = useState<NamedRef | null>(null);
  return (
    <AsyncSearchPicker<NamedRef, AgencyRef>
      label={label}
      value={value && picked && String(picked.id) === value ? picked : null}
      onChange={(a) => {
        setPicked(a);
        onChange(a ? String(a.id) : '');
      }}
      search={agencySearch}
      toItem={(a) => ({ id: a.id, name: a.fullName })}
      itemToString={(a) => a.name}
    />
  );
}

const dateFilter = (name: string, label: string): ListFilterConfig => ({
  type: 'custom',
  name,
  label,
  render: ({ value, onChange, label: l }) => (
    <LabeledField label={l}>
      <DateInput value={value || null} onChange={(v) => onChange(v ?? '')} />
    </LabeledField>
  ),
});

const filters: ListFilterConfig[] = [
  { type: 'custom', name: 'agency', label: 'Agenzia', render: (props) => <AgencyFilter {...props} /> },
  dateFilter('from', 'Scadenza dal'),
  dateFilter('to', 'Scadenza al'),
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
 * 'Incassi' (beyond SPEC, under Pratiche): the acconti and saldi across cases by due day, by
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
