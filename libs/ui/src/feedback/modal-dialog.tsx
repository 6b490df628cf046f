import { CloseButton, type DialogContentProps, Portal } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { Dialog } from '../lazy/lazy-chakra';

export type ModalDialogProps = {
  title: ReactNode;
  open: boolean;
  /** Escape, the backdrop, the corner '×' (with `closeButton`): the dialog asks to close. */
  onClose(): void;
  /** The dialog's body. */
  children: ReactNode;
  /** The buttons at the bottom; none: no footer. */
  footer?: ReactNode;
  /** 'alertdialog' for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** What gets the focus on opening (default: the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  /** A '×' button ('Chiudi') in the corner. */
  closeButton?: boolean;
  /** 'inside': a long body scrolls within the dialog. */
  scrollBehavior?: 'inside' | 'outside';
  /** Props of the dialog's box (e.g. its width). */
  contentProps?: DialogContentProps;
};

/**
 * The frame of every dialog: centred and modal, mounted only while open (its code is a chunk
 * loaded on demand, hence the Suspense), a title, the body and an optional footer.
 */
export function ModalDialog({
  title,
  open,
  onClose,
  children,
  footer,
  role,
  initialFocusEl,
  closeButton,
  scrollBehavior,
  contentProps,
}: ModalDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog.Root
        role={role}
        open={open}
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
        initialFocusEl={initialFocusEl}
        placement="center"
        scrollBehavior={scrollBehavior}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content {...contentProps}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
              {closeButton && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Chiudi" />
                </Dialog.CloseTrigger>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Suspense>
  );
}
