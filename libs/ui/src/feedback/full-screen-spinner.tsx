import { Spinner, Text, VStack } from '@chakra-ui/react';

export type FullScreenSpinnerProps = { label: string };

/** The start-up spinner (docs/product/sign-in.md#start-up): size 100, the label under it. */
export function FullScreenSpinner({ label }: FullScreenSpinnerProps) {
  return (
    <VStack minHeight="100dvh" justify="center" gap="6" role="status" aria-live="polite">
      <Spinner width="100px" height="100px" borderWidth="6px" color="colorPalette.solid" aria-hidden="true" />
      <Text fontSize="lg" color="fg.muted">
        {label}
      </Text>
    </VStack>
  );
}
