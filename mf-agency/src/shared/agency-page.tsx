import { Grid, Heading, Stack } from '@ham/ui';
import type { ReactNode } from 'react';
import { UserCard } from './user-card';

export type AgencyPageProps = {
  title: string;
  children: ReactNode;
  /** Cards above the 'Utente' card (e.g. the quote summary). */
  side?: ReactNode;
  /** Full-width content under the columns (e.g. a wide table). */
  below?: ReactNode;
};

/** An agency screen: its title, its content, and the side cards with the 'Utente' card (docs/product/agency-portal.md#layout-and-home). */
export function AgencyPage({ title, children, side, below }: AgencyPageProps) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
        <Stack gap="5" minWidth="0">
          {children}
        </Stack>
        <Stack gap="4">
          {side}
          <UserCard />
        </Stack>
      </Grid>
      {below}
    </Stack>
  );
}
