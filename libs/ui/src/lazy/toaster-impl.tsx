import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import type { Notify } from '@ham/platform';

const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/** Loaded on the first notification by feedback/toaster.tsx (its own chunk of the facade). */
export const notify: Notify = ({ status, title, description }) => {
  toaster.create({
    type: status,
    title,
    description,
    closable: true,
    duration: status === 'error' ? 8000 : 4000,
  });
};

export function ToasterImpl() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Chiudi" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
