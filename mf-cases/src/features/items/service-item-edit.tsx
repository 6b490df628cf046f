import {
  type BusHit,
  busUnitPrice,
  configureZodLocale,
  type GuideHit,
  type ServiceItem,
} from '@ham/contracts';
import {
  AsyncSearchPickerField,
  CurrencyField,
  DateField,
  NumberField,
  SimpleGrid,
  useSetFieldValue,
} from '@ham/ui';
import { type CaseItemHead, CaseItemPage } from './case-item-page';
import {
  type PickedService,
  type ServiceItemForm,
  serviceItemForm,
  serviceItemPayload,
  serviceItemToForm,
} from './item-forms';

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

/** A new bus trip or guided tour: the case's first day, one, no price (the service's). */
const emptyServiceItem = (head: CaseItemHead): ServiceItemForm => ({
  service: null,
  date: head.beginDate,
  quantity: 1,
  unitPrice: null,
});

export type ServiceItemEditProps = { kind: Kind };

/** A bus trip or guided tour of the case (/pratiche/dettagli/:docNum/{bus|tour}/nuovo, /modifica/:itemId). */
export function ServiceItemEdit({ kind }: ServiceItemEditProps) {
  const k = kinds[kind];
  return (
    <CaseItemPage
      type={k.type}
      titles={k.titles}
      schema={serviceItemForm}
      empty={(head) => emptyServiceItem(head) as never}
      toForm={(s: ServiceItem) => serviceItemToForm(s) as never}
      toPayload={serviceItemPayload}
    >
      {(head) => (
        <ServiceItemFields kind={kind} guestTypeId={head.guestTypeId} guestCount={head.guestCount} />
      )}
    </CaseItemPage>
  );
}
