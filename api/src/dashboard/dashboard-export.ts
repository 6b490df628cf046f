import type { DashboardResponse } from '@ham/contracts/dashboard';
import { type ExportRow, exportDay } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';

// The rows of the 'Cruscotto' download (docs/product/dashboard.md#export): each figure's table
// as the screen shows it, one after the other in one sheet, each under its title. Every text
// goes through the exporter's one sanitizer (csv-format.ts, xlsx.ts).

export const dashboardLayout: XlsxLayout = {
  sheet: 'Cruscotto',
  widths: [32, 16, 14, 14, 14, 14, 14, 14, 14, 14, 14],
};

/** Amounts in euro (two decimals) as numbers, as every download writes them. */
const euro = (cents: number) => cents / 100;

/** The period, then Pick-up, Rilasci, Utilizzo per hotel, Andamento vendite and Da fare oggi. */
export function dashboardRows(d: DashboardResponse): ExportRow[] {
  const rows: ExportRow[] = [['Cruscotto', exportDay(d.from), exportDay(d.to)], []];
  rows.push(['Pick-up per notte'], ['Notte', 'Allotment', 'Opzionati', 'Confermati', 'Disponibili']);
  for (const n of d.pickup.nights) rows.push([exportDay(n.date), n.allotted, n.optioned, n.reserved, n.free]);
  rows.push([], ['Rilasci nel periodo'], ['Data rilascio', 'Posti liberi rilasciati']);
  for (const r of d.pickup.releases) rows.push([exportDay(r.date), r.places]);
  rows.push(
    [],
    ['Utilizzo per hotel'],
    [
      'Hotel',
      'Località',
      'Allotment',
      'Opzionati',
      'Confermati',
      'Disponibili',
      'Venduto %',
      'Posti a rischio',
    ],
  );
  for (const h of d.hotels.items)
    rows.push([
      h.hotel.name,
      h.hotel.place,
      h.allotted,
      h.optioned,
      h.reserved,
      h.free,
      Math.round(h.soldShare * 1000) / 10,
      h.atRisk,
    ]);
  rows.push(
    [],
    ['Andamento vendite'],
    [
      'Mese',
      'Pratiche',
      'Ospiti',
      'Presenze',
      'Vendite (€)',
      'Margine (€)',
      'Pratiche anno prec.',
      'Ospiti anno prec.',
      'Presenze anno prec.',
      'Vendite anno prec. (€)',
      'Margine anno prec. (€)',
    ],
  );
  for (const m of d.sales)
    rows.push([
      m.month,
      m.thisYear.cases,
      m.thisYear.guests,
      m.thisYear.nights,
      euro(m.thisYear.sale),
      euro(m.thisYear.margin),
      m.lastYear.cases,
      m.lastYear.guests,
      m.lastYear.nights,
      euro(m.lastYear.sale),
      euro(m.lastYear.margin),
    ]);
  rows.push(
    [],
    ['Da fare oggi'],
    ['Opzioni in scadenza entro 3 giorni', d.todo.expiringOptions],
    ['Rilasci entro 7 giorni', d.todo.releases],
    ['Richieste preventivo nuove', d.todo.newQuoteRequests],
    ['Rate scadute', d.todo.overduePayments],
  );
  return rows;
}
