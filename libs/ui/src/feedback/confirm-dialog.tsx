import { Button, Portal, Text } from '@chakra-ui/react';
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Dialog } from '../lazy/lazy-chakra';

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
        <Suspense fallback={null}>
          <Dialog.Root
            role="alertdialog"
            open={pending !== null}
            onOpenChange={(e) => {
              if (!e.open) handleClose(false);
            }}
            initialFocusEl={() => cancelRef.current}
            placement="center"
            lazyMount
            unmountOnExit
          >
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content>
                  <Dialog.Header>
                    <Dialog.Title>{pending?.title ?? 'Conferma'}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Dialog.Description asChild>
                      <Text>{pending?.message}</Text>
                    </Dialog.Description>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button ref={cancelRef} variant="outline" onClick={() => handleClose(false)}>
                      {pending?.cancelLabel ?? 'Annulla'}
                    </Button>
                    <Button
                      colorPalette={pending?.destructive ? 'red' : undefined}
                      onClick={() => handleClose(true)}
                    >
                      {pending?.confirmLabel ?? 'Conferma'}
                    </Button>
                  </Dialog.Footer>
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        </Suspense>
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
