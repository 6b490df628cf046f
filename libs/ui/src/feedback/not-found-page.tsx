import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The 404 page (docs/product/formats-and-errors.md#messages-of-the-screens): an unknown address or
 * record; `message` says which record when the screen knows it ('… nessuna pratica con numero 99').
 */
export function NotFoundPage({ message }: { message?: string } = {}) {
  return (
    <VStack gap="4" py="16" textAlign="center">
      <Heading as="h1" size="2xl">
        Pagina non trovata
      </Heading>
      <Text color="fg.muted">{message ?? "L'indirizzo richiesto non esiste o non è più disponibile."}</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">Torna alla pagina iniziale</RouterLink>
      </Button>
    </VStack>
  );
}
