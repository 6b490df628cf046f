import { Center, Spinner } from '@ham/ui';

export function ScreenFallback() {
  return (
    <Center py="16">
      <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
    </Center>
  );
}
