import type { ActivityQuery } from '@ham/contracts/history';
import type { Db } from '../db/schema';
import type { ExportRow } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';
import { loadReferenceNames } from './history-references';
import { activityLines, type HistoryRow } from './history-repository';
import { toEntry } from './history-service';

// The 'Registro attività' download (Excel or CSV): one row per line, its changes in one cell.
// Texts pass through the exports' one sanitizer (exports/csv-format.ts, used by csv.ts and xlsx.ts).

export const activityLayout: XlsxLayout = {
  sheet: 'Registro attività',
  headerRows: 1,
  frozenColumns: 1,
  widths: [18, 24, 20, 30, 20, 9, 80],
};

/** At most this many lines in one download: a narrower period or filter for more. */
export const ACTIVITY_EXPORT_LIMIT = 50_000;

export async function* activityRows(
  db: Db,
  q: Omit<ActivityQuery, 'p' | 'ipp'>,
  costs: boolean,
): AsyncGenerator<ExportRow> {
  yield ['Data e ora', 'Utente', 'Tipo di record', 'Record', 'Azione', 'Forzata', 'Modifiche'];
  // The references' names are read a batch of lines at a time (one query per referenced table).
  let batch: HistoryRow[] = [];
  for await (const row of activityLines(db, q, ACTIVITY_EXPORT_LIMIT)) {
    batch.push(row);
    if (batch.length < NAMES_BATCH) continue;
    yield* exportLines(db, batch, costs);
    batch = [];
  }
  yield* exportLines(db, batch, costs);
}

const NAMES_BATCH = 1_000;

async function* exportLines(db: Db, rows: HistoryRow[], costs: boolean): AsyncGenerator<ExportRow> {
  const names = await loadReferenceNames(db, rows);
  for (const row of rows) {
    const e = toEntry(row, costs, names);
    yield [
      formatAt(e.at),
      e.who,
      e.tableName,
      e.label ? `${e.label} (${e.recordId})` : e.recordId,
      e.action,
      e.forced ? 'sì' : '',
      e.changes.map((c) => `${c.label}: ${c.old || '—'} → ${c.new || '—'}`).join('; '),
    ];
  }
}

const formatAt = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');
