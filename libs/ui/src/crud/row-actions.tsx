import { Button, HStack } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type RowActionsProps = {
  /** The row's 'Modifica' route; no button without it. */
  editTo?: string;
  /** The row's 'Elimina' action (usually a confirm first); no button without it. */
  onDelete?(): void;
  /** Icons only (the names stay as accessible names and tooltips), for narrow tables. */
  iconOnly?: boolean;
  /** More actions after the two. */
  children?: ReactNode;
};

/** A table row's 'Modifica' / 'Elimina' buttons: every list and section table shows them alike. */
export function RowActions({ editTo, onDelete, iconOnly = false, children }: RowActionsProps) {
  const named = (name: string) => (iconOnly ? { 'aria-label': name, title: name } : {});
  return (
    <HStack gap="2" justify="flex-end">
      {editTo !== undefined && (
        <Button asChild size="xs" variant="outline" {...named('Modifica')}>
          <RouterLink to={editTo}>
            <Pencil aria-hidden="true" />
            {!iconOnly && ' Modifica'}
          </RouterLink>
        </Button>
      )}
      {onDelete && (
        <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} {...named('Elimina')}>
          <Trash2 aria-hidden="true" />
          {!iconOnly && ' Elimina'}
        </Button>
      )}
      {children}
    </HStack>
  );
}
