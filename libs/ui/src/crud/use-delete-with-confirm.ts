import { ApiError, usePlatform } from '@ham/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useConfirm } from '../feedback/confirm-dialog';
import { createQueryKeys } from './query-keys';

export type UseDeleteWithConfirmOptions = { resource: string; path: string };

/**
 * The one delete of the platform: confirm, DELETE `{path}/{id}`, toast, refresh the lists.
 * A refusal (e.g. 409 InstanceInUse) shows the server's Italian message. Resolves to
 * whether the record was deleted.
 */
export function useDeleteWithConfirm({ resource, path }: UseDeleteWithConfirmOptions) {
  const { api, notify } = usePlatform();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const keys = useMemo(() => createQueryKeys(resource), [resource]);

  return useCallback(
    async (id: string | number, message: string): Promise<boolean> => {
      const ok = await confirm({
        title: 'Conferma eliminazione',
        message,
        confirmLabel: 'Elimina',
        destructive: true,
      });
      if (!ok) return false;
      try {
        await api.delete(`${path}/${id}`);
      } catch (err) {
        notify({
          status: 'error',
          title: 'Eliminazione non riuscita',
          description: err instanceof ApiError ? err.message : 'Errore di comunicazione con il server',
        });
        return false;
      }
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      // A list fetch started before the DELETE (e.g. a new filter while the previous rows
      // still show) would answer the deleted row and be reused by the refetch: cancel it first.
      await queryClient.cancelQueries({ queryKey: keys.lists() });
      await queryClient.invalidateQueries({ queryKey: keys.lists() });
      notify({ status: 'success', title: 'Eliminazione completata' });
      return true;
    },
    [api, notify, confirm, queryClient, keys, path],
  );
}
