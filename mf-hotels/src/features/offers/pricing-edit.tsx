import {
  type CentsMap,
  configureZodLocale,
  messages,
  PERIOD_OVERLAP,
  type PriceEntry,
  priceEntryWrite,
  pricingMessages,
} from '@ham/contracts';
import { ApiError, callEndpoint, usePlatform } from '@ham/platform';
import {
  Card,
  CurrencyField,
  DateField,
  Form,
  FormFooter,
  Grid,
  Heading,
  HistoryPanel,
  NotFoundPage,
  QueryErrorPanel,
  routeId,
  ScreenFallback,
  SimpleGrid,
  Stack,
  Text,
  useFieldValue,
  useSave,
  useZodForm,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotelQueries } from '../hotels/api';
import { offerApi } from './api';
import { accomodationName, findGuestType } from './offer-reference';
import { Prospetto } from './prospetto';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

/** The pricing form: priceEntryWrite of the contracts (both dates required, Al after Dal). */
export const pricingForm = priceEntryWrite;
type PricingValues = z.output<typeof pricingForm>;
type PricingInput = {
  begin: string | null;
  end: string | null;
  prices: CentsMap;
  costs: CentsMap;
  extras: CentsMap;
  extrasCosts: CentsMap;
};

/** Every field of the form has a value: null where not priced (an absent key would read as missing). */
const filled = (keys: readonly string[], map: CentsMap = {}): CentsMap =>
  Object.fromEntries(keys.map((k) => [k, map[k] ?? null]));

function pricingToForm(
  serviceClassIds: readonly string[],
  extraIds: readonly string[],
  p: PriceEntry | undefined,
  withDates: boolean,
): PricingInput {
  return {
    begin: p && withDates ? p.begin : null,
    end: p && withDates ? p.end : null,
    prices: filled(serviceClassIds, p?.prices),
    costs: filled(serviceClassIds, p?.costs),
    extras: filled(extraIds, p?.extras),
    extrasCosts: filled(extraIds, p?.extrasCosts),
  };
}

/** Whether a refused save can be forced (docs/product/prices-and-freebies.md#overlapping-periods). */
export const isPeriodOverlap = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && err.detail === PERIOD_OVERLAP;

/** 'Imposta prezzi' (hotelPricingAdd, hotelPricingEdit; 'Copia come nuovi' with ?copia=id). */
export function PricingEdit() {
  const params = useParams();
  const [search] = useSearchParams();
  const hotelId = routeId(params.hotelId);
  const pricingId = routeId(params.pricingId);
  const copyId = routeId(search.get('copia') ?? undefined);
  const { reference } = usePlatform();
  const guestType = findGuestType(reference, params.gtype);
  const head = useQuery({ ...hotelQueries.head(hotelId ?? 0), enabled: hotelId !== null });
  const sourceId = pricingId ?? copyId;
  const source = useQuery({ ...offerApi.price(sourceId ?? 0), enabled: sourceId !== null, gcTime: 0 });
  if (hotelId === null || !guestType || (params.pricingId !== undefined && pricingId === null)) {
    return <NotFoundPage />;
  }
  let body = null;
  if (sourceId !== null && source.isPending) body = <ScreenFallback />;
  else if (sourceId !== null && source.isError) {
    body = <QueryErrorPanel title="Impossibile caricare i dati" query={source} />;
  } else {
    const initial = pricingToForm(
      reference.serviceClasses.map((sc) => sc.id),
      guestType.extraAccomodationIds,
      source.data,
      pricingId !== null,
    );
    body = (
      <PricingForm
        key={`${pricingId}-${copyId}`}
        hotelId={hotelId}
        gtype={guestType.id}
        record={pricingId !== null ? source.data : undefined}
        initial={initial}
      />
    );
  }
  return (
    <Stack gap="6" maxWidth="6xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Imposta prezzi
        </Heading>
        <Text fontSize="lg">
          {head.data?.name ?? ''} · {guestType.name}
        </Text>
      </Stack>
      {body}
      {pricingId !== null && source.isSuccess && <HistoryPanel target={{ kind: 'price', id: pricingId }} />}
    </Stack>
  );
}

type PricingFormProps = {
  hotelId: number;
  gtype: string;
  record: PriceEntry | undefined;
  initial: PricingInput;
};

