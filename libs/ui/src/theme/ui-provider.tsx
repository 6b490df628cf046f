import { ChakraProvider } from '@chakra-ui/react';
import type { ThemeChoice } from '@ham/platform';
import type { ReactNode } from 'react';
import { ConfirmDialogProvider } from '../feedback/confirm-dialog';
import { Toaster } from '../feedback/toaster';
import { ColorModeProvider } from './color-mode';
import { system } from './system';

export type UiProviderProps = { theme: ThemeChoice; children: ReactNode };

/** The single Chakra provider (the shell mounts it): system, colour mode, toasts, confirm dialog. */
export function UiProvider({ theme, children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider theme={theme}>
        <ConfirmDialogProvider>
          {children}
          <Toaster />
        </ConfirmDialogProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
