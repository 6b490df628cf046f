import { messages } from '../messages';
import {
  type Participant,
  type ParticipantRole,
  type ParticipantValues,
  participantRoleNames,
  participantRoles,
  participantWrite,
  ROOMING_MAX_ROWS,
  type RoomingImportProblem,
  roomingMessages,
} from '../rooming';
import { parseItalianDate } from './dates-italian';

// The rows of a rooming list as text (docs/product/rooming-list.md#import-and-paste): an imported
// file's lines, a spreadsheet's pasted lines and the grid's rows are read by the same rules. Pure.

/** The columns of the template, of the export and of the grid, in their order. */
export const roomingColumns = [
  { key: 'id', header: 'Codice' },
  { key: 'lastName', header: 'Cognome' },
  { key: 'firstName', header: 'Nome' },
  { key: 'birthDate', header: 'Data di nascita' },
  { key: 'role', header: 'Ruolo' },
  { key: 'room', header: 'Camera' },
  { key: 'accomodation', header: 'Sistemazione' },
  { key: 'notes', header: 'Note' },
] as const;
export type RoomingColumn = (typeof roomingColumns)[number]['key'];
const REQUIRED_COLUMNS: RoomingColumn[] = ['lastName', 'firstName', 'role'];
export const roomingColumnHeader = Object.fromEntries(roomingColumns.map((c) => [c.key, c.header])) as Record<
  RoomingColumn,
  string
>;

/** A cell of a sheet: its text (a date cell as YYYY-MM-DD), empty, or a formula (always refused). */
export type SheetCell = string | null | { formula: string };
/** A row as text, keyed by column (the grid's row, a pasted line). */
export type RoomingTextRow = Partial<Record<RoomingColumn, string | null>>;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const ALIASES: Record<string, RoomingColumn> = {
  codice: 'id',
  id: 'id',
  cognome: 'lastName',
  surname: 'lastName',
  'last name': 'lastName',
  nome: 'firstName',
  name: 'firstName',
  'first name': 'firstName',
  'data di nascita': 'birthDate',
  'data nascita': 'birthDate',
  nascita: 'birthDate',
  'birth date': 'birthDate',
  'date of birth': 'birthDate',
  ruolo: 'role',
  role: 'role',
  camera: 'room',
  room: 'room',
  sistemazione: 'accomodation',
  'tipo camera': 'accomodation',
  'tipologia camera': 'accomodation',
  accommodation: 'accomodation',
  note: 'notes',
  notes: 'notes',
};

/** The column each header cell names; missing required columns and headers not recognised. */
export function readHeader(cells: readonly SheetCell[]): {
  columns: (RoomingColumn | null)[];
  missing: string[];
  unknown: string[];
} {
  const columns = cells.map((c) => (typeof c === 'string' ? (ALIASES[fold(c)] ?? null) : null));
  const unknown = cells
    .map((c, i) => (columns[i] === null && typeof c === 'string' && c.trim() ? c.trim() : null))
    .filter((c): c is string => c !== null);
  const missing = REQUIRED_COLUMNS.filter((k) => !columns.includes(k)).map((k) => roomingColumnHeader[k]);
  return { columns, missing, unknown };
}

/** 'studente', 'Docente', 'AUTISTA ' → the role; null when it is none. */
export function parseRole(text: string): ParticipantRole | null {
  const f = fold(text);
  return participantRoles.find((r) => r === f || fold(participantRoleNames[r]) === f) ?? null;
}

/** 'dbl', 'Doppia' → 'dbl' among `accomodations` (code → name); null when it is none of them. */
export function parseAccomodation(
  text: string,
  accomodations: Readonly<Record<string, string>>,
): string | null {
  const f = fold(text);
  return Object.entries(accomodations).find(([id, name]) => fold(id) === f || fold(name) === f)?.[0] ?? null;
}

/** '5/3/2010', '05/03/2010', '05-03-2010', '05.03.2010', '2010-03-05' → '2010-03-05'; null otherwise. */
export function parseBirthDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (iso) return parseItalianDate(`${iso[3]}/${iso[2]}/${iso[1]}`);
  const it = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (!it) return null;
  return parseItalianDate(`${it[1].padStart(2, '0')}/${it[2].padStart(2, '0')}/${it[3]}`);
}

