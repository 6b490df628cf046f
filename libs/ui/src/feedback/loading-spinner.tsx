import { Center, Spinner, type SpinnerProps } from '@chakra-ui/react';

export type LoadingSpinnerProps = Omit<SpinnerProps, 'role' | 'aria-label'> & { label?: string };

/**
 * The one "loading" spinner of the screens: a status with its Italian name, so screen readers
 * hear it (a bare aria-label on the spinner's span is not allowed: axe aria-prohibited-attr).
 */
export function LoadingSpinner({ label = 'Caricamento...', ...props }: LoadingSpinnerProps) {
  return <Spinner role="status" aria-label={label} {...props} />;
}

/** What a screen shows while its code loads (the remotes' Suspense fallback). */
export function ScreenFallback() {
  return (
    <Center py="16">
      <LoadingSpinner size="lg" color="colorPalette.solid" />
    </Center>
  );
}
