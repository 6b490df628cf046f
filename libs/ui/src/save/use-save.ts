import { type ApiClient, ApiError, apiOf, useNotify } from '@ham/platform';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type ConfirmOptions, useConfirm } from '../feedback/confirm-dialog';
import {
  type ApplySaveErrorOptions,
  applySaveError,
  COMMUNICATION_ERROR,
  type SetFieldError,
} from './apply-save-error';

/** Whether a refusal can be overridden, and how to ask: the confirm to show, or null (not forceable). */
export type ForceQuestion = (err: unknown) => ConfirmOptions | null;

/**
 * The confirm of a 409 by its error code: `messages[code]` is the confirm's text, or a function of
 * the error that builds it. Other statuses and codes → null.
 *
 * e.g. `forceOnConflict({ NotEnoughPlaces: (err) => `${err.message} Procedere comunque?` },
 * { title: 'Conferma', confirmLabel: 'Procedi' })`.
 */
export function forceOnConflict(
  messages: Readonly<Record<string, string | ((err: ApiError) => string)>>,
  options: Omit<ConfirmOptions, 'message'>,
): ForceQuestion {
  return (err) => {
    if (!(err instanceof ApiError && err.status === 409 && Object.hasOwn(messages, err.code))) return null;
    const message = messages[err.code];
    return { ...options, message: typeof message === 'function' ? message(err) : message };
  };
}

/** What a send gets: the platform's API client and whether the user confirmed a forceable 409. */
export type SendContext = { api: ApiClient; force: boolean };

export type UseSaveOptions<TVars, TData> = {
  /** Sends the change (a feature api.ts's function); `force` is true when resent after a confirmed 409. */
  send(vars: TVars, context: SendContext): Promise<TData>;
  /**
   * Asked before sending (e.g. the confirm of a delete, a date outside the case's period); a
   * 'no' sends nothing. null: nothing to ask. It may read first (e.g. whether a VAT number is used).
   */
  confirmFirst?(
    vars: TVars,
    context: { api: ApiClient },
  ): ConfirmOptions | null | Promise<ConfirmOptions | null>;
  /** A refusal the user may override: asked, then sent again with `force` (`?force=true`, docs/product/formats-and-errors.md#confirms-the-user-answers). */
  force?: ForceQuestion;
  /** The queries the change makes stale, refreshed after it (lists, the record, its parent…). */
  invalidates?: readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[]);
  /** The queries whose data is dropped (e.g. a deleted record's detail). */
  removes?: readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[]);
  /** The success notice ('Salvataggio completato' by default); false for none. */
  success?: string | false | ((data: TData, vars: TVars) => string);
  /** The title of the notice of a refusal when there is no form (default 'Salvataggio non riuscito'). */
  failure?: string;
  /**
   * A form showing the refusal: field errors go under its fields (`applySaveError` with these
   * options) and the rest is the `error` to show above its buttons; without `setError` (a form
   * with no fields of its own for them) every message is the `error`. Without `form` the
   * refusal is one notice: `failure` with the server's Italian message.
   */
  form?: { setError?: SetFieldError } & ApplySaveErrorOptions;
  /**
   * A refusal this save answers itself (e.g. a delete refused because the record is in use,
   * offering to hide it instead): true when handled, then no notice is shown.
   */
  refused?(err: unknown, vars: TVars): boolean | Promise<boolean>;
  /** After a successful save: the data is refreshed and the notice shown (e.g. navigate). */
  onSaved?(data: TData, vars: TVars): void | Promise<void>;
};

export type Save<TVars> = {
  /** Sends; resolves true once saved, false when refused or declined (the refusal is shown). */
  save(vars: TVars): Promise<boolean>;
  isPending: boolean;
  /** The form-level message of the last refusal (with `form`), else null. */
  error: string | null;
  clearError(): void;
};

const keysOf = <TData, TVars>(
  keys: UseSaveOptions<TVars, TData>['invalidates'],
  data: TData,
  vars: TVars,
): readonly QueryKey[] => (typeof keys === 'function' ? keys(data, vars) : (keys ?? []));

/**
 * The one save of the platform (create, update, delete, any action): a react-query mutation
 * that confirms first when asked, resends with force after a confirmed 409, refreshes what it
 * changed, says 'Salvataggio completato' (or `success`), and shows a refusal in one way: under
 * the form's fields and above its buttons, or as one Italian notice.
 */
export function useSave<TVars, TData = unknown>(options: UseSaveOptions<TVars, TData>): Save<TVars> {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  // The latest options: callers pass a new object each render.
  const latest = useRef(options);
  latest.current = options;
  const mutation = useMutation({
    mutationFn: ({ vars, force }: { vars: TVars; force: boolean }, { client }) =>
      latest.current.send(vars, { api: apiOf(client), force }),
  });
  const { mutateAsync } = mutation;

  const save = useCallback(
    async (vars: TVars): Promise<boolean> => {
      const o = latest.current;
      setError(null);
      if (o.confirmFirst) {
        let question: ConfirmOptions | null;
        try {
          question = await o.confirmFirst(vars, { api: apiOf(queryClient) });
        } catch {
          // What the question reads is a help, not a condition of the save.
          question = null;
        }
        if (question && !(await confirm(question))) return false;
      }
      let data: TData;
      try {
        try {
          data = await mutateAsync({ vars, force: false });
        } catch (err) {
          const ask = o.force?.(err);
          if (!ask) throw err;
          if (!(await confirm(ask))) return false;
          data = await mutateAsync({ vars, force: true });
        }
      } catch (err) {
        if (await o.refused?.(err, vars)) return false;
        if (o.form) {
          const { setError: setFieldError, ...mapping } = o.form;
          setError(
            setFieldError
              ? applySaveError(err, setFieldError, mapping)
              : applySaveError(err, () => undefined, { ...mapping, formFields: [] }),
          );
        } else {
          notify({
            status: 'error',
            title: o.failure ?? 'Salvataggio non riuscito',
            description: err instanceof ApiError ? err.message : COMMUNICATION_ERROR,
          });
        }
        return false;
      }
      for (const queryKey of keysOf(o.removes, data, vars)) queryClient.removeQueries({ queryKey });
      const stale = keysOf(o.invalidates, data, vars);
      // A fetch started before the change (e.g. a list page still loading) would answer the old
      // data and be reused by the refresh: cancel it first.
      await Promise.all(stale.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (o.success !== false) {
        const title = typeof o.success === 'function' ? o.success(data, vars) : o.success;
        notify({ status: 'success', title: title ?? 'Salvataggio completato' });
      }
      await o.onSaved?.(data, vars);
      return true;
    },
    [confirm, mutateAsync, notify, queryClient],
  );

  return { save, isPending: mutation.isPending, error, clearError: useCallback(() => setError(null), []) };
}
