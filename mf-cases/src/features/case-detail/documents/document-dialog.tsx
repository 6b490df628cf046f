import { CloseButton, Dialog, Portal } from '@ham/ui';
import { type ReactNode, Suspense } from 'react';

export type DocumentDialogProps = {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the 'Conferma' and 'Fattura' dialogs of the case detail. */
export function DocumentDialog({ title, open, onClose, children, footer }: DocumentDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Chiudi" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Suspense>
  );
}
