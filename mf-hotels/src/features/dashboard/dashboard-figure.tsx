import { Box, Button, ButtonGroup, Heading, HStack, Table, VisuallyHidden } from '@ham/ui';
import { createContext, type ReactNode, useContext, useState } from 'react';

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
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  extra?: ReactNode;
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
    </Box>
  );
}

export type Column<T> = { header: string; end?: boolean; cell(row: T): ReactNode };

/**
 * Whether a figure's table scrolls inside its own box: not under its chart, where it is only read
 * by assistive technologies (a scrolling box there is a keyboard stop nobody can see).
 */
const TableScrolls = createContext(true);

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
  const table = (
    <Table.Root size="sm" stickyHeader={scrolls} aria-label={label}>
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
  if (!scrolls) return table;
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
