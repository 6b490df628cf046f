import {
  configureZodLocale,
  type GeoHit,
  RELEASES_DEFAULT_DAYS,
  RELEASES_MAX_DAYS,
  type ReleaseHotelNights,
  type ReleaseNight,
  type ReleaseNoticeNight,
  type ReleaseNoticeResult,
  releaseNoticeMessages,
  releasesMessages,
} from '@ham/contracts';
import { callEndpoint, type QueryParams, useEndpointUrl, useReference } from '@ham/platform';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  ErrorAlert,
  ExportLinks,
  formatDate,
  HStack,
  Link,
  NumberField,
  PageHeader,
  SelectField,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { hotelRoutes } from '../../shared/hotel-routes';
import { HotelSearchForm, PartialResultsAlert } from '../../shared/hotel-search-form';
import { addPlaceQuery, placeFromUrl, setPlaceInUrl } from '../../shared/place-url';
import { releaseNoticesApi, releasesApi } from './api';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

/** The case page (mf-cases' caseRoutes.detail): the expiring options link to their case. */
const caseDetail = (n: number) => `/pratiche/dettagli/${n}`;

/** The filters: the next `days` (1..60), guest type ('' all), place, hotel name. */
export const releaseFilters = z.object({
  days: z.number().int().min(1).max(RELEASES_MAX_DAYS),
  type: z.string().optional(),
  place: z.custom<GeoHit>().nullish(),
  q: z.string().trim().max(100).optional(),
});
type Filters = z.output<typeof releaseFilters>;

/**
 * GET /allotment/releases query of the filters (the exports, .xlsx and .csv, take the same
 * query).
 */
export function releasesQuery(f: Filters): QueryParams {
  const query: QueryParams = { days: f.days };
  if (f.type) query.type = f.type;
  if (f.q) query.q = f.q;
  return addPlaceQuery(query, f.place);
}

/** The filters as URL search params (the place with its name and type, for the picker). */
export function filtersToUrl(f: Filters): URLSearchParams {
  const out = new URLSearchParams({ days: String(f.days) });
  if (f.type) out.set('type', f.type);
  if (f.q) out.set('q', f.q);
  return setPlaceInUrl(out, f.place);
}

/** The form values of the URL: the next 14 days, every guest type, by default. */
export function filtersFromUrl(params: URLSearchParams): Filters {
  const days = Number(params.get('days'));
  return {
    days: Number.isInteger(days) && days >= 1 && days <= RELEASES_MAX_DAYS ? days : RELEASES_DEFAULT_DAYS,
    type: params.get('type') ?? '',
    place: placeFromUrl(params),
    q: params.get('q') ?? '',
  };
}

/** 'Rilasci in scadenza' (/disponibilita/rilasci): the allotment managers' morning list. */
export function ReleasesPage() {
  const reference = useReference();
  const [params, setParams] = useSearchParams();
  // The filters live in the URL, so a reload or the back button shows the same list.
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const form = useZodForm(releaseFilters, { defaultValues: filters });
  const query = useMemo(() => releasesQuery(filters), [filters]);
  const result = useQuery({ ...releasesApi.read(query), retry: false });
  const handleSearch = (f: Filters) => {
    const next = filtersToUrl(f);
    if (next.toString() === filtersToUrl(filters).toString()) void result.refetch();
    else setParams(next, { replace: true });
  };
  const data = result.isError ? undefined : result.data;
  const url = useEndpointUrl();
  const notices = useReleaseNotices(data);

  return (
    <Stack gap="5">
      <PageHeader title={releasesMessages.title}>
        <ExportLinks href={(format) => url(releasesApi.endpoints.export[format], { query })} />
      </PageHeader>
      <HotelSearchForm
        form={form}
        onSubmit={handleSearch}
        aria-label={releasesMessages.title}
        searching={result.isFetching}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <NumberField name="days" label="Prossimi giorni" required min={1} max={RELEASES_MAX_DAYS} />
          <SelectField
            name="type"
            label="Tipologia ospiti"
            placeholder="Tutte"
            options={reference.guestTypes.map((g) => ({ value: g.id, label: g.name }))}
          />
        </SimpleGrid>
      </HotelSearchForm>
      {result.isError && <ErrorAlert>{result.error.message}</ErrorAlert>}
      {data?.partial && <PartialResultsAlert count={data.hotels.length} />}
      {data && data.hotels.length === 0 && (
        <Text py="8" textAlign="center" color="fg.muted">
          {releasesMessages.empty(filters.days)}
        </Text>
      )}
      {data && data.hotels.length > 0 && (
        <HStack gap="3" wrap="wrap">
          <Button
            onClick={() => void notices.send()}
            disabled={notices.selected.size === 0}
            loading={notices.isPending}
          >
            {releaseNoticeMessages.send}
          </Button>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {notices.selected.size === 0
              ? "Seleziona le notti da comunicare all'hotel"
              : `${notices.selected.size} ${notices.selected.size === 1 ? 'notte selezionata' : 'notti selezionate'}`}
          </Text>
        </HStack>
      )}
      {notices.result && <NoticeOutcome result={notices.result} />}
      {data?.hotels.map((h) => (
        <HotelReleases key={h.hotel.id} entry={h} selected={notices.selected} onSelect={notices.select} />
      ))}
    </Stack>
  );
}

