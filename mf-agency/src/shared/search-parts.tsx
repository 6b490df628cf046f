import { quoteMessages } from '@ham/contracts';
import { Box, Card, ErrorAlert, LoadingOverlay, SimpleGrid, Text } from '@ham/ui';
import type { ReactNode } from 'react';

export type SearchFiltersProps = {
  /** The search landmark's accessible name. */
  label: string;
  alignItems?: 'end';
  children: ReactNode;
};

/** The filters of a search page ('Disponibilità online', 'Catalogo online'): a card, three columns. */
export function SearchFilters({ label, alignItems, children }: SearchFiltersProps) {
  return (
    <Card.Root>
      <Card.Body>
        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          gap="4"
          alignItems={alignItems}
          role="search"
          aria-label={label}
        >
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export type SearchStatusProps = {
  /** What to choose before anything is searched; null once chosen. */
  hint: string | null;
  error: Error | null;
  /** The search answered with nothing. */
  empty: boolean;
};

/** Under the filters: the hint while the search waits for a choice, the search's error, 'no results'. */
export function SearchStatus({ hint, error, empty }: SearchStatusProps) {
  return (
    <>
      {hint && <Text color="fg.muted">{hint}</Text>}
      {error && <ErrorAlert>{error.message}</ErrorAlert>}
      {empty && (
        <Text py="8" textAlign="center" color="fg.muted">
          {quoteMessages.noResults}
        </Text>
      )}
    </>
  );
}

/** The results of a search, under a spinner while it (re)loads. */
export function SearchResults({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Box position="relative" minHeight="24">
      <LoadingOverlay active={busy} />
      {children}
    </Box>
  );
}
