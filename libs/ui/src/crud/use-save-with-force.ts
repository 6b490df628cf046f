import { ApiError } from '@ham/platform';
import { useCallback } from 'react';
import { type ConfirmOptions, useConfirm } from '../feedback/confirm-dialog';

/** Whether a refusal can be overridden, and how to ask: the confirm to show, or null to rethrow. */
export type ForceQuestion = (err: unknown) => ConfirmOptions | null;

/** A save (or delete) that the server may refuse with a confirmable 409; `force` asks it to proceed anyway. */
export type ForceableSend = (force: boolean) => Promise<unknown>;

export type SaveWithForce = (send: ForceableSend, question: ForceQuestion) => Promise<boolean>;

/**
 * The confirm of a 409 by its error code: `messages[code]` is the confirm's text, or a function of
 * the error that builds it. Other statuses and codes → null (the error is rethrown).
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

/**
 * Send without force; when `question(err)` says the refusal can be overridden, ask with the
 * confirm dialog and resend with force=true. Resolves to false when the user declined, true
 * once a send succeeded; any other error (and an error of the forced send) is thrown.
 */
export function useSaveWithForce(): SaveWithForce {
  const confirm = useConfirm();
  return useCallback<SaveWithForce>(
    async (send, question) => {
      try {
        await send(false);
        return true;
      } catch (err) {
        const ask = question(err);
        if (!ask) throw err;
        if (!(await confirm(ask))) return false;
        await send(true);
        return true;
      }
    },
    [confirm],
  );
}
