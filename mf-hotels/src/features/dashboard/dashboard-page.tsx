import {
  configureZodLocale,
  formatItalianDate,
  type HotelRef,
  italianMonth,
  quoteRequestStatusLabels,
} from '@ham/contracts';
import {
  DASHBOARD_EXPIRING_OPTION_DAYS,
  DASHBOARD_RELEASE_DAYS,
  DASHBOARD_RISK_DAYS,
  type DashboardResponse,
  dashboardMessages,
  type HotelUsage,
  type SalesMonth,
} from '@ham/contracts/dashboard';
import { useEndpointUrl, useReference } from '@ham/platform';
import {
  AreaPicker,
  AsyncSearchPicker,
  Box,
  DateInput,
  ErrorAlert,
  ExportLinks,
  FigureChart,
  formatEuro,
  Heading,
  LabeledField,
  Link,
  LoadingSpinner,
  PageHeader,
  preloadFigureChart,
  SelectInput,
  SimpleGrid,
  Stack,
  Text,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { dashboardApi, dashboardEndpoints } from './api';
import { type Column, Figure, FigureTable, n, TableLink } from './dashboard-figure';
import { type DashboardFilters, dashboardQuery, filtersFromUrl, filtersToUrl } from './dashboard-filters';
import { PickupFigure } from './pickup-figure';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

const percent = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });

/** The lists the to-do counts open (their own screens, in this remote or another). */
export const todoLinks = {
  expiringOptions: '/pratiche?status=opzione',
  releases: `/disponibilita/rilasci?days=${DASHBOARD_RELEASE_DAYS}`,
  newQuoteRequests: '/richieste?status=new',
  overduePayments: '/pratiche/incassi?state=scaduto',
} as const;

/** 'Cruscotto' (/cruscotto, docs/product/dashboard.md): the staff's figures of a period. */
export function DashboardPage() {
  // The charts' chunk fetched beside the figures, not after them: drawn as soon as the data is here.
  useEffect(() => void preloadFigureChart(), []);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const query = useMemo(() => dashboardQuery(filters), [filters]);
  const result = useQuery({ ...dashboardApi.read(query), retry: false });
  const url = useEndpointUrl();
  const setFilters = (change: Partial<DashboardFilters>) =>
    setParams(filtersToUrl({ ...filters, ...change }), { replace: true });
  const data = result.isError ? undefined : result.data;

  return (
    <Stack gap="6">
      <PageHeader title={dashboardMessages.title}>
        <ExportLinks href={(format) => url(dashboardApi.endpoints.export[format], { query })} />
      </PageHeader>
      <Filters filters={filters} onChange={setFilters} />
      {result.isError && <ErrorAlert>{result.error.message}</ErrorAlert>}
      {result.isPending && <LoadingSpinner />}
      {data && (
        <>
          <Text color="fg.muted">
            Periodo dal {formatItalianDate(data.from)} al {formatItalianDate(data.to)}
          </Text>
          <Todo data={data} />
          <PickupFigure pickup={data.pickup} />
          <HotelsUsage data={data} />
          <Sales data={data} />
        </>
      )}
    </Stack>
  );
}

/** Period, area, hotel and guest type: each change is applied at once (and kept in the address). */
function Filters({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange(change: Partial<DashboardFilters>): void;
}) {
  const reference = useReference();
  return (
    <Box as="section" aria-label="Filtri" borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="4" alignItems="start">
        <LabeledField label="Dal">
          <DateInput value={filters.from} onChange={(from) => onChange({ from })} />
        </LabeledField>
        <LabeledField label="Al">
          <DateInput value={filters.to} onChange={(to) => onChange({ to })} min={filters.from ?? undefined} />
        </LabeledField>
        <AreaPicker
          label="Area"
          value={filters.area ? { ...filters.area, country: { id: '', name: '' } } : null}
          onChange={(a) => onChange({ area: a ? { id: a.id, name: a.name } : null })}
        />
        <AsyncSearchPicker<HotelRef>
          label="Hotel"
          search={dashboardEndpoints.hotelSearch}
          value={filters.hotel as HotelRef | null}
          onChange={(h) => onChange({ hotel: h ? { id: h.id, name: h.name } : null })}
          itemToString={(h) => h.name}
        />
        <LabeledField label="Tipologia ospiti">
          <SelectInput
            value={filters.guestType}
            onChange={(e) => onChange({ guestType: e.currentTarget.value })}
            placeholder="Tutte"
            options={reference.guestTypes.map((g) => ({ value: g.id, label: g.name }))}
          />
        </LabeledField>
      </SimpleGrid>
    </Box>
  );
}