const nightKey = (hotelId: number, n: ReleaseNight) => `${hotelId}|${n.guestType.id}|${n.night}|${n.release}`;

/**
 * The nights chosen for 'Invia comunicazione di rilascio' (those not yet announced), the send with
 * its confirm, and what the last send did.
 */
function useReleaseNotices(data: { hotels: ReleaseHotelNights[] } | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<ReleaseNoticeResult | null>(null);
  const chosen = (): ReleaseNoticeNight[] =>
    (data?.hotels ?? []).flatMap((h) =>
      h.nights
        .filter((n) => selected.has(nightKey(h.hotel.id, n)))
        .map((n) => ({
          hotelId: h.hotel.id,
          guestTypeId: n.guestType.id,
          night: n.night,
          release: n.release,
        })),
    );
  const save = useSave<ReleaseNoticeNight[], ReleaseNoticeResult>({
    confirmFirst: (nights) => {
      const hotels = new Set(nights.map((n) => n.hotelId)).size;
      return {
        title: releaseNoticeMessages.send,
        message: `Inviare all'hotel la comunicazione di rilascio di ${nights.length} ${nights.length === 1 ? 'notte' : 'notti'} (${hotels} ${hotels === 1 ? 'hotel' : 'hotel'})? Ogni hotel riceve una e-mail con le sue notti.`,
        confirmLabel: 'Invia',
      };
    },
    send: (nights, { api }) => callEndpoint(api, releaseNoticesApi.send, { body: { nights } }),
    invalidates: [['allotment', 'releases']],
    success: (r) =>
      r.sent.length === 0
        ? 'Nessuna e-mail inviata'
        : `Comunicazione inviata a ${r.sent.length} ${r.sent.length === 1 ? 'hotel' : 'hotel'}`,
    failure: 'Invio non riuscito',
    onSaved: (r) => {
      setResult(r);
      setSelected(new Set());
    },
  });
  return {
    selected,
    result,
    isPending: save.isPending,
    send: () => save.save(chosen()),
    select: (keys: readonly string[], on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        for (const k of keys) {
          if (on) next.add(k);
          else next.delete(k);
        }
        return next;
      }),
  };
}

