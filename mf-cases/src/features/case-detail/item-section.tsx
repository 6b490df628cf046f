import { Button, Card, Heading, HStack, type ListColumn, Table } from '@ham/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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

/** A section of the case detail ('Ristoranti', 'Visite guidate'…): a titled table of its lines. */
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
                    <Table.Cell key={c.header} textAlign={c.textAlign}>
                      {c.cell(row)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end">
                      <HStack gap="2" justify="flex-end">
                        {editRoute && (
                          <Button asChild size="xs" variant="outline">
                            <RouterLink to={editRoute(row)}>Modifica</RouterLink>
                          </Button>
                        )}
                        {onDelete && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => onDelete(row)}
                          >
                            Elimina
                          </Button>
                        )}
                      </HStack>
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
