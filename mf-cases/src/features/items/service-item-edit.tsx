import { configureZodLocale, type ServiceItem, type ServiceItemWriteInput } from '@ham/contracts';
import { type Endpoint, useReference } from '@ham/platform';
import {
  AsyncSearchPickerField,
  CurrencyField,
  DateField,
  NumberField,
  SimpleGrid,
  useSetFieldValue,
} from '@ham/ui';
import { itemApi } from './api';
import { type CaseItemHead, CaseItemPage } from './case-item-page';
import {
  type PickedService,
  type ServiceItemForm,
  serviceItemEditing,
  type serviceItemForm,
} from './item-forms';
import { busPick, guestTypeNamer, guidePick, type PickGroup, pickedServiceDisplay } from './service-picks';

configureZodLocale();

type Kind = 'bus' | 'tour';

const kinds = {
  bus: {
    api: itemApi.bustrips,
    titles: ['Aggiungi trasferimento / escursione bus', 'Modifica trasferimento / escursione bus'] as const,
    label: 'Servizio bus',
    search: itemApi.search.buses,
    toItem: busPick,
  },
  tour: {
    api: itemApi.guidedtours,
    titles: ['Aggiungi visita guidata', 'Modifica visita guidata'] as const,
    label: 'Guida',
    search: itemApi.search.guides,
    toItem: guidePick,
  },
};

type ServicePickerSpec<THit> = {
  label: string;
  search: Endpoint<{ items: THit[] }>;
  toItem(group: PickGroup): (hit: THit) => PickedService;
};

type ServiceItemFieldsProps = { kind: Kind; guestTypeId: string; guestCount: number };

function ServiceItemFields({ kind, guestTypeId, guestCount }: ServiceItemFieldsProps) {
  const setValue = useSetFieldValue();
  const group: PickGroup = { guestTypeId, guestCount, nameOf: guestTypeNamer(useReference().guestTypes) };
  const onSelect = (s: PickedService | null) => {
    if (s?.price !== null && s?.price !== undefined) setValue('unitPrice', s.price);
  };
  /** The service's picker, over the kind's search (its hits typed by kind). */
  function picker<THit>({ label, search, toItem }: ServicePickerSpec<THit>) {
    return (
      <AsyncSearchPickerField<PickedService, THit>
        name="service"
        required
        params={{ gt: guestTypeId }}
        onSelect={onSelect}
        label={label}
        search={search}
        toItem={toItem(group)}
        {...pickedServiceDisplay}
      />
    );
  }
  return (
    <>
      {kind === 'bus' ? picker(kinds.bus) : picker(kinds.tour)}
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
    <CaseItemPage<typeof serviceItemForm, ServiceItem, ServiceItemWriteInput>
      {...serviceItemEditing}
      api={k.api}
      titles={k.titles}
      empty={emptyServiceItem}
    >
      {(head) => (
        <ServiceItemFields kind={kind} guestTypeId={head.guestTypeId} guestCount={head.guestCount} />
      )}
    </CaseItemPage>
  );
}
