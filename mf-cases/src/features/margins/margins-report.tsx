import {
  configureZodLocale,
  italianMonths,
  type MarginCaseRow,
  type MarginsQuery,
  type MarginsReport,
  type MarginVatRowRead,
  marginDateBases,
  marginDateBasisLabels,
  marginMessages,
  marginsQuery,
  todayInRome,
} from '@ham/contracts';
import { type QueryParams, useEndpointUrl } from '@ham/platform';
import {
  Badge,
  DateField,
  DetailList,
  ErrorAlert,
  ExportLinks,
  FilterFormCard,
  formatDate,
  formatEuro,
  Link,
  type ListColumn,
  ListPagination,
  ListTable,
  PageHeader,
  RadioGroupField,
  SectionCard,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { caseRoutes } from '../../shared/case-routes';
import { marginsApi } from './api';
import { formatPercent } from './margin-format';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

export const MARGINS_ROUTE = '/pratiche/margini';
const PAGE_SIZE = 50;
const MONTHS = italianMonths;

/** 'Marzo 2027', '2° trimestre 2027'. */
export const periodLabel = (p: Pick<MarginVatRowRead, 'year' | 'index'>, kind: 'month' | 'quarter') =>
  kind === 'month' ? `${MONTHS[p.index - 1]} ${p.year}` : `${p.index}° trimestre ${p.year}`;

/** The report's query of the URL: this year by departure date unless the URL says otherwise. */
export function queryFromUrl(params: URLSearchParams, today = todayInRome()): MarginsQuery {
  const year = today.slice(0, 4);
  const parsed = marginsQuery.safeParse({
    from: params.get('from') ?? `${year}-01-01`,
    to: params.get('to') ?? `${year}-12-31`,
    by: params.get('by') ?? 'departure',
  });
  return parsed.success ? parsed.data : { from: `${year}-01-01`, to: `${year}-12-31`, by: 'departure' };
}

/** The report of one period: its URL (the figures of a VAT period link to its cases). */
const reportUrl = (q: MarginsQuery) => `${MARGINS_ROUTE}?${new URLSearchParams(q).toString()}`;

const money = { textAlign: 'end' } as const;

const caseColumns = (by: MarginsQuery['by']): ListColumn<MarginCaseRow>[] => [
  {
    header: 'Pratica',
    cell: (r) => (
      <Link asChild>
        <RouterLink to={caseRoutes.detail(r.number)}>
          {r.number} - {r.name}
        </RouterLink>
      </Link>
    ),
  },
  { header: 'Cliente', cell: (r) => r.customer },
  by === 'invoice'
    ? { header: 'Data fattura', cell: (r) => formatDate(r.invoiceDate) }
    : { header: 'Partenza', cell: (r) => formatDate(r.beginDate) },
  { header: 'Vendita', cell: (r) => formatEuro(r.sale), ...money },
  { header: 'Costo', cell: (r) => formatEuro(r.cost), ...money },
  { header: 'Margine', cell: (r) => formatEuro(r.margin), ...money },
  { header: 'Margine %', cell: (r) => formatPercent(r.marginPercent), ...money },
  {
    header: 'Costi',
    cell: (r) =>
      r.missingCosts > 0 ? (
        <Badge colorPalette="orange">
          {r.missingCosts === 1 ? marginMessages.costMissing : `${r.missingCosts} costi mancanti`}
        </Badge>
      ) : null,
  },
];

const vatColumns = (report: MarginsReport, kind: 'month' | 'quarter'): ListColumn<MarginVatRowRead>[] => [
  { header: 'Periodo', cell: (p) => periodLabel(p, kind) },
  {
    header: 'Pratiche',
    cell: (p) => (
      <Link asChild>
        <RouterLink
          to={reportUrl({ from: p.begin, to: p.end, by: report.by })}
          aria-label={`${p.cases} pratiche di ${periodLabel(p, kind)}`}
        >
          {p.cases}
        </RouterLink>
      </Link>
    ),
    ...money,
  },
  { header: 'Vendite', cell: (p) => formatEuro(p.sales), ...money },
  { header: 'Costi', cell: (p) => formatEuro(p.costs), ...money },
  { header: 'Margine', cell: (p) => formatEuro(p.margin), ...money },
  { header: 'Perdita riportata', cell: (p) => formatEuro(p.carriedIn), ...money },
  { header: 'Margine imponibile', cell: (p) => formatEuro(p.taxableMargin), ...money },
  {
    header: 'Perdita da riportare',
    cell: (p) =>
      p.lostAtYearEnd > 0 ? `${formatEuro(p.lostAtYearEnd)} (non riportabile)` : formatEuro(p.carriedOut),
    ...money,
  },
  { header: 'IVA sul margine', cell: (p) => formatEuro(p.vat), ...money },
];

/** The method, in words, for the accountant. */
function VatMethod({ rate, kind }: { rate: number; kind: 'month' | 'quarter' }) {
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted">
      <Text>
        Metodo: margine del periodo = vendite − costi del periodo ({kind === 'month' ? 'mese' : 'trimestre'}
        ); un margine negativo si riporta al periodo successivo dello stesso anno solare, non all'anno
        seguente; IVA = margine × {rate} / {100 + rate}, arrotondata al centesimo (metà per eccesso).
      </Text>
      <Text>
        Regime speciale delle agenzie di viaggio (art. 74-ter DPR 633/72). Le pratiche sono attribuite al
        periodo della data scelta, i loro costi allo stesso periodo; i periodi partono dal 1° gennaio per
        riportare le perdite dell'anno. È un aiuto per il commercialista, non una liquidazione IVA.
      </Text>
    </Stack>
  );
}

