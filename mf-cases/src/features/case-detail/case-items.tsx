import { type CaseFile, caseMessages, type Meal, type ServiceItem } from '@ham/contracts';
import { callEndpoint, type Endpoint, type PathParams, type QueryParams } from '@ham/platform';
import {
  Alert,
  formatDate,
  formatEuro,
  Heading,
  type ListColumn,
  RowLink,
  type SendContext,
  Stack,
  useSave,
} from '@ham/ui';
import type { ReactNode } from 'react';
import { caseApi } from '../../shared/case-api';
import { type CaseItemKind, caseRoutes } from '../../shared/case-routes';
import { itemApi } from '../items/api';
import { ItemSection } from './item-section';
import { StayView } from './stay-view';

const money = { textAlign: 'end' } as const;

const mealColumns: ListColumn<Meal>[] = [
  { header: 'Ristorante', cell: (m) => m.restaurant.name },
  { header: 'Data', cell: (m) => formatDate(m.date) },
  { header: 'Pasto', cell: (m) => (m.time === 'pranzo' ? 'Pranzo' : 'Cena') },
  { header: 'Persone', cell: (m) => m.persons, ...money },
  { header: 'Gratuità', cell: (m) => m.freebies, ...money },
  { header: 'Prezzo unitario', cell: (m) => formatEuro(m.unitPrice), ...money },
  { header: 'Importo', cell: (m) => formatEuro(m.total), ...money },
];

const serviceColumns: ListColumn<ServiceItem>[] = [
  { header: 'Servizio', cell: (s) => s.service.name },
  { header: 'Data', cell: (s) => formatDate(s.date) },
  { header: 'Quantità', cell: (s) => s.quantity, ...money },
  { header: 'Prezzo unitario', cell: (s) => formatEuro(s.unitPrice), ...money },
  { header: 'Importo', cell: (s) => formatEuro(s.total), ...money },
];

type Extra = CaseFile['extras'][number];
const extraColumns: ListColumn<Extra>[] = [
  { header: 'Descrizione', cell: (e) => e.description },
  { header: 'Data', cell: (e) => formatDate(e.date) },
  { header: 'Importo', cell: (e) => formatEuro(e.value), ...money },
];

const isEmpty = (c: CaseFile) =>
  c.stays.length + c.meals.length + c.busTrips.length + c.guidedTours.length + c.extras.length === 0;

/** A delete: its endpoint and that endpoint's path parameters (`id` of an item, `docNum` of the case). */
export type Removal = { endpoint: Endpoint<unknown>; params: PathParams; message: string };
type ItemRemove = Endpoint<unknown, undefined, QueryParams, { readonly id: string | number }>;

export const deleteConfirm = ({ message }: Removal) => ({
  title: 'Conferma eliminazione',
  message,
  confirmLabel: 'Elimina',
  destructive: true,
});

/** Renders one section of a case's items (nothing when it has none), deleting a line with `onDelete`. */
type ItemSectionOf = (c: CaseFile, docNum: number, onDelete: (removal: Removal) => void) => ReactNode;

type RemovableItems<T> = {
  kind: CaseItemKind;
  title: string;
  lines(c: CaseFile): T[];
  columns: ListColumn<T>[];
  remove: ItemRemove;
  /** The delete confirmation's question. */
  confirm(row: T): string;
};

/** A section of lines with 'Modifica' (the item's edit page) and delete (after a confirmation). */
function removableItems<T extends { id: number }>(spec: RemovableItems<T>): ItemSectionOf {
  return (c, docNum, onDelete) => {
    const items = spec.lines(c);
    return (
      items.length > 0 && (
        <ItemSection<T>
          key={spec.kind}
          title={spec.title}
          items={items}
          columns={spec.columns}
          getRowId={(row) => row.id}
          editRoute={(row) => caseRoutes.itemEdit(docNum, spec.kind, row.id)}
          onDelete={(row) =>
            onDelete({ endpoint: spec.remove, params: { id: row.id }, message: spec.confirm(row) })
          }
        />
      )
    );
  };
}

/** A section of bus trips or guided tours: the same columns and confirmation. */
const serviceItems = (
  kind: CaseItemKind,
  title: string,
  lines: (c: CaseFile) => ServiceItem[],
  remove: ItemRemove,
) =>
  removableItems<ServiceItem>({
    kind,
    title,
    lines,
    columns: serviceColumns,
    remove,
    confirm: (s) => `Sicuro di eliminare "${s.service.name}"?`,
  });

/** The item sections after the stays, in their order. */
const itemSections: ItemSectionOf[] = [
  removableItems<Meal>({
    kind: 'pasto',
    title: 'Ristoranti',
    lines: (c) => c.meals,
    columns: mealColumns,
    remove: itemApi.meals.remove,
    confirm: (m) => `Sicuro di eliminare il pasto presso "${m.restaurant.name}"?`,
  }),
  serviceItems('bus', 'Trasferimenti ed escursioni in bus', (c) => c.busTrips, itemApi.bustrips.remove),
  serviceItems('tour', 'Visite guidate', (c) => c.guidedTours, itemApi.guidedtours.remove),
];

/** What deleting a line or the case shares: the confirmation first, the call, the Italian outcome. */
export const removal = {
  confirmFirst: deleteConfirm,
  send: ({ endpoint, params }: Removal, { api }: SendContext) => callEndpoint(api, endpoint, { params }),
  success: 'Eliminazione completata',
  failure: 'Eliminazione non riuscita',
};

/**
 * The case's lines (docs/product/cases.md): the stays, then restaurants, bus, guided tours and
 * the extra costs, each section only when it has lines; a note when the case has none.
 */
export function CaseItems({ file: c, docNum }: { file: CaseFile; docNum: number }) {
  const deleteItem = useSave<Removal>({ ...removal, invalidates: [caseApi.keys.detail(docNum)] });
  const handleDelete = (r: Removal) => void deleteItem.save(r);
  if (isEmpty(c))
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{caseMessages.empty}</Alert.Title>
      </Alert.Root>
    );
  return (
    <>
      {c.stays.length > 0 && (
        <Stack gap="4" as="section" aria-label="Hotel">
          <Heading as="h2" size="lg">
            Hotel
          </Heading>
          {c.stays.map((s) => (
            <StayView key={s.id} stay={s} docNum={docNum} />
          ))}
        </Stack>
      )}
      {itemSections.map((section) => section(c, docNum, handleDelete))}
      {c.extras.length > 0 && (
        <ItemSection<Extra>
          title="Costi e riduzioni aggiuntivi"
          items={c.extras}
          columns={extraColumns}
          getRowId={(e) => `${e.description}-${e.date}-${e.value}`}
          actions={<RowLink to={caseRoutes.extras(docNum)}>Modifica</RowLink>}
        />
      )}
    </>
  );
}
