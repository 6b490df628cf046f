import {
  addDays,
  allotmentMessages,
  configureZodLocale,
  decodeAllotmentGrid,
  type GeoHit,
  isoDate,
  messages,
  periodRefinement,
  todayInRome,
} from '@ham/contracts';
import { ApiError, type QueryParams, useEndpointUrl, useReference } from '@ham/platform';
import {
  Alert,
  DateField,
  ErrorAlert,
  ExportLinks,
  Heading,
  HStack,
  RadioGroupField,
  SimpleGrid,
  Stack,
  Text,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { HotelSearchForm, PartialResultsAlert } from '../../shared/hotel-search-form';
import { addPlaceQuery, placeFromUrl, setPlaceInUrl } from '../../shared/place-url';
import { AllotmentGrid, AllotmentGridLegend } from './allotment-grid';
import { allotmentApi } from './api';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

/** The filters (docs/product/allotment-and-holds.md#allotment-search): guest type required, Al not before Dal. */
export const allotmentFilters = z
  .object({
    place: z.custom<GeoHit>().nullish(),
    q: z.string().trim().max(100).optional(),
    type: z.string({ error: messages.required }).min(1, messages.required),
    from: isoDate,
    to: isoDate,
  })
  .superRefine(...periodRefinement('from', 'to', { maxDays: Number.POSITIVE_INFINITY }));
type Filters = z.output<typeof allotmentFilters>;

/** GET /allotment/search query of the filters. */
export function allotmentQuery(f: Filters): QueryParams {
  const query: QueryParams = { type: f.type, from: f.from, to: f.to };
  if (f.q) query.q = f.q;
  return addPlaceQuery(query, f.place);
}

/** The filters as URL search params (the place with its name and type, for the picker). */
export function filtersToUrl(f: Filters): URLSearchParams {
  const out = new URLSearchParams({ type: f.type, from: f.from, to: f.to });
  if (f.q) out.set('q', f.q);
  return setPlaceInUrl(out, f.place);
}

/** The form values of the URL; the period defaults to two weeks from `today` ('' leaves it empty). */
export function filtersFromUrl(params: URLSearchParams, today: string) {
  return {
    place: placeFromUrl(params),
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    from: params.get('from') ?? today,
    to: params.get('to') ?? (today ? addDays(today, 13) : ''),
  };
}

/** 'Cerca disponibilità' (/disponibilita): places per hotel, day by day. */
export function AllotmentSearch() {
  const reference = useReference();
  const [params, setParams] = useSearchParams();
  // The last search lives in the URL, so a reload or the back button shows it again.
  const [initial] = useState(() => filtersFromUrl(params, todayInRome()));
  const form = useZodForm(allotmentFilters, { defaultValues: initial });
  const query = useMemo(() => {
    const f = filtersFromUrl(params, '');
    return f.type && f.from && f.to ? allotmentQuery(f as Filters) : null;
  }, [params]);
  const handleSearch = (f: Filters) => {
    const next = filtersToUrl(f);
    if (next.toString() === params.toString()) void result.refetch();
    else setParams(next, { replace: true });
  };
  const result = useQuery({ ...allotmentApi.read(query ?? {}), enabled: query !== null, retry: false });
  const tooLarge = result.error instanceof ApiError && result.error.code === 'PeriodTooLarge';
  const data = result.isError ? undefined : result.data;
  // The compact wire format, decoded once per answer (one value per day and row).
  const grid = useMemo(() => (data ? decodeAllotmentGrid(data) : undefined), [data]);
  const url = useEndpointUrl();
  const exportUrl = (format: 'xlsx' | 'csv') =>
    url(allotmentApi.endpoints.export[format], { query: query ?? {} });

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Cerca disponibilità
      </Heading>
      <HotelSearchForm
        form={form}
        onSubmit={handleSearch}
        aria-label="Cerca disponibilità"
        searching={result.isFetching}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <RadioGroupField
            name="type"
            label="Tipologia ospiti"
            required
            options={reference.guestTypes.map((g) => ({ value: g.id, label: g.name }))}
          />
          <DateField name="from" label="Dal" required />
          <DateField name="to" label="Al" required after="from" />
        </SimpleGrid>
      </HotelSearchForm>
      {tooLarge && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{allotmentMessages.periodTooLarge}</Alert.Title>
        </Alert.Root>
      )}
      {result.isError && !tooLarge && <ErrorAlert>{result.error.message}</ErrorAlert>}
      {data?.partial && <PartialResultsAlert count={data.results.length} />}
      {data && data.results.length === 0 && (
        <Text py="8" textAlign="center" color="fg.muted">
          {allotmentMessages.noResults}
        </Text>
      )}
      {grid && grid.hotels.length > 0 && (
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <AllotmentGridLegend />
            <HStack gap="4">
              <ExportLinks href={exportUrl} />
            </HStack>
          </HStack>
          <AllotmentGrid grid={grid} />
        </Stack>
      )}
    </Stack>
  );
}