/** 'Margini' (/pratiche/margini): the cases of a period with sale, cost and margin, totals and the 74-ter margin VAT. */
export function MarginsReportPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromUrl(params), [params]);
  const form = useZodForm(marginsQuery, { defaultValues: query });
  const result = useQuery({ ...marginsApi.report(query as QueryParams), retry: false });
  const [page, setPage] = useState(1);
  const url = useEndpointUrl();
  const data = result.isError ? undefined : result.data;
  const rows = data?.rows ?? [];
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const handleSearch = (q: MarginsQuery) => {
    setPage(1);
    setParams(new URLSearchParams(q), { replace: true });
  };

  return (
    <Stack gap="5">
      <PageHeader title="Margini">
        <ExportLinks href={(format) => url(marginsApi.endpoints.export, { query: { ...query, format } })} />
      </PageHeader>
      <FilterFormCard
        form={form}
        onSubmit={handleSearch}
        aria-label="Periodo"
        submitLabel="Mostra"
        busy={result.isFetching}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <DateField name="from" label="Dal" required />
          <DateField name="to" label="Al" required after="from" />
          <RadioGroupField
            name="by"
            label="Per"
            options={marginDateBases.map((b) => ({ value: b, label: marginDateBasisLabels[b] }))}
          />
        </SimpleGrid>
      </FilterFormCard>
      {result.isError && <ErrorAlert>{result.error.message}</ErrorAlert>}
      {result.isPending && <Spinner size="lg" aria-label="Caricamento..." />}
      {data && (
        <>
          <SectionCard title="Totali">
            <DetailList
              rows={[
                ['Pratiche', String(data.totals.cases)],
                ['Vendita', formatEuro(data.totals.sale)],
                ['Costo', formatEuro(data.totals.cost)],
                ['Margine', formatEuro(data.totals.margin)],
                ['Margine %', formatPercent(data.totals.marginPercent)],
                ['Voci senza costo', String(data.totals.missingCosts)],
              ]}
            />
          </SectionCard>
          {data.vat && (
            <SectionCard title="IVA sul margine (regime 74-ter)">
              <Stack gap="4">
                <VatMethod rate={data.vat.rate} kind={data.vat.kind} />
                <ListTable
                  label="IVA sul margine per periodo"
                  columns={vatColumns(data, data.vat.kind)}
                  items={data.vat.periods}
                  getRowId={(p) => p.key}
                />
              </Stack>
            </SectionCard>
          )}
          <SectionCard title="Pratiche">
            {rows.length === 0 ? (
              <Text py="4" textAlign="center" color="fg.muted">
                Nessuna pratica nel periodo
              </Text>
            ) : (
              <Stack gap="4">
                <ListTable
                  label="Pratiche del periodo"
                  columns={caseColumns(data.by)}
                  items={shown}
                  getRowId={(r) => r.number}
                />
                {totalPages > 1 && (
                  <ListPagination
                    controller={{
                      page,
                      itemsPerPage: PAGE_SIZE,
                      pageInfo: { page, itemsPerPage: PAGE_SIZE, totalItems: rows.length, totalPages },
                      setPage,
                      setItemsPerPage: () => undefined,
                    }}
                  />
                )}
              </Stack>
            )}
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
