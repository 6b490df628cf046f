import { type MarginsReport, marginDateBasisLabels } from '@ham/contracts';
import { type ExportRow, exportDay } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';

// The 'Margini' download (Excel or CSV): the cases of the period, their totals and, for the
// 74-ter regime, the margin VAT of each period. Amounts in euro (two decimals) as numbers; texts
// pass through the exports' one formula sanitizer (exports/csv-format.ts, used by csv.ts and xlsx.ts).

export const marginsLayout: XlsxLayout = {
  sheet: 'Margini',
  headerRows: 1,
  frozenColumns: 2,
  widths: [10, 36, 30, 12, 12, 14, 14, 14, 11, 12, 18],
};

const euro = (cents: number) => cents / 100;
const percent = (p: number | null) => p ?? null;

export const MARGINS_HEADER: ExportRow = [
  'Pratica',
  'Nome',
  'Cliente',
  'Partenza',
  'Data fattura',
  'Vendita (€)',
  'Costo (€)',
  'Margine (€)',
  'Margine %',
  'Righe senza costo',
];

export const VAT_HEADER: ExportRow = [
  'Periodo IVA',
  'Dal',
  'Al',
  'Pratiche',
  'Vendite (€)',
  'Costi (€)',
  'Margine (€)',
  'Perdita riportata (€)',
  'Margine imponibile (€)',
  'Perdita da riportare (€)',
  'IVA sul margine (€)',
];

/** The report's rows, one at a time. */
export function* marginsRows(report: MarginsReport): Generator<ExportRow> {
  yield MARGINS_HEADER;
  for (const r of report.rows) {
    yield [
      r.number,
      r.name,
      r.customer,
      exportDay(r.beginDate),
      r.invoiceDate === null ? null : exportDay(r.invoiceDate),
      euro(r.sale),
      euro(r.cost),
      euro(r.margin),
      percent(r.marginPercent),
      r.missingCosts,
    ];
  }
  const t = report.totals;
  yield [
    'Totale',
    `${t.cases} pratiche (${marginDateBasisLabels[report.by].toLowerCase()})`,
    null,
    null,
    null,
    euro(t.sale),
    euro(t.cost),
    euro(t.margin),
    percent(t.marginPercent),
    t.missingCosts,
  ];
  if (!report.vat) return;
  yield [];
  yield [`IVA sul margine (regime 74-ter), aliquota ${report.vat.rate}%: aiuto per il commercialista`];
  yield VAT_HEADER;
  for (const p of report.vat.periods) {
    yield [
      p.key,
      exportDay(p.begin),
      exportDay(p.end),
      p.cases,
      euro(p.sales),
      euro(p.costs),
      euro(p.margin),
      euro(p.carriedIn),
      euro(p.taxableMargin),
      euro(p.carriedOut),
      euro(p.vat),
    ];
  }
}
