import { Box, Button, ButtonGroup, Heading, HStack, Link, Table, VisuallyHidden } from '@ham/ui';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

// The parts every figure of 'Cruscotto' (docs/product/dashboard.md) and of a hotel's card is made
// of: a chart with the table behind it, Italian numbers.

const integer = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 });
/** A whole number in Italian ('1.234'). */
export const n = (v: number) => integer.format(v);
/** '14/05' on the axis of nights; the whole date in the tables and tooltips. */
export const shortDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * A figure: its title, the 'Grafico' / 'Tabella' switch, and the chart with its table (visually
 * hidden under the chart, so screen readers always read the figures) or the table alone.
 */
export function Figure({
  title,
  chart,
  table,
  extra,
  note,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  extra?: ReactNode;
  /** A line under the figure (e.g. what makes its figures approximate). */
  note?: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Box as="section" aria-label={title}>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <HStack gap="3">
          {extra}
          <ButtonGroup size="xs" variant="outline" attached>
            <Button aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
              Grafico
            </Button>
            <Button aria-pressed={view === 'table'} onClick={() => setView('table')}>
              Tabella
            </Button>
          </ButtonGroup>
        </HStack>
      </HStack>
      {view === 'chart' ? (
        <>
          {chart}
          <VisuallyHidden>
            <TableScrolls.Provider value={false}>{table}</TableScrolls.Provider>
          </VisuallyHidden>
        </>
      ) : (
        table
      )}
      {note}
    </Box>
  );
}

export type Column<T> = { header: string; end?: boolean; cell(row: T): ReactNode };

/**
 * Whether a figure's table scrolls inside its own box: not under its chart, where it is only read
 * by assistive technologies (a scrolling box there is a keyboard stop nobody can see).
 */
const TableScrolls = createContext(true);

/** A link in a figure's table: the theme's link where it is seen, a plain one under its chart. */
export function TableLink({ to, children }: { to: string; children: ReactNode }) {
  if (!useContext(TableScrolls)) return <RouterLink to={to}>{children}</RouterLink>;
  return (
    <Link asChild>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A figure's table: one line a row, numbers to the right, scrolled inside when long (by keyboard too). */
export function FigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
}) {
  const scrolls = useContext(TableScrolls);
  if (!scrolls) {
    // Under its chart the table is never seen, only read: plain cells, no styling to compute (a
    // styled cell each made the Cruscotto's first paint after its data ~4× slower, docs/PERFORMANCE.md).
    return (
      <table aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.header}>{c.cell(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const table = (
    <Table.Root size="sm" stickyHeader aria-label={label}>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.ColumnHeader key={c.header} textAlign={c.end ? 'end' : undefined} scope="col">
              {c.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={rowKey(r)}>
            {columns.map((c) => (
              <Table.Cell key={c.header} textAlign={c.end ? 'end' : undefined} whiteSpace="nowrap">
                {c.cell(r)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxH="28rem"
      tabIndex={0}
      role="region"
      aria-label={`Tabella: ${label}`}
    >
      {table}
    </Table.ScrollArea>
  );
}
