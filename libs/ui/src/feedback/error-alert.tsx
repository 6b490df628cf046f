import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type ErrorAlertProps = Omit<Alert.RootProps, 'status' | 'role' | 'children'> & {
  /** The message. */
  children: ReactNode;
  /** Screen readers announce it (`role="alert"`): a message after an action. Default true. */
  announce?: boolean;
};

/**
 * A message of something that went wrong, in the page (a refused save, a search that failed):
 * an error alert, announced by screen readers unless `announce={false}`.
 */
export function ErrorAlert({ children, announce = true, ...root }: ErrorAlertProps) {
  return (
    <Alert.Root status="error" role={announce ? 'alert' : undefined} {...root}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
