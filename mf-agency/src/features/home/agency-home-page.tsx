import { Card, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@ham/ui';
import { Link as RouterLink } from 'react-router-dom';
import { UserCard } from '../../shared/user-card';
import { AgencyHomePanel } from './agency-home-panel';
import { agencyShortcuts } from './agency-shortcuts';

/** The agency home (agencyHome, docs/product/agency-portal.md#layout-and-home): the panel of its requests and departures, the menu entries with their descriptions and the 'Utente' card. */
export function AgencyHomePage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Benvenuto
      </Heading>
      <AgencyHomePanel />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="6" alignItems="start">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="Servizi">
          {agencyShortcuts.map((s) => (
            <Card.Root as="li" key={s.path} height="full">
              <Card.Body gap="2">
                <Card.Title as="h2">
                  <Link asChild colorPalette="blue">
                    <RouterLink to={s.path}>{s.title}</RouterLink>
                  </Link>
                </Card.Title>
                <Text color="fg.muted">{s.description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <UserCard />
      </Grid>
    </Stack>
  );
}
