import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type ListColumn<T> = {
  header: string;
  cell(row: T): ReactNode;
  width?: string;
  textAlign?: 'start' | 'center' | 'end';
  /** Where a long text is cut with '…' (default 12rem, 20rem from xl): narrower leaves room to more columns. */
  maxWidth?: { base: string; xl: string };
};

const defaultMaxWidth = { base: '12rem', xl: '20rem' };

export type ListTableProps<T> = {
  /** The table's accessible name (the list or section title). */
  label: string;
  columns: ListColumn<T>[];
  items: T[];
  getRowId(row: T): string | number;
  /** A row's action buttons; without it, no 'Azioni' column. */
  actions?(row: T): ReactNode;
  busy?: boolean;
};

/** What a cell shows when its content is plain text (the whole of it, for the hover title). */
const plainText = (content: ReactNode) =>
  typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;

/**
 * The table of every list (ListPage) and of the case page's sections: one line a row, so a long
 * text never pushes the other columns or the actions off the screen. A text longer than its
 * column ends with '…' and is shown whole on hover (title); it stays whole in the page, so
 * screen readers read all of it. The 'Azioni' column stays at the right edge of the table
 * while the rest scrolls sideways on a narrow screen.
 */
export function ListTable<T>({ label, columns, items, getRowId, actions, busy }: ListTableProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive aria-label={label} aria-busy={busy}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} width={c.width} textAlign={c.textAlign}>
                {c.header}
              </Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader textAlign="end" width="1%" {...stickyEnd}>
                Azioni
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((row) => (
            <Table.Row key={getRowId(row)}>
              {columns.map((c) => {
                const content = c.cell(row);
                const text = plainText(content);
                return (
                  <Table.Cell key={c.header} textAlign={c.textAlign} whiteSpace="nowrap">
                    <Box truncate maxWidth={c.maxWidth ?? defaultMaxWidth} title={text}>
                      {content}
                    </Box>
                  </Table.Cell>
                );
              })}
              {actions && (
                <Table.Cell textAlign="end" whiteSpace="nowrap" {...stickyEnd}>
                  {actions(row)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The actions column: pinned to the table's right edge, over the cells scrolling under it. */
const stickyEnd = {
  position: 'sticky',
  insetInlineEnd: '0',
  bg: 'bg',
  zIndex: '1',
  'data-sticky-actions': '',
} as const;
