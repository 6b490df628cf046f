import { Card, Heading, HStack, type ListColumn, RowActions, Table } from '@ham/ui';
import type { ReactNode } from 'react';

export type ItemSectionProps<T> = {
  title: string;
  items: T[];
  columns: ListColumn<T>[];
  getRowId(row: T): string | number;
  /** A row's 'Modifica' route. */
  editRoute?(row: T): string;
  onDelete?(row: T): void;
  /** Beside the title, e.g. the extras editor's link. */
  actions?: ReactNode;
};

/** A section of the case detail ('Ristoranti', 'Visite guidate'…): a titled table of its lines (text wraps, figures do not, so the row's actions stay in view). */
export function ItemSection<T>({
  title,
  items,
  columns,
  getRowId,
  editRoute,
  onDelete,
  actions,
}: ItemSectionProps<T>) {
  const hasActions = editRoute !== undefined || onDelete !== undefined;
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.textAlign}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
                {hasActions && (
                  <Table.ColumnHeader textAlign="end" width="1%">
                    Azioni
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((row) => (
                <Table.Row key={getRowId(row)}>
                  {columns.map((c) => (
                    <Table.Cell
                      key={c.header}
                      textAlign={c.textAlign}
                      whiteSpace={c.textAlign === 'end' ? 'nowrap' : 'normal'}
                    >
                      {c.cell(row)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end">
                      <RowActions
                        iconOnly
                        editTo={editRoute?.(row)}
                        onDelete={onDelete && (() => onDelete(row))}
                      />
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