function PricingForm({ hotelId, gtype, record, initial }: PricingFormProps) {
  const { reference } = usePlatform();
  const guestType = findGuestType(reference, gtype);
  const navigate = useNavigate();
  const form = useZodForm(pricingForm, { defaultValues: initial });
  const upRoute = hotelRoutes.offer(hotelId, gtype);
  const { save, error } = useSave<PricingValues>({
    send: (values, { api, force }) => {
      const query = force ? { force: true } : undefined;
      return record
        ? callEndpoint(api, offerApi.endpoints.updatePrice, {
            params: { id: record.id },
            body: { ...values, version: record.version },
            query,
          })
        : callEndpoint(api, offerApi.endpoints.createPrice, {
            params: { id: hotelId, gtype },
            body: values,
            query,
          });
    },
    force: (err) =>
      isPeriodOverlap(err)
        ? { title: 'Periodo sovrapposto', message: pricingMessages.overlapConfirm, confirmLabel: 'Procedi' }
        : null,
    invalidates: offerApi.changed(hotelId),
    form: { setError: form.setError, fieldsMessage: messages.validation },
    onSaved: () => navigate(upRoute),
  });
  if (!guestType) return null;
  const baseName = accomodationName(reference, guestType.baseAccomodationId);

  return (
    <Form form={form} onSubmit={save} aria-label="Imposta prezzi">
      <Stack gap="5">
        <Card.Root>
          <Card.Header>
            <Card.Title>Periodo</Card.Title>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" maxWidth="xl">
              <DateField name="begin" label="Dal" required />
              <DateField name="end" label="Al" required after="begin" />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Prezzo base ({baseName})</Card.Title>
          </Card.Header>
          <Card.Body>
            <PriceRows
              columns={reference.serviceClasses.map((sc) => ({ id: sc.id, label: sc.description }))}
              sale="prices"
              cost="costs"
            />
          </Card.Body>
        </Card.Root>
        {guestType.extraAccomodationIds.length > 0 && (
          <Card.Root>
            <Card.Header>
              <Card.Title>Supplementi</Card.Title>
            </Card.Header>
            <Card.Body>
              <PriceRows
                columns={guestType.extraAccomodationIds.map((a) => ({
                  id: a,
                  label: accomodationName(reference, a),
                }))}
                sale="extras"
                cost="extrasCosts"
                negative
              />
            </Card.Body>
          </Card.Root>
        )}
        <LiveProspetto gtype={gtype} />
      </Stack>
      <FormFooter error={error} onCancel={() => navigate(upRoute)} />
    </Form>
  );
}

/** Wide screens: the column headers name the columns, each field's label is for screen readers only. */
const labelInGrid = { base: false, md: true } as const;

/**
 * A 'Vendita' row and an 'Acquisto' row, one column per service class or accommodation type:
 * on wide screens the columns are named once in a header (the fields stay in line whatever the
 * names' length), each field still named 'Vendita Mezza pensione' for screen readers; on narrow
 * screens every field shows its whole name.
 */
function PriceRows({
  columns,
  sale,
  cost,
  negative = false,
}: {
  /** Supplements may be reductions (e.g. the third bed). */
  negative?: boolean;
  columns: { id: string; label: string }[];
  sale: string;
  cost: string;
}) {
  const templateColumns = { base: '1fr', md: `8rem repeat(${columns.length}, minmax(0, 14rem))` };
  return (
    <Stack gap="2">
      <Grid
        templateColumns={templateColumns}
        gap="4"
        display={{ base: 'none', md: 'grid' }}
        aria-hidden="true"
        data-price-columns=""
      >
        <span />
        {columns.map((c) => (
          <Text key={c.id} fontSize="sm" fontWeight="medium">
            {c.label}
          </Text>
        ))}
      </Grid>
      {(
        [
          ['Vendita', sale],
          ['Acquisto', cost],
        ] as const
      ).map(([row, map]) => (
        <Grid
          key={row}
          templateColumns={templateColumns}
          gap="4"
          alignItems="start"
          role="group"
          aria-label={row}
        >
          <Text fontWeight="semibold" minHeight="10" display="flex" alignItems="center">
            {row}
          </Text>
          {columns.map((c) => (
            <CurrencyField
              key={c.id}
              name={`${map}.${c.id}`}
              label={`${row} ${c.label}`}
              labelSrOnly={labelInGrid}
              negative={negative}
            />
          ))}
        </Grid>
      ))}
    </Stack>
  );
}

function LiveProspetto({ gtype }: { gtype: string }) {
  const { reference } = usePlatform();
  const guestType = findGuestType(reference, gtype);
  // The four price maps of the form, as they are typed.
  const maps = {
    prices: useFieldValue<CentsMap>('prices') ?? {},
    costs: useFieldValue<CentsMap>('costs') ?? {},
    extras: useFieldValue<CentsMap>('extras') ?? {},
    extrasCosts: useFieldValue<CentsMap>('extrasCosts') ?? {},
  };
  if (!guestType) return null;
  return <Prospetto reference={reference} guestType={guestType} {...maps} />;
}
