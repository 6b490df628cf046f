import {
  type ApiErrorBody,
  formatItalianDate,
  formatItalianDateTime,
  parsePastedText,
  participantRoleNames,
  type RoomingImportProblem,
  type RoomingImportRefusal,
  type RoomingImportResult,
  type RoomingList,
  type RowProblem,
  roomingColumnHeader,
  roomingCounts,
  roomingMessages,
  type roomingRoutes,
} from '@ham/contracts';
import {
  type ApiClient,
  ApiError,
  callEndpoint,
  endpoint,
  endpointPath,
  useEndpointUrl,
  usePlatform,
} from '@ham/platform';
import {
  Alert,
  Box,
  Button,
  chakra,
  HStack,
  IconButton,
  Input,
  Link,
  Stack,
  Table,
  Text,
  useSave,
  useUnsavedChangesGuard,
  VisuallyHidden,
} from '@ham/ui';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  applyPaste,
  emptyRow,
  type GridColumn,
  type GridRow,
  gridAccomodations,
  gridColumns,
  isBlank,
  mergeImported,
  readGrid,
  rowOf,
} from './grid-model';

// The rooming list's grid (docs/product/rooming-list.md#the-grid), shared by staff's screen
// (mf-cases) and the agency portal's (mf-agency): the same grid, import, template, export,
// counts and warnings, over either group of route contracts (`roomingRoutes` for staff,
// `agencyRoomingRoutes` for the agency: the same shapes). Bundled by each remote that uses it
// (`@ham/ui/rooming`), outside the shared runtime entry point.

/** A group of the rooming list's route contracts (staff's or the agency's: the same shapes, other paths). */
export type RoomingRouteGroup = {
  [K in 'read' | 'save' | 'importFile' | 'exportFile' | 'template']: Omit<
    (typeof roomingRoutes)[K],
    'path'
  > & {
    readonly path: string;
  };
};

/** The endpoints of a group, and the query of its list. */
export function roomingEndpoints(routes: RoomingRouteGroup) {
  return {
    read: endpoint.fromRoute(routes.read),
    update: endpoint.fromRoute(routes.save),
    importFile: endpoint.fromRoute(routes.importFile),
    exportFile: endpoint.fromRoute(routes.exportFile),
    template: endpoint.fromRoute(routes.template),
  };
}
export type RoomingEndpoints = ReturnType<typeof roomingEndpoints>;

export type ImportOutcome =
  | { ok: true; result: RoomingImportResult }
  | { ok: false; message: string; problems: RoomingImportRefusal['problems']; total: number };

/** The chosen file sent as it is (its bytes, with its type); nothing is saved by the server. */
export async function importRoomingFile(
  api: ApiClient,
  endpoints: RoomingEndpoints,
  docNum: number,
  file: File,
): Promise<ImportOutcome> {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  const xlsx = /\.xlsx$/i.test(file.name);
  if (!csv && !xlsx) return { ok: false, message: roomingMessages.mediaType, problems: [], total: 0 };
  const url = api.url(endpointPath(endpoints.importFile.path, { docNum }), {
    format: csv ? 'csv' : 'xlsx',
  });
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': csv ? 'text/csv' : 'application/octet-stream' },
    body: await file.arrayBuffer(),
  });
  const body = (await res.json().catch(() => null)) as
    | RoomingImportResult
    | (ApiErrorBody & { detail?: RoomingImportRefusal })
    | null;
  if (res.ok && body && 'participants' in body) return { ok: true, result: body };
  if (body && 'error' in body && body.error === 'RoomingImportInvalid')
    return {
      ok: false,
      message: body.message,
      problems: body.detail?.problems ?? [],
      total: body.detail?.total ?? 0,
    };
  throw new ApiError(
    res.status,
    body && 'error' in body ? body : { error: 'Network', message: 'Importazione non riuscita' },
  );
}

const headers: Record<GridColumn, string> = {
  lastName: 'Cognome',
  firstName: 'Nome',
  birthDate: 'Data di nascita',
  role: 'Ruolo',
  room: 'Camera',
  accomodation: 'Sistemazione',
  notes: 'Note',
};
const widths: Record<GridColumn, string> = {
  lastName: '11rem',
  firstName: '10rem',
  birthDate: '8rem',
  role: '9rem',
  room: '5rem',
  accomodation: '8rem',
  notes: '14rem',
};
const placeholders: Partial<Record<GridColumn, string>> = { birthDate: 'GG/MM/AAAA' };
const fieldOf = (problem: RowProblem): GridColumn | null =>
  problem.field === 'id' || problem.field === null ? null : problem.field;

