import {
  isHeaderLine,
  mergeParticipants,
  type ParticipantValues,
  parseAccomodation,
  parseBirthDate,
  participantToText,
  type RoomingColumn,
  type RowProblem,
  readHeader,
  readParticipantRow,
} from '@ham/contracts';

// The rooming grid's rows as text (docs/product/rooming-list.md#the-grid): what the user types,
// pastes or imports, read by the rules of @ham/contracts when counted and saved. Pure.

/** The columns the grid shows, in order (the code is kept, not shown). */
export const gridColumns = [
  'lastName',
  'firstName',
  'birthDate',
  'role',
  'room',
  'accomodation',
  'notes',
] as const;
export type GridColumn = (typeof gridColumns)[number];

export interface GridRow {
  /** The row's key in the screen (a saved row's code, or a new one's number). */
  key: string;
  id: number | null;
  values: Record<GridColumn, string>;
}

let nextKey = 0;
const newKey = () => `n${++nextKey}`;

export const emptyRow = (): GridRow => ({
  key: newKey(),
  id: null,
  values: { lastName: '', firstName: '', birthDate: '', role: '', room: '', accomodation: '', notes: '' },
});

export const isBlank = (row: GridRow) => gridColumns.every((c) => row.values[c].trim() === '');

/** A saved or imported participant as a grid row. */
export function rowOf(
  p: Omit<ParticipantValues, 'id'> & { id: number | null },
  accomodations: Readonly<Record<string, string>>,
): GridRow {
  const { id: _id, ...values } = participantToText(p, accomodations);
  return { key: p.id ? `p${p.id}` : newKey(), id: p.id, values };
}

const textRow = (row: GridRow) => ({ id: row.id ? String(row.id) : '', ...row.values });

/** Each non-blank row read by the rules: the participants, or the problems by row index. */
export function readGrid(
  rows: readonly GridRow[],
  accomodations: Readonly<Record<string, string>>,
): { participants: ParticipantValues[]; problems: Map<number, RowProblem[]> } {
  const participants: ParticipantValues[] = [];
  const problems = new Map<number, RowProblem[]>();
  rows.forEach((row, i) => {
    if (isBlank(row)) return;
    const read = readParticipantRow(textRow(row), { accomodations });
    if (read.ok) participants.push(read.value);
    else problems.set(i, read.problems);
  });
  return { participants, problems };
}

/** The accommodation type of each non-blank row, as the counts read it (unknown text: none). */
export const gridAccomodations = (
  rows: readonly GridRow[],
  accomodations: Readonly<Record<string, string>>,
) =>
  rows
    .filter((r) => !isBlank(r))
    .map((r) => ({
      accomodationId: r.values.accomodation ? parseAccomodation(r.values.accomodation, accomodations) : null,
    }));

/**
 * Lines pasted from a spreadsheet at row `at` and column `column`: each line fills a row from
 * that column rightwards (rows are added as needed). A first line with the template's headers
 * is read as headers: then the columns are taken by name and rows are added at the end
 * (after the blank rows are dropped).
 */
export function applyPaste(
  rows: readonly GridRow[],
  at: number,
  column: GridColumn,
  lines: string[][],
): GridRow[] {
  if (!lines.length) return [...rows];
  if (isHeaderLine(lines[0])) {
    const { columns } = readHeader(lines[0]);
    const added = lines.slice(1).map((cells) => {
      const row = emptyRow();
      columns.forEach((c, i) => {
        if (c === 'id') row.id = /^[1-9]\d{0,9}$/.test(cells[i] ?? '') ? Number(cells[i]) : null;
        else if (c) row.values[c] = cells[i] ?? '';
      });
      return row;
    });
    return [...rows.filter((r) => !isBlank(r)), ...added];
  }
  const out = rows.map((r) => ({ ...r, values: { ...r.values } }));
  const first = gridColumns.indexOf(column);
  lines.forEach((cells, i) => {
    const r = at + i;
    if (r >= out.length) out.push(emptyRow());
    cells.forEach((cell, j) => {
      const c = gridColumns[first + j];
      if (c) out[r].values[c] = cell;
    });
  });
  return out;
}

/**
 * Imported participants merged into the grid by identity (the rules' `mergeParticipants`: by
 * code, else by surname, name and birth date; the others added at the end).
 */
export function mergeImported(
  rows: readonly GridRow[],
  imported: readonly (Omit<ParticipantValues, 'id'> & { id: number | null })[],
  accomodations: Readonly<Record<string, string>>,
): GridRow[] {
  const keyed = (row: GridRow) => ({
    id: row.id,
    lastName: row.values.lastName,
    firstName: row.values.firstName,
    birthDate: parseBirthDate(row.values.birthDate),
    row,
  });
  const incoming = imported.map((p) => keyed(rowOf(p, accomodations)));
  const merged = mergeParticipants(rows.filter((r) => !isBlank(r)).map(keyed), incoming).rows.map((m) => ({
    ...m.row,
    id: m.id ?? null,
  }));
  return merged;
}

export type { RoomingColumn };
