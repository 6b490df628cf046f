import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { type ComponentProps, lazy, Suspense, useId, useState } from 'react';
import { LoadingSpinner } from '../feedback/loading-spinner';
import type { HistoryTarget } from './history-api';

const HistoryLines = lazy(() => import('./history-lines').then((m) => ({ default: m.HistoryLines })));
const LazyEntryView = lazy(() => import('./history-lines').then((m) => ({ default: m.HistoryEntryView })));

/**
 * 'Storico modifiche' of a record screen (docs/product/history.md): closed until asked, then its
 * changes newest first — when, who, what, and each field old → new in Italian.
 */
export function HistoryPanel({ target }: { target: HistoryTarget }) {
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
            {open ? 'Nascondi' : 'Mostra'}
          </Button>
        </HStack>
      </Card.Header>
      {open && (
        <Card.Body id={regionId}>
          <Suspense fallback={<LoadingSpinner />}>
            <HistoryLines target={target} />
          </Suspense>
        </Card.Body>
      )}
    </Card.Root>
  );
}

/** One line: when, who, what, and its fields old → new (shared with 'Registro attività'). */
export function HistoryEntryView(props: ComponentProps<typeof LazyEntryView>) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <LazyEntryView {...props} />
    </Suspense>
  );
}
