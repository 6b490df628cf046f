import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A page's content beside a side column (the case page's 'Azioni' and 'Cliente'): two columns
 * from `2xl` (1536 px), one below it, so that the main column's tables keep every column, the
 * amounts last, in view down to 1024 px. Put the main content first and a <PageAside> second.
 */
export function PageColumns({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', '2xl': 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
      {children}
    </Grid>
  );
}

/**
 * The side column of <PageColumns>: on wide screens it stays in view while the page scrolls
 * (sticky, scrolling on its own when taller than the window); on narrower screens it comes
 * first, its cards side by side, so its actions are at hand without scrolling past the whole page.
 */
export function PageAside({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Stack
      gap="6"
      direction={{ base: 'column', md: 'row', '2xl': 'column' }}
      alignItems={{ md: 'flex-start', '2xl': 'stretch' }}
      css={{ '& > *': { flex: '1 1 0', minWidth: 0 } }}
      order={{ base: -1, '2xl': 0 }}
      position={{ base: 'static', '2xl': 'sticky' }}
      top="4"
      maxHeight={{ '2xl': 'calc(100dvh - 2rem)' }}
      overflowY={{ '2xl': 'auto' }}
      aria-label={label}
      data-page-aside=""
    >
      {children}
    </Stack>
  );
}