export interface RowContext {
  /** The accommodation types of the case's stays: code → name. */
  accomodations: Readonly<Record<string, string>>;
}

const FIELD_OF: Record<string, RoomingColumn> = {
  id: 'id',
  lastName: 'lastName',
  firstName: 'firstName',
  birthDate: 'birthDate',
  role: 'role',
  room: 'room',
  accomodationId: 'accomodation',
  notes: 'notes',
};

export type RowProblem = { field: RoomingColumn | null; message: string };

/** A row of text → a participant, or what is wrong with it (each field's Italian message). */
export function readParticipantRow(
  row: RoomingTextRow,
  ctx: RowContext,
): { ok: true; value: ParticipantValues } | { ok: false; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const text = (k: RoomingColumn) => (row[k] ?? '').trim();
  let id: number | null = null;
  if (text('id')) {
    if (/^[1-9]\d{0,9}$/.test(text('id'))) id = Number(text('id'));
    else
      problems.push({ field: 'id', message: 'Codice non valido: lasciarlo vuoto per un nuovo partecipante' });
  }
  let birthDate: string | null = null;
  if (text('birthDate')) {
    birthDate = parseBirthDate(text('birthDate'));
    if (!birthDate) problems.push({ field: 'birthDate', message: roomingMessages.date });
  }
  let role: string = text('role');
  if (!role) problems.push({ field: 'role', message: messages.required });
  else {
    const r = parseRole(role);
    if (r) role = r;
    else problems.push({ field: 'role', message: roomingMessages.role });
  }
  let accomodationId: string | null = null;
  if (text('accomodation')) {
    accomodationId = parseAccomodation(text('accomodation'), ctx.accomodations);
    if (!accomodationId)
      problems.push({
        field: 'accomodation',
        message: roomingMessages.unknownAccomodation(
          text('accomodation'),
          Object.values(ctx.accomodations).join(', '),
        ),
      });
  }
  const parsed = participantWrite.safeParse({
    id,
    lastName: row.lastName ?? '',
    firstName: row.firstName ?? '',
    birthDate,
    role: role || undefined,
    room: row.room ?? null,
    accomodationId,
    notes: row.notes ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? null;
      if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
    }
  }
  if (problems.length || !parsed.success) return { ok: false, problems };
  return { ok: true, value: parsed.data };
}

/** Surname, name and birth date, case- and accent-insensitive: who a row is when it has no code. */
export const personKey = (p: { lastName: string; firstName: string; birthDate: string | null }) =>
  `${fold(p.lastName)}|${fold(p.firstName)}|${p.birthDate ?? ''}`;

export interface ReadSheet {
  participants: ParticipantValues[];
  problems: RoomingImportProblem[];
  /** Problems of the whole file (columns, size): no row was read. */
  fileProblem: string | null;
}

const cellText = (cell: SheetCell | undefined): string | null => (typeof cell === 'string' ? cell : null);

/**
 * The rows of a sheet (the first row is the header) → participants, or every problem with its
 * line number (1 = header): wrong columns, more than ROOMING_MAX_ROWS rows, formulas, unknown
 * roles and accommodation types, dates that are not dates, a participant twice. Empty lines
 * are skipped. Nothing is taken when anything is wrong (the caller imports all or nothing).
 */
