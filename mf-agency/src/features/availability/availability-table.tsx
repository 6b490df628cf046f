import { type AgencyAvailabilityResult, isWeekend, italianWeekday } from '@ham/contracts';
import { Box, Button } from '@ham/ui';

export interface AvailabilityRow {
  id: number;
  name: string;
  /** Category, city… shown under the name. */
  detail: string;
  /** Disponibili of each day of `days`. */
  available: number[];
}

/** A row of GET /quotereq/search as the table shows it: 'Category · City' under the name. */
export const toTableRow = (r: AgencyAvailabilityResult): AvailabilityRow => ({
  id: r.id,
  name: r.name,
  detail: [r.category, r.place].filter(Boolean).join(' · '),
  available: r.available,
});

export type AvailabilityTableProps = {
  /** Accessible name of the table. */
  label: string;
  /** The days of the columns ('YYYY-MM-DD'). */
  days: string[];
  rows: AvailabilityRow[];
  /** Rome's today ('YYYY-MM-DD'): the days before it are past, not sold out. */
  today: string;
  onHotel(id: number): void;
};

/**
 * Hotels × days with the free places of each day (docs/product/agency-portal.md#availability-search). Plain
 * table cells styled once by the container: an area of ~1,000 hotels × 31 days stays light.
 * Self-contained (days, rows, a click on a hotel), so a shared allotment grid can replace it.
 */
export function AvailabilityTable({ label, days, rows, today, onHotel }: AvailabilityTableProps) {
  const weekend = days.map(isWeekend);
  const past = days.map((d) => d < today);
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      css={{
        '& table': { borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm', width: 'max-content' },
        '& th, & td': {
          borderBottomWidth: '1px',
          borderColor: 'border',
          px: '1.5',
          py: '1',
          textAlign: 'center',
        },
        '& thead th': { fontWeight: 'medium', color: 'fg.muted', fontSize: 'xs', bg: 'bg' },
        '& [data-weekend]': { bg: 'bg.muted' },
        '& td[data-none]': { color: 'fg.subtle' },
        '& td[data-past]': { color: 'fg.subtle', bg: 'bg.subtle' },
        '& td[data-some]': { color: 'fg.success', fontWeight: 'semibold' },
        '& th[scope=row]': {
          position: 'sticky',
          left: 0,
          bg: 'bg',
          textAlign: 'start',
          minWidth: '14rem',
          maxWidth: '18rem',
          zIndex: 1,
        },
        '& small': { display: 'block', color: 'fg.muted', fontWeight: 'normal' },
      }}
    >
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Hotel</th>
            {days.map((d, i) => (
              <th key={d} scope="col" data-weekend={weekend[i] || undefined} title={d}>
                {italianWeekday(d)}
                <br />
                {d.slice(8, 10)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Button variant="plain" p="0" height="auto" onClick={() => onHotel(row.id)}>
                  {row.name}
                </Button>
                <small>{row.detail}</small>
              </th>
              {row.available.map((n, i) =>
                // A past day cannot be booked: a dash, not a 0 that reads as sold out.
                past[i] ? (
                  <td key={days[i]} data-past title="Giorno passato" aria-label="Giorno passato">
                    –
                  </td>
                ) : (
                  <td
                    key={days[i]}
                    data-weekend={weekend[i] || undefined}
                    data-none={n === 0 || undefined}
                    data-some={n > 0 || undefined}
                  >
                    {n}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
