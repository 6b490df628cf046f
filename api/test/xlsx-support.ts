import ExcelJS from 'exceljs';

/**
 * A downloaded workbook's sheet (the first, or the one named) as rows of `width` cells each:
 * empty cells null, days as ISO dates (`YYYY-MM-DD`), as the tests compare them.
 */
export async function xlsxRows(
  buffer: Buffer | Uint8Array,
  width: number,
  sheetName?: string,
): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = sheetName === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName ?? 'at all'} in the workbook`);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(
      Array.from({ length: width }, (_, i) => {
        const v = values[i + 1];
        return v instanceof Date ? v.toISOString().slice(0, 10) : (v ?? null);
      }),
    );
  });
  return rows;
}