/** 'Ultima modifica: <nome> il DD/MM/YYYY HH:mm' (agency or staff), or nothing before the first save. */
export function lastChangeText(list: RoomingList): string | null {
  if (!list.lastChange) return null;
  const who = list.lastChange.kind === 'agency' ? `${list.lastChange.name} (agenzia)` : list.lastChange.name;
  return `Ultima modifica: ${who} il ${formatItalianDateTime(list.lastChange.at)}`;
}

export interface RoomingEditorProps {
  docNum: number;
  list: RoomingList;
  endpoints: RoomingEndpoints;
  /** The query keys the save refreshes (the list's, and whatever shows its figures). */
  invalidates: readonly (readonly unknown[])[];
  /** What the page shows above the grid (title, links back, the deadline). */
  header: ReactNode;
}

type Focus = { row: number; col: number };

/**
 * The whole list of a case in a grid: typed, pasted or imported, checked and counted as it is
 * typed, saved whole; read only (no inputs, no import) when `list.editable` is false.
 */
export function RoomingEditor({ docNum, list, endpoints, invalidates, header }: RoomingEditorProps) {
  const readOnly = !list.editable;
  const { api } = usePlatform();
  const url = useEndpointUrl();
  const initial = useMemo(() => list.participants.map((p) => rowOf(p, list.accomodations)), [list]);
  const [rows, setRows] = useState<GridRow[]>(() => (initial.length ? initial : [emptyRow()]));
  const [dirty, setDirty] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [report, setReport] = useState<ImportOutcome | null>(null);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef<Focus | null>(null);
  const rowCount = useRef(rows.length);
  rowCount.current = rows.length;
  const allowLeave = useUnsavedChangesGuard(dirty);

  const change = useCallback((update: (rows: GridRow[]) => GridRow[]) => {
    setRows(update);
    setDirty(true);
  }, []);
  const setCell = useCallback(
    (index: number, column: GridColumn, value: string) =>
      change((rs) =>
        rs.map((r, i) => (i === index ? { ...r, values: { ...r.values, [column]: value } } : r)),
      ),
    [change],
  );
  const focusCell = useCallback((f: Focus) => {
    const el = grid.current?.querySelector<HTMLInputElement>(`[data-row="${f.row}"][data-col="${f.col}"]`);
    if (el) {
      el.focus();
      el.select();
    } else pendingFocus.current = f;
  }, []);
  useEffect(() => {
    if (pendingFocus.current) {
      const f = pendingFocus.current;
      pendingFocus.current = null;
      focusCell(f);
    }
  });
  const addRow = useCallback(
    (focusCol = 0) => {
      pendingFocus.current = { row: rowCount.current, col: focusCol };
      change((rs) => [...rs, emptyRow()]);
    },
    [change],
  );
  const removeRow = useCallback(
    (index: number) => {
      change((rs) => {
        const left = rs.filter((_, i) => i !== index);
        return left.length ? left : [emptyRow()];
      });
      pendingFocus.current = { row: Math.max(0, index - 1), col: 0 };
    },
    [change],
  );
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLInputElement>, row: number, col: number, last: boolean) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      if (e.shiftKey) {
        if (row > 0) focusCell({ row: row - 1, col });
      } else if (last) addRow(0);
      else focusCell({ row: row + 1, col });
    },
    [addRow, focusCell],
  );
  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLInputElement>, row: number, column: GridColumn) => {
      const text = e.clipboardData.getData('text/plain');
      if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
      e.preventDefault();
      change((rs) => applyPaste(rs, row, column, parsePastedText(text)));
      setShowErrors(true);
    },
    [change],
  );

  const { participants, problems } = useMemo(
    () => readGrid(rows, list.accomodations),
    [rows, list.accomodations],
  );
  const counts = useMemo(
    () => roomingCounts(list.stays, gridAccomodations(rows, list.accomodations), list.accomodations),
    [rows, list],
  );
  const listed = rows.filter((r) => !isBlank(r)).length;

  const saving = useSave<void, RoomingList>({
    send: (_, { api }) =>
      callEndpoint(api, endpoints.update, {
        params: { docNum },
        body: { version: list.version, participants },
      }),
    invalidates: [...invalidates],
    onSaved: () => {
      setDirty(false);
      allowLeave();
    },
  });
  const handleSave = () => {
    setShowErrors(true);
    if (problems.size) {
      focusCell({ row: [...problems.keys()][0], col: 0 });
      return;
    }
    void saving.save();
  };

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    setReport(null);
    try {
      const outcome = await importRoomingFile(api, endpoints, docNum, file);
      setReport(outcome);
      if (outcome.ok) {
        change((rs) => mergeImported(rs, outcome.result.participants, list.accomodations));
        setShowErrors(true);
      }
    } catch (err) {
      setReport({
        ok: false,
        message: err instanceof Error ? err.message : 'Importazione non riuscita',
        problems: [],
        total: 0,
      });
    } finally {
      setImporting(false);
    }
  };

  const errorLines = showErrors
    ? [...problems.entries()].flatMap(([i, ps]) =>
        ps.map((p) => `Riga ${i + 1}${p.field ? `, ${roomingColumnHeader[p.field]}` : ''}: ${p.message}`),
      )
    : [];

  return (
    <Stack gap="5">
      {header}
      {lastChangeText(list) && (
        <Text fontSize="sm" color="fg.muted">
          {lastChangeText(list)}
        </Text>
      )}
      {list.purgedAt && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            I dati personali dei partecipanti sono stati cancellati il{' '}
            {formatItalianDate(list.purgedAt.slice(0, 10))}: restano ruoli, camere e sistemazioni.
          </Alert.Title>
        </Alert.Root>
      )}
      {readOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            Il termine per la rooming list è scaduto il {formatItalianDate(list.deadline)}: la lista si può
            solo consultare. Per modifiche contattare l'operatore.
          </Alert.Title>
        </Alert.Root>
      )}

      <HStack gap="3" wrap="wrap">
        {!readOnly && (
          <label>
            <VisuallyHidden asChild>
              <input
                ref={fileInput}
                type="file"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label="File della rooming list"
                onChange={(e) => {
                  void handleFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </VisuallyHidden>
          </label>
        )}
        {!readOnly && (
          <Button variant="outline" loading={importing} onClick={() => fileInput.current?.click()}>
            Importa file
          </Button>
        )}
        <Link href={url(endpoints.template, { params: { docNum }, query: { format: 'xlsx' } })}>
          Scarica modello
        </Link>
        <Link href={url(endpoints.exportFile, { params: { docNum }, query: { format: 'xlsx' } })}>
          Esporta Excel
        </Link>
        <Link href={url(endpoints.exportFile, { params: { docNum }, query: { format: 'csv' } })}>
          Esporta CSV
        </Link>
      </HStack>

      {report && <ImportReport outcome={report} />}

      <CountsPanel counts={counts} />

      <Text fontSize="sm" color="fg.muted">
        Invio: riga sotto (dall'ultima riga ne aggiunge una e torna al Cognome) · Maiusc+Invio: riga sopra ·
        Tab: cella seguente. Si possono incollare righe copiate da un foglio di calcolo (celle separate da
        tabulazioni).
      </Text>
      <Box overflowX="auto">
        <Table.Root ref={grid} size="sm" aria-label="Partecipanti" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="3rem">N.</Table.ColumnHeader>
              {gridColumns.map((c) => (
                <Table.ColumnHeader key={c} minWidth={widths[c]}>
                  {headers[c]}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader width="3rem">
                <VisuallyHidden>Azioni</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, i) => (
              <GridLine
                key={row.key}
                row={row}
                index={i}
                last={i === rows.length - 1}
                invalid={showErrors ? invalidColumns(problems.get(i)) : ''}
                readOnly={readOnly}
                onCell={setCell}
                onKeyDown={onKeyDown}
                onPaste={onPaste}
                onRemove={removeRow}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <datalist id="rooming-roles">
        {Object.values(participantRoleNames).map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <datalist id="rooming-accomodations">
        {Object.values(list.accomodations).map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <HStack gap="3">
        {!readOnly && (
          <Button variant="outline" onClick={() => addRow(0)}>
            Aggiungi riga
          </Button>
        )}
        <Text fontSize="sm" color="fg.muted" role="status">
          {listed === 1 ? '1 partecipante' : `${listed} partecipanti`}
        </Text>
      </HStack>

      {errorLines.length > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Correggere le righe indicate prima di salvare</Alert.Title>
            <Alert.Description>
              <chakra.ul ps="4" listStyleType="disc">
                {errorLines.slice(0, 50).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </chakra.ul>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {!readOnly && (
        <HStack gap="3">
          <Button onClick={handleSave} loading={saving.isPending}>
            Salva
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

const invalidColumns = (ps: RowProblem[] | undefined) => (ps ?? []).map(fieldOf).filter(Boolean).join(',');

interface GridLineProps {
  row: GridRow;
  index: number;
  last: boolean;
  /** The columns shown as wrong, comma-separated (a string, so that unchanged rows skip rendering). */
  invalid: string;
  readOnly: boolean;
  onCell(index: number, column: GridColumn, value: string): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>, row: number, col: number, last: boolean): void;
  onPaste(e: ClipboardEvent<HTMLInputElement>, row: number, column: GridColumn): void;
  onRemove(index: number): void;
}

/** One participant: an input per column; only the rows that changed render again. */
const GridLine = memo(function GridLine({
  row,
  index,
  last,
  invalid,
  readOnly,
  onCell,
  onKeyDown,
  onPaste,
  onRemove,
}: GridLineProps) {
  const wrong = new Set(invalid.split(','));
  return (
    <Table.Row>
      <Table.Cell color="fg.muted">{index + 1}</Table.Cell>
      {gridColumns.map((c, col) => (
        <Table.Cell key={c} p="1">
          <Input
            size="sm"
            value={row.values[c]}
            aria-label={`${headers[c]} riga ${index + 1}`}
            aria-invalid={wrong.has(c) || undefined}
            placeholder={placeholders[c]}
            list={c === 'role' ? 'rooming-roles' : c === 'accomodation' ? 'rooming-accomodations' : undefined}
            readOnly={readOnly}
            data-row={index}
            data-col={col}
            onChange={(e) => onCell(index, c, e.target.value)}
            onKeyDown={(e) => onKeyDown(e, index, col, last)}
            onPaste={(e) => onPaste(e, index, c)}
          />
        </Table.Cell>
      ))}
      <Table.Cell p="1">
        {!readOnly && (
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Elimina riga ${index + 1}`}
            onClick={() => onRemove(index)}
          >
            ✕
          </IconButton>
        )}
      </Table.Cell>
    </Table.Row>
  );
});

function CountsPanel({ counts }: { counts: ReturnType<typeof roomingCounts> }) {
  if (!counts.length)
    return (
      <Text color="fg.muted">
        La pratica non ha soggiorni: i conteggi per sistemazione compaiono con il primo hotel.
      </Text>
    );
  return (
    <Stack gap="3" as="section" aria-label="Conteggi per sistemazione">
      {counts.map((s) => (
        <Stack key={s.stayId} gap="2">
          <Text fontWeight="semibold">
            {s.hotelName} ({s.begin.split('-').reverse().join('/')} - {s.end.split('-').reverse().join('/')})
          </Text>
          <Table.Root size="sm" aria-label={`Conteggi ${s.hotelName}`} width="auto">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Sistemazione</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Ospiti del soggiorno</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rooming list</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {s.counts.map((c) => (
                <Table.Row key={c.accomodationId}>
                  <Table.Cell>{c.accomodationName}</Table.Cell>
                  <Table.Cell textAlign="end">{c.guests}</Table.Cell>
                  <Table.Cell textAlign="end" color={c.guests !== c.participants ? 'fg.warning' : undefined}>
                    {c.participants}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {s.warning && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{s.warning}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.ok) {
    const { participants, updated, added } = outcome.result;
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>
          File letto: {participants.length} partecipanti ({updated} aggiornati, {added} aggiunti). Controllare
          la griglia e salvare.
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcome.message}</Alert.Title>
        {outcome.problems.length > 0 && (
          <Alert.Description>
            <ProblemsTable problems={outcome.problems} />
            {outcome.total > outcome.problems.length && (
              <Text fontSize="sm">
                Mostrati {outcome.problems.length} problemi su {outcome.total}.
              </Text>
            )}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

function ProblemsTable({ problems }: { problems: RoomingImportProblem[] }) {
  return (
    <Table.Root size="sm" aria-label="Problemi del file">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Riga</Table.ColumnHeader>
          <Table.ColumnHeader>Colonna</Table.ColumnHeader>
          <Table.ColumnHeader>Problema</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {problems.map((p) => (
          <Table.Row key={`${p.row}-${p.field}-${p.message}`}>
            <Table.Cell>{p.row}</Table.Cell>
            <Table.Cell>{p.field ?? ''}</Table.Cell>
            <Table.Cell>{p.message}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