/** 'Da fare oggi': four counts, each a link to the list that shows them. */
function Todo({ data }: { data: DashboardResponse }) {
  const items: { key: keyof typeof todoLinks; label: string }[] = [
    { key: 'expiringOptions', label: `Opzioni in scadenza entro ${DASHBOARD_EXPIRING_OPTION_DAYS} giorni` },
    { key: 'releases', label: `Rilasci entro ${DASHBOARD_RELEASE_DAYS} giorni` },
    { key: 'newQuoteRequests', label: `Richieste preventivo '${quoteRequestStatusLabels.new}'` },
    { key: 'overduePayments', label: 'Rate scadute' },
  ];
  return (
    <Box as="section" aria-label="Da fare oggi">
      <Heading as="h2" size="lg" mb="3">
        Da fare oggi
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 4 }} gap="3" listStyleType="none">
        {items.map((i) => (
          <Box as="li" key={i.key} borderWidth="1px" borderRadius="md" p="4">
            <Link asChild fontSize="3xl" fontWeight="semibold">
              <RouterLink to={todoLinks[i.key]} aria-label={`${i.label}: ${n(data.todo[i.key])}`}>
                {n(data.todo[i.key])}
              </RouterLink>
            </Link>
            <Text color="fg.muted">{i.label}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** 'Utilizzo per hotel': the sold share of each hotel's allotment, each bar and name opening its availability. */
function HotelsUsage({ data }: { data: DashboardResponse }) {
  const navigate = useNavigate();
  const { items, total } = data.hotels;
  const chartRows = useMemo(
    () => items.slice(0, 15).map((h) => ({ id: h.hotel.id, name: h.hotel.name, sold: h.soldShare * 100 })),
    [items],
  );
  const columns: Column<HotelUsage>[] = [
    {
      header: 'Hotel',
      cell: (h) => <TableLink to={hotelRoutes.avails(h.hotel.id)}>{h.hotel.name}</TableLink>,
    },
    { header: 'Località', cell: (h) => h.hotel.place },
    { header: 'Allotment', end: true, cell: (h) => n(h.allotted) },
    { header: 'Opzionati', end: true, cell: (h) => n(h.optioned) },
    { header: 'Confermati', end: true, cell: (h) => n(h.reserved) },
    { header: 'Disponibili', end: true, cell: (h) => n(h.free) },
    { header: 'Venduto', end: true, cell: (h) => percent.format(h.soldShare) },
    { header: `Posti a rischio (${DASHBOARD_RISK_DAYS} giorni)`, end: true, cell: (h) => n(h.atRisk) },
  ];
  return (
    <Figure
      title="Utilizzo per hotel"
      extra={
        total > items.length ? (
          <Text fontSize="sm" color="fg.muted">
            I primi {n(items.length)} di {n(total)} hotel
          </Text>
        ) : undefined
      }
      chart={
        items.length === 0 ? (
          <Text color="fg.muted">Nessun hotel con allotment nel periodo</Text>
        ) : (
          <FigureChart
            aria-label="Utilizzo per hotel: grafico; i valori e i collegamenti sono nella tabella"
            data={chartRows}
            xKey="name"
            horizontal
            height={Math.max(160, chartRows.length * 32 + 60)}
            valueFormat={(v) => percent.format(v / 100)}
            series={[{ key: 'sold', label: 'Venduto (% dell’allotment)', color: 'blue' }]}
            onSelect={(row) => navigate(hotelRoutes.avails(row.id))}
          />
        )
      }
      table={
        <FigureTable
          label="Utilizzo per hotel"
          columns={columns}
          rows={items}
          rowKey={(h) => String(h.hotel.id)}
        />
      }
    />
  );
}

/**
 * 'Presenze': guest-nights (each stay's guests × its nights), not rooms; 'Vendite' and 'Margine' in
 * euro, as 'Margini' computes them (docs/product/dashboard.md#andamento-vendite).
 */
const measures = {
  cases: 'Pratiche',
  guests: 'Ospiti',
  nights: 'Presenze',
  sale: 'Vendite',
  margin: 'Margine',
} as const;
type Measure = keyof typeof measures;
const inEuro = new Set<Measure>(['sale', 'margin']);
const measureFormat = (m: Measure) => (inEuro.has(m) ? formatEuro : n);

/** 'Andamento vendite': cases, guests and guest-nights by departure month, this year beside last year. */
function Sales({ data }: { data: DashboardResponse }) {
  const [measure, setMeasure] = useState<Measure>('nights');
  const rows = useMemo(
    () =>
      data.sales.map((m) => ({
        month: italianMonth(m.month),
        thisYear: m.thisYear[measure],
        lastYear: m.lastYear[measure],
      })),
    [data.sales, measure],
  );
  const columns: Column<SalesMonth>[] = [
    { header: 'Mese', cell: (m) => italianMonth(m.month) },
    ...(Object.keys(measures) as Measure[]).flatMap((k): Column<SalesMonth>[] => [
      { header: measures[k], end: true, cell: (m) => measureFormat(k)(m.thisYear[k]) },
      { header: `${measures[k]} anno prec.`, end: true, cell: (m) => measureFormat(k)(m.lastYear[k]) },
    ]),
  ];
  const missingCosts = data.sales.reduce(
    (sum, m) => sum + m.thisYear.missingCosts + m.lastYear.missingCosts,
    0,
  );
  return (
    <Figure
      title="Andamento vendite"
      extra={
        <SelectInput
          aria-label="Misura del grafico"
          value={measure}
          onChange={(e) => setMeasure(e.currentTarget.value as Measure)}
          options={(Object.keys(measures) as Measure[]).map((k) => ({ value: k, label: measures[k] }))}
          rootProps={{ size: 'xs', width: '10rem' }}
        />
      }
      chart={
        <FigureChart
          aria-label={`Andamento vendite (${measures[measure]}): grafico; i valori sono nella tabella`}
          data={rows}
          xKey="month"
          valueFormat={measureFormat(measure)}
          series={[
            { key: 'thisYear', label: `${measures[measure]}, periodo scelto`, color: 'blue' },
            { key: 'lastYear', label: `${measures[measure]}, un anno prima`, color: 'purple' },
          ]}
        />
      }
      table={
        <FigureTable label="Andamento vendite" columns={columns} rows={data.sales} rowKey={(m) => m.month} />
      }
      note={
        missingCosts > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Margine sovrastimato: {n(missingCosts)} righe senza costo d’acquisto (dettaglio in 'Margini').
          </Text>
        ) : undefined
      }
    />
  );
}
