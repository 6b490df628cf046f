import { Button, Text } from '@chakra-ui/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Dialog } from '../lazy/lazy-chakra';
import { ModalDialog } from './modal-dialog';

export type ConfirmOptions = {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletes and other irreversible actions. */
  destructive?: boolean;
};

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

type Pending = ConfirmOptions & { resolve: (ok: boolean) => void };

export type ConfirmDialogProviderProps = { children: ReactNode };

/** One confirm dialog for the whole app; `useConfirm()` opens it and resolves to the answer. */
export function ConfirmDialogProvider({ children }: ConfirmDialogProviderProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog (a chunk loaded on demand) is mounted from the first confirm on.
  const [used, setUsed] = useState(false);
  const pendingRef = useRef<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setUsed(true);
        setPending(next);
      }),
    [],
  );

  const handleClose = (ok: boolean) => {
    pendingRef.current?.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  };

  const value = useMemo(() => confirm, [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {used && (
        <ModalDialog
          role="alertdialog"
          title={pending?.title ?? 'Conferma'}
          open={pending !== null}
          onClose={() => handleClose(false)}
          initialFocusEl={() => cancelRef.current}
          footer={
            <>
              <Button ref={cancelRef} variant="outline" onClick={() => handleClose(false)}>
                {pending?.cancelLabel ?? 'Annulla'}
              </Button>
              <Button
                colorPalette={pending?.destructive ? 'red' : undefined}
                onClick={() => handleClose(true)}
              >
                {pending?.confirmLabel ?? 'Conferma'}
              </Button>
            </>
          }
        >
          <Dialog.Description asChild>
            <Text>{pending?.message}</Text>
          </Dialog.Description>
        </ModalDialog>
      )}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message })) …` */
export function useConfirm(): Confirm {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm outside UiProvider: ConfirmDialogProvider is missing');
  return ctx;
}
