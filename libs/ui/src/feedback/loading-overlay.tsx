import { AbsoluteCenter, Box, Spinner } from '@chakra-ui/react';

export type LoadingOverlayProps = { active: boolean; label?: string };

/** Covers its positioned parent while a list refetches (docs/product/screens.md#lists: z-index 2000). */
export function LoadingOverlay({ active, label = 'Caricamento...' }: LoadingOverlayProps) {
  if (!active) return null;
  return (
    <Box position="absolute" inset="0" zIndex={2000} bg="bg/60" role="status" aria-label={label}>
      <AbsoluteCenter>
        <Spinner size="xl" color="colorPalette.solid" />
      </AbsoluteCenter>
    </Box>
  );
}
