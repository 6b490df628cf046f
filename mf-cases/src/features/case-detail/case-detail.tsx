import { type CaseFile, caseMessages, caseTotals, type Meal, type ServiceItem } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import {
  Alert,
  Button,
  Card,
  Center,
  DataList,
  ErrorPanel,
  formatDate,
  formatEuro,
  Heading,
  HStack,
  type ListColumn,
  NotFoundPage,
  PageAside,
  PageColumns,
  routeId,
  Spinner,
  Stack,
  Text,
  useConfirm,
} from '@ham/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { caseKeys, caseRoutes, casesPath } from '../../shared/case-routes';
import { useCaseFile } from '../../shared/use-case-file';
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

export type CaseDetailProps = Record<string, never>;

/** The case detail (/pratiche/dettagli/:docNum): stays, items, 'Importo totale', Cliente and Azioni. */
export function CaseDetail(_props: CaseDetailProps) {
  const docNum = routeId(useParams().docNum);
  const query = useCaseFile(docNum);
  const { api, notify } = usePlatform();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
  // The same pure rule as the API's `total` (rules/case-totals): the two never disagree.
  const totals = caseTotals(c);

  const deleteAt = async (path: string, message: string): Promise<boolean> => {
    const ok = await confirm({
      title: 'Conferma eliminazione',
      message,
      confirmLabel: 'Elimina',
      destructive: true,
    });
    if (!ok) return false;
    try {
      await api.delete(path);
    } catch (err) {
      notify({
        status: 'error',
        title: 'Eliminazione non riuscita',
        description: err instanceof ApiError ? err.message : 'Errore di comunicazione con il server',
      });
      return false;
    }
    notify({ status: 'success', title: 'Eliminazione completata' });
    return true;
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(docNum) });
  const handleDeleteItem = async (type: string, id: number, message: string) => {
    if (await deleteAt(`${casesPath}/${type}/${id}`, message)) await refresh();
  };
  const handleDeleteCase = async () => {
    if (
      !(await deleteAt(`${casesPath}/${docNum}`, `Sicuro di eliminare la pratica ${c.number} "${c.name}"?`))
    )
      return;
    queryClient.removeQueries({ queryKey: caseKeys.detail(docNum) });
    await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    navigate(caseRoutes.list);
  };

  const customer = c.customer;
  const actions: [string, string][] = [
    ['Modifica dati pratica', caseRoutes.headEdit(docNum)],
    ['Aggiungi hotel', caseRoutes.stayAdd(docNum)],
    ['Aggiungi ristorante', caseRoutes.itemAdd(docNum, 'pasto')],
    ['Aggiungi trasferimento / escursione bus', caseRoutes.itemAdd(docNum, 'bus')],
    ['Aggiungi visita guidata', caseRoutes.itemAdd(docNum, 'tour')],
    ['Costi e riduzioni aggiuntivi', caseRoutes.extras(docNum)],
  ];

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Pratica {c.number} - {c.name}
        </Heading>
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
              {c.meals.length > 0 && (
                <ItemSection<Meal>
                  title="Ristoranti"
                  items={c.meals}
                  columns={mealColumns}
                  getRowId={(m) => m.id}
                  editRoute={(m) => caseRoutes.itemEdit(docNum, 'pasto', m.id)}
                  onDelete={(m) =>
                    void handleDeleteItem(
                      'meals',
                      m.id,
                      `Sicuro di eliminare il pasto presso "${m.restaurant.name}"?`,
                    )
                  }
                />
              )}
              {c.busTrips.length > 0 && (
                <ItemSection<ServiceItem>
                  title="Trasferimenti ed escursioni in bus"
                  items={c.busTrips}
                  columns={serviceColumns}
                  getRowId={(s) => s.id}
                  editRoute={(s) => caseRoutes.itemEdit(docNum, 'bus', s.id)}
                  onDelete={(s) =>
                    void handleDeleteItem('bustrips', s.id, `Sicuro di eliminare "${s.service.name}"?`)
                  }
                />
              )}
              {c.guidedTours.length > 0 && (
                <ItemSection<ServiceItem>
                  title="Visite guidate"
                  items={c.guidedTours}
                  columns={serviceColumns}
                  getRowId={(s) => s.id}
                  editRoute={(s) => caseRoutes.itemEdit(docNum, 'tour', s.id)}
                  onDelete={(s) =>
                    void handleDeleteItem('guidedtours', s.id, `Sicuro di eliminare "${s.service.name}"?`)
                  }
                />
              )}
              {c.extras.length > 0 && (
                <ItemSection<Extra>
                  title="Costi e riduzioni aggiuntivi"
                  items={c.extras}
                  columns={extraColumns}
                  getRowId={(e) => `${e.description}-${e.date}-${e.value}`}
                  actions={
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={caseRoutes.extras(docNum)}>Modifica</RouterLink>
                    </Button>
                  }
                />
              )}
            </>
          )}
          <Card.Root>
            <Card.Body>
              <HStack justify="space-between" fontSize="lg" fontWeight="semibold">
                <Text>Importo totale</Text>
                <Text aria-label="Importo totale" data-testid="case-total">
                  {formatEuro(totals.total)}
                </Text>
              </HStack>
            </Card.Body>
          </Card.Root>
        </Stack>
        <PageAside>
          <Card.Root as="aside" aria-label="Azioni">
            <Card.Header>
              <Heading as="h2" size="md">
                Azioni
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="2">
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
                  onClick={() => void handleDeleteCase()}
                >
                  Elimina pratica
                </Button>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root as="aside" aria-label="Cliente">
            <Card.Header>
              <Heading as="h2" size="md">
                Cliente
              </Heading>
            </Card.Header>
            <Card.Body>
              <DataList.Root orientation="vertical" size="sm">
                {(
                  [
                    ['Ragione sociale', customer.fullName],
                    ['Indirizzo', customer.address],
                    ['Città', [customer.postalCode, customer.city].filter(Boolean).join(' ')],
                    ['Nazione', customer.country?.name],
                    ['Partita IVA', customer.vatNumber],
                    ['Codice SdI', customer.einvoiceCode],
                  ] as [string, string | null | undefined][]
                ).map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        </PageAside>
      </PageColumns>
    </Stack>
  );
}
