import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A page's content beside a side column (the case page's 'Azioni' and 'Cliente'): two columns
 * on wide screens, one below `xl`. Put the main content first and a <PageAside> second.
 */
export function PageColumns({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
      {children}
    </Grid>
  );
}

/**
 * The side column of <PageColumns>: on wide screens it stays in view while the page scrolls
 * (sticky, scrolling on its own when taller than the window); on narrow screens it comes
 * first, so its actions are at hand without scrolling past the whole page.
 */
export function PageAside({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Stack
      gap="6"
      order={{ base: -1, xl: 0 }}
      position={{ base: 'static', xl: 'sticky' }}
      top="4"
      maxHeight={{ xl: 'calc(100dvh - 2rem)' }}
      overflowY={{ xl: 'auto' }}
      aria-label={label}
      data-page-aside=""
    >
      {children}
    </Stack>
  );
}
