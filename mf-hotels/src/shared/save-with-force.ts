import { useConfirm } from '@ham/ui';
import { useCallback } from 'react';

export type ForceQuestion = { title: string; message: string; confirmLabel: string };

/**
 * The save of SPEC §4 that the server may refuse with a confirmable 409: try without force;
 * when `question(err)` says the refusal can be overridden, ask, and resend with force=true.
 * Resolves to false when the user declined; other errors are thrown.
 */
export function useSaveWithForce() {
  const confirm = useConfirm();
  return useCallback(
    async (save: (force: boolean) => Promise<unknown>, question: (err: unknown) => ForceQuestion | null) => {
      try {
        await save(false);
        return true;
      } catch (err) {
        const ask = question(err);
        if (!ask) throw err;
        if (!(await confirm(ask))) return false;
        await save(true);
        return true;
      }
    },
    [confirm],
  );
}
