import { callEndpoint, type Endpoint, type ListApi, type RecordId } from '@ham/platform';
import { useSave } from '../save/use-save';

export type DeleteRequest = { id: RecordId; message: string };

/**
 * The one delete of a resource's record: confirm, DELETE `{path}/{id}`, 'Eliminazione completata',
 * the record's data dropped and the lists refreshed. A refusal (e.g. 409 InstanceInUse) is the
 * notice 'Eliminazione non riuscita' with the server's Italian message. Resolves to whether the
 * record was deleted.
 */
export function useDeleteWithConfirm(api: Pick<ListApi<unknown>, 'keys' | 'endpoints'>) {
  return useSave<DeleteRequest>({
    confirmFirst: ({ message }) => ({
      title: 'Conferma eliminazione',
      message,
      confirmLabel: 'Elimina',
      destructive: true,
    }),
    // A list without `remove` (read only) offers no delete.
    send: ({ id }, { api: client }) =>
      callEndpoint(client, api.endpoints.remove as Endpoint<unknown>, { params: { id } }),
    removes: (_, { id }) => [api.keys.detail(id)],
    invalidates: [api.keys.lists()],
    success: 'Eliminazione completata',
    failure: 'Eliminazione non riuscita',
  }).save;
}