export function readRoomingSheet(table: readonly (readonly SheetCell[])[], ctx: RowContext): ReadSheet {
  const none = (fileProblem: string): ReadSheet => ({ participants: [], problems: [], fileProblem });
  const header = table[0];
  if (!header) return none(roomingMessages.emptyFile);
  const { columns, missing, unknown } = readHeader(header);
  if (missing.length || unknown.length)
    return none(
      [
        missing.length ? roomingMessages.missingColumns(missing) : '',
        unknown.length ? roomingMessages.unknownColumns(unknown) : '',
      ]
        .filter(Boolean)
        .join('. '),
    );
  const lines: { line: number; cells: readonly SheetCell[] }[] = [];
  for (let i = 1; i < table.length; i++) {
    const cells = table[i];
    if (cells.some((c) => c !== null && (typeof c !== 'string' || c.trim() !== '')))
      lines.push({ line: i + 1, cells });
  }
  if (lines.length > ROOMING_MAX_ROWS) return none(roomingMessages.tooManyRows(lines.length));
  if (!lines.length) return none(roomingMessages.emptyFile);

  const problems: RoomingImportProblem[] = [];
  const participants: ParticipantValues[] = [];
  const byId = new Map<number, number>();
  const byPerson = new Map<string, number>();
  for (const { line, cells } of lines) {
    const row: RoomingTextRow = {};
    let formula = false;
    columns.forEach((key, i) => {
      if (!key) return;
      const cell = cells[i];
      if (cell !== null && typeof cell === 'object') {
        formula = true;
        problems.push({ row: line, field: roomingColumnHeader[key], message: roomingMessages.formulaCell });
      } else row[key] = cellText(cell);
    });
    if (formula) continue;
    const read = readParticipantRow(row, ctx);
    if (!read.ok) {
      for (const p of read.problems)
        problems.push({
          row: line,
          field: p.field ? roomingColumnHeader[p.field] : null,
          message: p.message,
        });
      continue;
    }
    const p = read.value;
    if (p.id) {
      const first = byId.get(p.id);
      if (first) problems.push({ row: line, field: 'Codice', message: roomingMessages.duplicateId(first) });
      else byId.set(p.id, line);
    }
    const key = personKey(p);
    const firstPerson = byPerson.get(key);
    if (firstPerson && !p.id)
      problems.push({ row: line, field: null, message: roomingMessages.duplicatePerson(firstPerson) });
    else if (!firstPerson) byPerson.set(key, line);
    participants.push(p);
  }
  return { participants: problems.length ? [] : participants, problems, fileProblem: null };
}

/**
 * `incoming` merged into `base` by identity (docs/product/rooming-list.md#identity): a row with a
 * code replaces the participant with that code, a row without one replaces the participant with
 * the same surname, name and birth date (and takes its code), any other row is added at the end.
 * Participants of `base` the rows do not name stay as they are. Pure; `base` is not changed.
 */
export function mergeParticipants<
  T extends { id?: number | null; lastName: string; firstName: string; birthDate: string | null },
>(base: readonly T[], incoming: readonly T[]): { rows: T[]; updated: number; added: number } {
  const rows = [...base];
  const at = new Map<string, number>();
  rows.forEach((r, i) => {
    if (r.id) at.set(`#${r.id}`, i);
    at.set(personKey(r), i);
  });
  let updated = 0;
  let added = 0;
  for (const row of incoming) {
    const i = row.id ? at.get(`#${row.id}`) : at.get(personKey(row));
    if (i !== undefined) {
      rows[i] = { ...row, id: row.id ?? rows[i].id ?? null };
      updated++;
    } else {
      rows.push(row);
      if (row.id) at.set(`#${row.id}`, rows.length - 1);
      at.set(personKey(row), rows.length - 1);
      added++;
    }
  }
  return { rows, updated, added };
}

/** A saved participant as the text of a row (the grid's, the export's). */
export function participantToText(
  p: Pick<
    Participant,
    'lastName' | 'firstName' | 'birthDate' | 'role' | 'room' | 'accomodationId' | 'notes'
  > & {
    id: number | null;
  },
  accomodations: Readonly<Record<string, string>>,
): Record<RoomingColumn, string> {
  const [y, m, d] = (p.birthDate ?? '').split('-');
  return {
    id: p.id ? String(p.id) : '',
    lastName: p.lastName,
    firstName: p.firstName,
    birthDate: p.birthDate ? `${d}/${m}/${y}` : '',
    role: participantRoleNames[p.role],
    room: p.room ?? '',
    accomodation: p.accomodationId ? (accomodations[p.accomodationId] ?? p.accomodationId) : '',
    notes: p.notes ?? '',
  };
}

/**
 * Text pasted from a spreadsheet: one row per line, cells split by tabs; a trailing empty line
 * (spreadsheets end the copy with one) is dropped, quotes around a cell are removed.
 */
export function parsePastedText(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  return lines.map((line) =>
    line.split('\t').map((cell) => {
      const c = cell.trim();
      return c.length >= 2 && c.startsWith('"') && c.endsWith('"') ? c.slice(1, -1).replace(/""/g, '"') : c;
    }),
  );
}

/** Whether pasted lines start with the template's header (then the columns are read by name). */
export function isHeaderLine(cells: readonly string[]): boolean {
  const { columns, missing } = readHeader(cells);
  return missing.length === 0 && columns.filter(Boolean).length >= 3;
}
