import { Card, Grid, Heading, SimpleGrid, Stack, Text } from '@ham/ui';
import { agencyShortcuts } from './agency-shortcuts';
import { UserCard } from './user-card';

/** SPEC 'Agency layout' home (agencyHome): the menu entries with their descriptions and the 'Utente' card. */
export function AgencyHomePage() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Benvenuto
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="6" alignItems="start">
        {/*
          The shortcuts' screens (/cerca, /catalogo, /preventivo) arrive with the agency-portal
          issue: until then the cards are information only, and that issue turns them into links
          (and flips their `ready` flag in the shell's agency menu).
        */}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" aria-label="Servizi">
          {agencyShortcuts.map((s) => (
            <Card.Root as="li" key={s.path} height="full">
              <Card.Body gap="2">
                <Card.Title as="h2">{s.title}</Card.Title>
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
