import { Card, Heading, HStack, type ListColumn, ListTable, RowActions } from '@ham/ui';
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

/** A section of the case detail ('Ristoranti', 'Visite guidate'…): a titled ListTable of its lines. */
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
        <ListTable
          label={title}
          columns={columns}
          items={items}
          getRowId={getRowId}
          actions={
            hasActions
              ? (row) => (
                  <RowActions
                    iconOnly
                    editTo={editRoute?.(row)}
                    onDelete={onDelete && (() => onDelete(row))}
                  />
                )
              : undefined
          }
        />
      </Card.Body>
    </Card.Root>
  );
}
