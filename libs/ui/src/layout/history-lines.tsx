import { Badge, Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { HistoryEntry } from '@ham/contracts/history';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorPanel } from '../feedback/error-panel';
import { LoadingSpinner } from '../feedback/loading-spinner';
import { formatDateTime } from '../format/format';
import { type HistoryTarget, historyQueries } from './history-api';

// 'Storico modifiche' (docs/product/history.md): a chunk of the shared facade loaded with the
// first record screen that shows the panel (or 'Registro attività' a line), not with every screen.

/**
 * 'Storico modifiche' of a record screen (docs/product/history.md): closed until asked, then its
 * changes newest first — when, who, what, and each field old → new in Italian.
 */
export function HistoryCard({ target }: { target: HistoryTarget }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Card.Root as="section" aria-label="Storico modifiche" size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Storico modifiche
          </Heading>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Nascondi storico' : 'Mostra storico'}
          </Button>
        </HStack>
      </Card.Header>
      {open && (
        <Card.Body id={regionId}>
          <HistoryLines target={target} />
        </Card.Body>
      )}
    </Card.Root>
  );
}

/** A record's changes, newest first, a page at a time. */
export function HistoryLines({ target }: { target: HistoryTarget }) {
  const [page, setPage] = useState(1);
  const lines = useQuery(historyQueries.record(target, page));
  if (lines.isPending) return <LoadingSpinner />;
  if (lines.isError) {
    return (
      <ErrorPanel
        title="Impossibile caricare lo storico"
        description={lines.error.message}
        onRetry={() => void lines.refetch()}
      />
    );
  }
  const { items, pageInfo } = lines.data;
  if (items.length === 0) return <Text>Nessuna modifica registrata.</Text>;
  return (
    <Stack gap="4">
      <Stack as="ol" gap="3" listStyleType="none" margin="0" padding="0">
        {items.map((entry) => (
          <Box as="li" key={entry.id}>
            <HistoryEntryView entry={entry} />
          </Box>
        ))}
      </Stack>
      {pageInfo.totalPages > 1 && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Più recenti
          </Button>
          <Text fontSize="sm">
            Pagina {page} di {pageInfo.totalPages}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pageInfo.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Meno recenti
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** One line: when, who, what, and its fields old → new (shared with 'Registro attività'). */
export function HistoryEntryView({
  entry,
  showRecord = true,
}: {
  entry: HistoryEntry;
  showRecord?: boolean;
}) {
  return (
    <Stack gap="1" data-testid="history-entry">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{formatDateTime(entry.at)}</Text>
        <Text>{entry.who}</Text>
        <Badge>{entry.action}</Badge>
        {entry.forced && <Badge colorPalette="orange">Forzata</Badge>}
        {showRecord && (
          <Text color="fg.muted">
            {entry.tableName}
            {entry.label ? ` ${entry.label}` : ` ${entry.recordId}`}
          </Text>
        )}
      </HStack>
      {entry.changes.length > 0 && (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Campo</Table.ColumnHeader>
              <Table.ColumnHeader>Prima</Table.ColumnHeader>
              <Table.ColumnHeader>Dopo</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entry.changes.map((c) => (
              <Table.Row key={c.field}>
                <Table.Cell>{c.label}</Table.Cell>
                <Table.Cell>{c.old || '—'}</Table.Cell>
                <Table.Cell>{c.new || '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
