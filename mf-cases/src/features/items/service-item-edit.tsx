import {
  type BusHit,
  busUnitPrice,
  configureZodLocale,
  type GuideHit,
  type ServiceItem,
} from '@ham/contracts';
import {
  AsyncSearchPickerField,
  Center,
  CurrencyField,
  DateField,
  EditPage,
  NotFoundPage,
  NumberField,
  SimpleGrid,
  Spinner,
  useSetFieldValue,
} from '@ham/ui';
import { useParams } from 'react-router-dom';
import { caseRoutes, casesPath, positiveIntParam } from '../../shared/case-routes';
import {
  type PickedService,
  type ServiceItemForm,
  serviceItemForm,
  serviceItemPayload,
  serviceItemToForm,
} from './item-forms';
import { useCaseHead } from './use-case-head';

configureZodLocale();

type Kind = 'bus' | 'tour';

const kinds = {
  bus: {
    type: 'bustrips',
    titles: ['Aggiungi trasferimento / escursione bus', 'Modifica trasferimento / escursione bus'],
    label: 'Servizio bus',
    searchPath: '/services/buses/search',
    /** The bus's price for the group: the row with the fewest seats that seats everybody. */
    toItem: (guestCount: number) => (h: BusHit) => ({
      id: h.id,
      name: h.name,
      price: busUnitPrice(h.prices, guestCount),
    }),
  },
  tour: {
    type: 'guidedtours',
    titles: ['Aggiungi visita guidata', 'Modifica visita guidata'],
    label: 'Guida',
    searchPath: '/services/guides/search',
    toItem: (_guestCount: number) => (h: GuideHit) => ({ id: h.id, name: h.name, price: h.price }),
  },
} as const;

type ServiceItemFieldsProps = { kind: Kind; guestTypeId: string; guestCount: number };

function ServiceItemFields({ kind, guestTypeId, guestCount }: ServiceItemFieldsProps) {
  const setValue = useSetFieldValue();
  const k = kinds[kind];
  return (
    <>
      <AsyncSearchPickerField<PickedService>
        name="service"
        label={k.label}
        required
        path={k.searchPath}
        params={{ gt: guestTypeId }}
        toItem={k.toItem(guestCount) as (raw: never) => PickedService}
        itemToString={(s) => s.name}
        onSelect={(s) => {
          if (s?.price !== null && s?.price !== undefined) setValue('unitPrice', s.price);
        }}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <DateField name="date" label="Data" required />
        <NumberField name="quantity" label="Quantità" min={1} required />
        <CurrencyField
          name="unitPrice"
          label="Prezzo unitario"
          helperText="Vuoto: il prezzo del servizio per il gruppo"
        />
      </SimpleGrid>
    </>
  );
}

export type ServiceItemEditProps = { kind: Kind };

/** A bus trip or guided tour of the case (/pratiche/dettagli/:docNum/{bus|tour}/nuovo, /modifica/:itemId). */
export function ServiceItemEdit({ kind }: ServiceItemEditProps) {
  const params = useParams();
  const docNum = positiveIntParam(params.docNum);
  const itemId = params.itemId === undefined ? undefined : positiveIntParam(params.itemId);
  const { head } = useCaseHead(docNum);
  if (docNum === null || itemId === null) return <NotFoundPage />;
  if (!head) {
    return (
      <Center py="16">
        <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
      </Center>
    );
  }
  const k = kinds[kind];
  const empty: ServiceItemForm = { service: null, date: head.beginDate, quantity: 1, unitPrice: null };
  return (
    <EditPage
      key={`${kind}-${itemId ?? 'new'}`}
      title={k.titles[itemId ? 1 : 0]}
      resource={`case-${k.type}`}
      basePath={`${casesPath}/${k.type}`}
      createPath={`${casesPath}/${docNum}/${k.type}`}
      id={itemId}
      schema={serviceItemForm}
      defaultValues={empty as never}
      toForm={(s: ServiceItem) => serviceItemToForm(s) as never}
      toPayload={serviceItemPayload}
      upRoute={caseRoutes.detail(docNum)}
    >
      <ServiceItemFields kind={kind} guestTypeId={head.guestTypeId} guestCount={head.guestCount} />
    </EditPage>
  );
}