/** What the last 'Invia comunicazione di rilascio' did, hotel by hotel. */
function NoticeOutcome({ result }: { result: ReleaseNoticeResult }) {
  const warnings = [
    result.alreadySent > 0 &&
      `${result.alreadySent} ${result.alreadySent === 1 ? 'notte era già stata comunicata' : 'notti erano già state comunicate'}: non inviate di nuovo.`,
    result.notReleased > 0 &&
      `${result.notReleased} ${result.notReleased === 1 ? 'notte non è più' : 'notti non sono più'} in rilascio con posti liberi: non ${result.notReleased === 1 ? 'comunicata' : 'comunicate'}.`,
    result.withoutEmail.length > 0 &&
      `Hotel senza indirizzo e-mail, nessuna comunicazione: ${result.withoutEmail.map((h) => h.name).join(', ')}.`,
  ].filter((w): w is string => typeof w === 'string');
  return (
    <Alert.Root
      status={warnings.length ? 'warning' : 'success'}
      role="status"
      aria-label="Esito comunicazione"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {result.sent.length === 0
            ? 'Nessuna e-mail inviata'
            : `E-mail inviate: ${result.sent.map((s) => `${s.hotel.name} (${s.to}, ${s.nights} ${s.nights === 1 ? 'notte' : 'notti'})`).join('; ')}`}
        </Alert.Title>
        {warnings.map((w) => (
          <Alert.Description key={w}>{w}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}

type SortKey = 'night' | 'release' | 'free';
type Sort = { key: SortKey; desc: boolean };

/** The nights sorted by a column, ties kept in the API's order (date, guest type, release). */
export function sortNights(nights: readonly ReleaseNight[], { key, desc }: Sort): ReleaseNight[] {
  const value = (n: ReleaseNight) => (key === 'free' ? n.free : n[key]);
  const sign = desc ? -1 : 1;
  return nights
    .map((n, i) => [n, i] as const)
    .sort(([a, i], [b, j]) => {
      const va = value(a);
      const vb = value(b);
      return (va < vb ? -sign : va > vb ? sign : 0) || i - j;
    })
    .map(([n]) => n);
}

type Column = {
  header: string;
  sort?: SortKey;
  textAlign?: 'start' | 'end';
  cell(n: ReleaseNight): ReactNode;
};

const columns: Column[] = [
  { header: 'Notte', sort: 'night', cell: (n) => formatDate(n.night) },
  { header: 'Data rilascio', sort: 'release', cell: (n) => formatDate(n.release) },
  { header: 'Tipologia', cell: (n) => n.guestType.name },
  { header: 'Allotment', textAlign: 'end', cell: (n) => n.allotted },
  { header: 'Opzionati', textAlign: 'end', cell: (n) => n.optioned },
  { header: 'Confermati', textAlign: 'end', cell: (n) => n.reserved },
  { header: 'Liberi', sort: 'free', textAlign: 'end', cell: (n) => n.free },
  {
    header: 'Comunicazione',
    cell: (n) => (n.notice ? releaseNoticeMessages.sentOn(formatDate(n.notice.sentAt.slice(0, 10))) : null),
  },
  {
    header: 'Opzioni in scadenza prima del rilascio',
    cell: (n) =>
      n.expiringOptions.length === 0 ? null : (
        <Stack gap="0.5">
          {n.expiringOptions.map((o) => (
            <Text key={o.id} fontSize="sm">
              {o.caseNumber === null ? (
                o.contact
              ) : (
                <Link asChild>
                  <RouterLink to={caseDetail(o.caseNumber)}>{o.contact}</RouterLink>
                </Link>
              )}
              {` · ${o.places} · ${formatDate(o.expires)}`}
            </Text>
          ))}
        </Stack>
      ),
  },
];

/**
 * One hotel's nights: the look of @ham/ui's ListTable (which has no sortable headers), with
 * Notte, Data rilascio and Liberi sorted by a click on their header (again: the other way).
 */
function HotelReleases({
  entry,
  selected,
  onSelect,
}: {
  entry: ReleaseHotelNights;
  selected: ReadonlySet<string>;
  onSelect(keys: readonly string[], on: boolean): void;
}) {
  const { hotel } = entry;
  // Nights already announced cannot be chosen again.
  const open = entry.nights.filter((n) => !n.notice).map((n) => nightKey(hotel.id, n));
  const chosen = open.filter((k) => selected.has(k)).length;
  const [sort, setSort] = useState<Sort>({ key: 'night', desc: false });
  const nights = useMemo(() => sortNights(entry.nights, sort), [entry.nights, sort]);
  const label = `Rilasci ${hotel.name}`;
  return (
    <Box as="section" aria-label={hotel.name}>
      <HStack gap="3" mb="2" wrap="wrap">
        <Link asChild fontWeight="semibold" fontSize="lg">
          <RouterLink to={hotelRoutes.details(hotel.id)} target="_blank" rel="noopener">
            {hotel.name}
          </RouterLink>
        </Link>
        <Text color="fg.muted" fontSize="sm">
          {[hotel.place, hotel.area].filter(Boolean).join(' · ')}
        </Text>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" interactive aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="1">
                <Checkbox.Root
                  size="sm"
                  disabled={open.length === 0}
                  checked={chosen === 0 ? false : chosen === open.length ? true : 'indeterminate'}
                  onCheckedChange={(e) => onSelect(open, e.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={`Seleziona tutte le notti di ${hotel.name}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
              {columns.map((c) => {
                const active = c.sort !== undefined && sort.key === c.sort;
                return (
                  <Table.ColumnHeader
                    key={c.header}
                    textAlign={c.textAlign}
                    aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  >
                    {c.sort ? (
                      <Button
                        variant="plain"
                        size="xs"
                        px="0"
                        fontWeight="inherit"
                        onClick={() => setSort({ key: c.sort as SortKey, desc: active ? !sort.desc : false })}
                      >
                        {c.header}
                        {active ? (sort.desc ? ' ↓' : ' ↑') : ''}
                      </Button>
                    ) : (
                      c.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {nights.map((n) => {
              const key = nightKey(hotel.id, n);
              return (
                <NightRow
                  key={key}
                  night={n}
                  selected={selected.has(key)}
                  onSelect={(on) => onSelect([key], on)}
                />
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** One night of a hotel: a row of the columns above. */
function NightRow({
  night,
  selected,
  onSelect,
}: {
  night: ReleaseNight;
  selected: boolean;
  onSelect(on: boolean): void;
}) {
  return (
    <Table.Row>
      <Table.Cell>
        <Checkbox.Root
          size="sm"
          disabled={night.notice !== null}
          checked={selected}
          onCheckedChange={(e) => onSelect(e.checked === true)}
        >
          <Checkbox.HiddenInput
            aria-label={`Seleziona la notte del ${formatDate(night.night)} (${night.guestType.name}, rilascio ${formatDate(night.release)})`}
          />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      {columns.map((c) => (
        <Table.Cell key={c.header} textAlign={c.textAlign} whiteSpace="nowrap">
          {c.cell(night)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
