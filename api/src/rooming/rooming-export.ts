import { participantToText, type RoomingList, roomingColumns } from '@ham/contracts';
import { type ExportRow, exportDay } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';

// The rooming list as a sheet (docs/product/rooming-list.md#export-and-voucher): the export, the
// template and the Excel file mailed to the hotel (docs/product/rooming-list.md#to-the-hotel).

export const roomingLayout: XlsxLayout = {
  sheet: 'Rooming list',
  headerRows: 1,
  widths: [8, 22, 18, 14, 16, 10, 16, 40],
};
const header: ExportRow = roomingColumns.map((c) => c.header);

/**
 * The rows of the export (the template is its header alone). Texts go through the exports' one
 * sanitizer (csv-format.ts `csvText`: no control characters, formulas neutralised; the .xlsx
 * writes them as text cells), the birth date as a date.
 */
export function roomingRows(list: Pick<RoomingList, 'participants' | 'accomodations'> | null): ExportRow[] {
  if (!list) return [header];
  return [
    header,
    ...list.participants.map((p): ExportRow => {
      const t = participantToText(p, list.accomodations);
      return [
        p.id,
        t.lastName,
        t.firstName,
        p.birthDate ? exportDay(p.birthDate) : null,
        t.role,
        t.room,
        t.accomodation,
        t.notes,
      ];
    }),
  ];
}
