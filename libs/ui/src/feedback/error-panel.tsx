import { Alert, Button, Stack } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';

export type ErrorPanelProps = { title: string; description?: string; onRetry?: () => void };

/** An Italian error panel, e.g. when a remote fails to load, with an optional 'Riprova'. */
export function ErrorPanel({ title, description, onRetry }: ErrorPanelProps) {
  return (
    <Alert.Root status="error" alignItems="flex-start" borderRadius="md" maxWidth="2xl">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {description && <Alert.Description>{description}</Alert.Description>}
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
            <RotateCw aria-hidden="true" /> Riprova
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}

export type QueryErrorPanelProps = {
  title: string;
  /** The failed query (`useQuery`'s result): its message is shown, 'Riprova' reads it again. */
  query: { error: Error; refetch(): unknown };
};

/** The error panel of a query that failed: its message and a 'Riprova' that refetches it. */
export function QueryErrorPanel({ title, query }: QueryErrorPanelProps) {
  return <ErrorPanel title={title} description={query.error.message} onRetry={() => void query.refetch()} />;
}
