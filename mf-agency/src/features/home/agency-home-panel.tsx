import {
  type AgencyDeparture,
  formatItalianDate,
  type AgencyHomePanel as Panel,
  quoteRequestStatusLabels,
} from '@ham/contracts';
import {
  Box,
  Card,
  Link,
  type ListColumn,
  ListTable,
  LoadingSpinner,
  QueryErrorPanel,
  QuoteRequestStatusBadge,
  SimpleGrid,
  Stack,
  Text,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { agencyRoutes } from '../../shared/routes';
import { agencyHomeApi } from './api';

const count = new Intl.NumberFormat('it-IT');

const departureColumns: ListColumn<AgencyDeparture>[] = [
  { header: 'Partenza', cell: (r) => formatItalianDate(r.begin) },
  { header: 'Ritorno', cell: (r) => formatItalianDate(r.end) },
  { header: 'Hotel', cell: (r) => (r.hotel.city ? `${r.hotel.name} (${r.hotel.city})` : r.hotel.name) },
  { header: 'Ospiti', cell: (r) => count.format(r.guests), textAlign: 'end' },
  { header: 'Pratica', cell: (r) => `${r.caseNumber} – ${r.caseName}` },
];

/** 'Le mie richieste' by status: each count opens the list filtered by that status. */
function RequestCounts({ requests }: { requests: Panel['requests'] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Richieste per stato">
      {requests.map((r) => {
        const label = quoteRequestStatusLabels[r.status];
        return (
          <Stack as="li" key={r.status} direction="row" justify="space-between" align="center">
            <QuoteRequestStatusBadge status={r.status} />
            <Link asChild colorPalette="blue" fontWeight="semibold">
              <RouterLink
                to={`${agencyRoutes.myRequests}?status=${r.status}`}
                aria-label={`Richieste '${label}': ${count.format(r.count)}`}
              >
                {count.format(r.count)}
              </RouterLink>
            </Link>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The home's panel (docs/product/agency-portal.md#the-home-panel): the agency's quote requests by
 * status and its next confirmed departures, its own figures only.
 */
export function AgencyHomePanel() {
  const query = useQuery(agencyHomeApi.panel());
  if (query.isPending)
    return (
      <Box aria-busy="true">
        <LoadingSpinner />
      </Box>
    );
  if (query.isError) return <QueryErrorPanel query={query} title="Impossibile caricare il riepilogo" />;
  const { requests, departures } = query.data;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Card.Root as="section" aria-labelledby="agency-home-requests">
        <Card.Header>
          <Card.Title as="h2" id="agency-home-requests">
            Le mie richieste
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <RequestCounts requests={requests} />
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="agency-home-departures" gridColumn={{ md: 'span 2' }}>
        <Card.Header>
          <Card.Title as="h2" id="agency-home-departures">
            Prossime partenze
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {departures.length === 0 ? (
            <Text color="fg.muted">Nessuna partenza confermata</Text>
          ) : (
            <ListTable
              label="Prossime partenze"
              columns={departureColumns}
              items={departures}
              getRowId={(r) => r.stayId}
            />
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
