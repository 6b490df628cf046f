import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type RowLinkProps = { to: string; children: ReactNode };

/** A small outlined link button of a table row or section ('Visualizza', 'Dettagli', 'Modifica'). */
export function RowLink({ to, children }: RowLinkProps) {
  return (
    <Button asChild size="xs" variant="outline">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
