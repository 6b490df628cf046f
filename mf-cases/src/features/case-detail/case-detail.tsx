import { type CaseFile, caseMessages, type Meal, type ServiceItem } from '@ham/contracts';
import { ApiError, callEndpoint, type Endpoint, type PathParams, type QueryParams } from '@ham/platform';
import {
  Alert,
  Button,
  Card,
  Center,
  DetailList,
  ErrorPanel,
  formatDate,
  formatEuro,
  Heading,
  HistoryPanel,
  HStack,
  type ListColumn,
  NotFoundPage,
  PageAside,
  PageColumns,
  RowLink,
  routeId,
  SectionCard,
  type SendContext,
  Spinner,
  Stack,
  Text,
  useSave,
} from '@ham/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { caseApi } from '../../shared/case-api';
import { type CaseItemKind, caseRoutes } from '../../shared/case-routes';
import { CaseStatusBadge } from '../../shared/case-status-badge';
import { useCaseFile } from '../../shared/use-case-file';
import { itemApi } from '../items/api';
import { CaseMarginCard } from '../margins/case-margin-card';
import { CasePaymentsSection } from '../payments/case-payments';
import { TouristTaxCard } from '../tourist-tax/tourist-tax-card';
import { DocumentActions } from './documents/document-actions';
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
type Removal = { endpoint: Endpoint<unknown>; params: PathParams; message: string };
type ItemRemove = Endpoint<unknown, undefined, QueryParams, { readonly id: string | number }>;

const deleteConfirm = ({ message }: Removal) => ({
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

/** The case detail (/pratiche/dettagli/:docNum): stays, items, 'Importo totale', Cliente and Azioni. */
export function CaseDetail() {
  const docNum = routeId(useParams().docNum);
  const query = useCaseFile(docNum);
  const navigate = useNavigate();
  const removal = {
    confirmFirst: deleteConfirm,
    send: ({ endpoint, params }: Removal, { api }: SendContext) => callEndpoint(api, endpoint, { params }),
    success: 'Eliminazione completata',
    failure: 'Eliminazione non riuscita',
  };
  const deleteItem = useSave<Removal>({ ...removal, invalidates: [caseApi.keys.detail(docNum ?? 0)] });
  const deleteCase = useSave<Removal>({
    ...removal,
    removes: [caseApi.keys.detail(docNum ?? 0)],
    invalidates: [caseApi.keys.lists()],
    onSaved: () => navigate(caseRoutes.list),
  });
  if (docNum === null) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <Center py="16">
        <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
      </Center>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ErrorPanel
        title={notFound ? caseMessages.notFound(docNum) : 'Impossibile caricare la pratica'}
        description={notFound ? undefined : query.error.message}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }
  const c = query.data;
  const handleDeleteItem = (removal: Removal) => void deleteItem.save(removal);
  const handleDeleteCase = () =>
    void deleteCase.save({
      endpoint: caseApi.endpoints.remove,
      params: { docNum: c.number },
      message: `Sicuro di eliminare la pratica ${c.number} "${c.name}"?`,
    });

  const customer = c.customer;
  const actions: [string, string][] = [
    ['Modifica dati pratica', caseRoutes.headEdit(docNum)],
    ['Aggiungi hotel', caseRoutes.stayAdd(docNum)],
    ['Aggiungi ristorante', caseRoutes.itemAdd(docNum, 'pasto')],
    ['Aggiungi trasferimento / escursione bus', caseRoutes.itemAdd(docNum, 'bus')],
    ['Aggiungi visita guidata', caseRoutes.itemAdd(docNum, 'tour')],
    ['Costi e riduzioni aggiuntivi', caseRoutes.extras(docNum)],
    ['Rooming list', caseRoutes.rooming(docNum)],
  ];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            Pratica {c.number} - {c.name}
          </Heading>
          <CaseStatusBadge status={c.status} />
        </HStack>
        <Text color="fg.muted">
          Dal {formatDate(c.beginDate)} al {formatDate(c.endDate)} · {c.guestType.name} · {c.guestCount}{' '}
          partecipanti{c.user ? ` · ${c.user.firstName} ${c.user.lastName}` : ''}
        </Text>
      </Stack>
      <PageColumns>
        <Stack gap="6">
          {isEmpty(c) ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{caseMessages.empty}</Alert.Title>
            </Alert.Root>
          ) : (
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
              {itemSections.map((section) => section(c, docNum, handleDeleteItem))}
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
          )}
          <CasePaymentsSection docNum={docNum} />
          <CaseMarginCard docNum={docNum} />
          <TouristTaxCard docNum={docNum} />
          <Card.Root>
            <Card.Body>
              <HStack justify="space-between" fontSize="lg" fontWeight="semibold">
                <Text>Importo totale</Text>
                <Text aria-label="Importo totale" data-testid="case-total">
                  {formatEuro(c.total)}
                </Text>
              </HStack>
            </Card.Body>
          </Card.Root>
          <HistoryPanel target={{ kind: 'case', id: docNum }} />
        </Stack>
        <PageAside>
          <SectionCard title="Azioni" as="aside">
            <Stack
              gap="2"
              direction={{ base: 'row', '2xl': 'column' }}
              wrap={{ base: 'wrap', '2xl': 'nowrap' }}
            >
              {actions.map(([label, to]) => (
                <Button
                  key={label}
                  asChild
                  variant="outline"
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  height="auto"
                  minHeight="10"
                  py="2"
                >
                  <RouterLink to={to}>{label}</RouterLink>
                </Button>
              ))}
              <DocumentActions docNum={docNum} customerName={customer.fullName} />
              <Button
                variant="outline"
                colorPalette="red"
                justifyContent="flex-start"
                onClick={handleDeleteCase}
              >
                Elimina pratica
              </Button>
            </Stack>
          </SectionCard>
          <SectionCard title="Cliente" as="aside">
            <DetailList
              orientation="vertical"
              size="sm"
              rows={[
                ['Ragione sociale', customer.fullName],
                ['Indirizzo', customer.address],
                ['Città', [customer.postalCode, customer.city].filter(Boolean).join(' ')],
                ['Nazione', customer.country?.name],
                ['Partita IVA', customer.vatNumber],
                ['Codice SdI', customer.einvoiceCode],
              ]}
            />
          </SectionCard>
          {c.notes && (
            <SectionCard title="Note" as="aside">
              <Text whiteSpace="pre-line">{c.notes}</Text>
            </SectionCard>
          )}
        </PageAside>
      </PageColumns>
    </Stack>
  );
}
