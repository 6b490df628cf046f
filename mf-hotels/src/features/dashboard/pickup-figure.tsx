import { formatItalianDate } from '@ham/contracts';
import type { DashboardPickup, PickupNight } from '@ham/contracts/dashboard';
import { FigureChart, Stack } from '@ham/ui';
import { type Column, Figure, FigureTable, n, shortDay } from './dashboard-figure';

const nightColumns: Column<PickupNight>[] = [
  { header: 'Notte', cell: (r) => formatItalianDate(r.date) },
  { header: 'Allotment', end: true, cell: (r) => n(r.allotted) },
  { header: 'Opzionati', end: true, cell: (r) => n(r.optioned) },
  { header: 'Confermati', end: true, cell: (r) => n(r.reserved) },
  { header: 'Disponibili', end: true, cell: (r) => n(r.free) },
];

/**
 * Pick-up by night: Confermati, Opzionati and Disponibili as stacked areas under the Allotment line; the
 * release dates. The Cruscotto's, and one hotel's on its card.
 */
export function PickupFigure({ pickup }: { pickup: DashboardPickup }) {
  const { nights, releases } = pickup;
  return (
    <Figure
      title="Pick-up per notte"
      chart={
        <FigureChart
          aria-label="Pick-up per notte: grafico; i valori sono nella tabella"
          data={nights}
          xKey="date"
          xFormat={shortDay}
          valueFormat={n}
          series={[
            { key: 'reserved', label: 'Confermati', color: 'blue', stackId: 'posti', kind: 'area' },
            { key: 'optioned', label: 'Opzionati', color: 'vermillion', stackId: 'posti', kind: 'area' },
            { key: 'free', label: 'Disponibili', color: 'green', stackId: 'posti', kind: 'area' },
            { key: 'allotted', label: 'Allotment', color: 'grey', kind: 'line' },
          ]}
        />
      }
      table={
        <Stack gap="4">
          <FigureTable
            label="Pick-up per notte"
            columns={nightColumns}
            rows={nights}
            rowKey={(r) => r.date}
          />
          <FigureTable
            label="Rilasci nel periodo"
            columns={[
              { header: 'Data rilascio', cell: (r) => formatItalianDate(r.date) },
              { header: 'Posti liberi rilasciati', end: true, cell: (r) => n(r.places) },
            ]}
            rows={releases}
            rowKey={(r) => r.date}
          />
        </Stack>
      }
    />
  );
}
