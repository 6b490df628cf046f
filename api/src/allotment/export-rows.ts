import {
  type AllotmentReleasesResponse,
  addDays,
  formatDate,
  type ReleaseExpiringOption,
} from '@ham/contracts';
import { type ExportRow, exportDay } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';
import type { GridRow } from './search-repository';
import { gridDays } from './search-service';

// The rows of the allotment exports (docs/product/allotment-and-holds.md#allotment-search): the grid as the screen shows it (wide, one
// column a day) and the release cockpit ('Rilasci in scadenza').

export const GRID_LINES = ['Opzionati', 'Confermati', 'Disponibili', 'Allotment'] as const;

export const gridLayout: XlsxLayout = {
  sheet: 'Disponibilità',
  headerRows: 1,
  frozenColumns: 3,
  widths: [32, 20, 12],
};

/** 'Hotel', 'Località', 'Riga', then the period's days. */
export function gridHeader(from: string, days: number): ExportRow {
  const header: ExportRow[number][] = ['Hotel', 'Località', 'Riga'];
  for (let i = 0; i < days; i++) header.push(exportDay(addDays(from, i)));
  return header;
}

/**
 * The grid read a page of hotels at a time: the header, then four rows a hotel (Opzionati,
 * Confermati, Disponibili, Allotment), numbers day by day as GET /allotment/search has them.
 */
export async function* gridRows(
  pages: AsyncIterable<GridRow[]>,
  from: string,
  days: number,
): AsyncGenerator<ExportRow> {
  yield gridHeader(from, days);
  for await (const page of pages) {
    for (const row of page) {
      const g = gridDays(row, days);
      const values = [g.optioned, g.reserved, g.available, g.allotted];
      for (let line = 0; line < GRID_LINES.length; line++) {
        yield [row.name, row.place, GRID_LINES[line], ...values[line].subarray(0, days)];
      }
    }
  }
}

export const releasesLayout: XlsxLayout = {
  sheet: 'Rilasci in scadenza',
  headerRows: 1,
  frozenColumns: 1,
  widths: [32, 20, 16, 12, 14, 10, 10, 11, 8, 60],
};

export const RELEASES_HEADER: ExportRow = [
  'Hotel',
  'Località',
  'Tipologia',
  'Notte',
  'Data rilascio',
  'Allotment',
  'Opzionati',
  'Confermati',
  'Liberi',
  'Opzioni in scadenza prima del rilascio',
];

/** 'Gruppo Rossi (4 posti, scade il 12/08/2026, pratica 15)', '; ' between options. */
export function expiringOptionsText(options: readonly ReleaseExpiringOption[]): string {
  return options
    .map(
      (o) =>
        `${o.contact} (${o.places} ${o.places === 1 ? 'posto' : 'posti'}, scade il ${formatDate(o.expires)}` +
        `${o.caseNumber !== null ? `, pratica ${o.caseNumber}` : ''})`,
    )
    .join('; ');
}

/** The cockpit's nights, one row each (small: a window of at most 60 days). */
export function releaseRows(result: AllotmentReleasesResponse): ExportRow[] {
  const rows: ExportRow[] = [RELEASES_HEADER];
  for (const { hotel, nights } of result.hotels) {
    for (const n of nights) {
      rows.push([
        hotel.name,
        hotel.place,
        n.guestType.name,
        exportDay(n.night),
        exportDay(n.release),
        n.allotted,
        n.optioned,
        n.reserved,
        n.free,
        expiringOptionsText(n.expiringOptions),
      ]);
    }
  }
  return rows;
}
