import { type MealCode, mealCodes } from '@ham/contracts';
import { Table } from '@ham/ui';
import type { ReactNode } from 'react';

/** A column heading: its text, or a key with the heading and its alignment. */
export type GridColumn = string | { key: string; label: ReactNode; textAlign?: 'center' | 'end' };

export type GridTableProps = {
  /** The table's accessible name. */
  label: string;
  columns: GridColumn[];
  /** The body's rows. */
  children: ReactNode;
};

/** A small table with one row of column headings (the stay's grids, cost lines, prices per night). */
export function GridTable({ label, columns, children }: GridTableProps) {
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {columns.map((c) =>
            typeof c === 'string' ? (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ) : (
              <Table.ColumnHeader key={c.key} textAlign={c.textAlign}>
                {c.label}
              </Table.ColumnHeader>
            ),
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

export const mealLabels: Record<MealCode, string> = {
  b: 'Colazione',
  l: 'Pranzo',
  d: 'Cena',
  n: 'Pernottamento',
};

/** The headings of a stay's day-by-day grid: the day, its service class and one column per meal. */
export const dayGridColumns: GridColumn[] = [
  'Data',
  'Trattamento',
  ...mealCodes.map((m) => ({ key: m, label: mealLabels[m], textAlign: 'center' as const })),
];
