import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type GoToStep = (step: number, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * The step of a form in steps, in the URL (`?passo=2`; the first step has none), so a reload and
 * the browser's back and forward buttons keep it. `goToStep(n)` adds a history entry.
 */
export function useUrlStep(): [number, GoToStep] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const n = Number(new URLSearchParams(search).get('passo'));
  const goToStep = useCallback<GoToStep>(
    (step, options) => navigate({ search: step > 1 ? `?passo=${step}` : '' }, options),
    [navigate],
  );
  return [Number.isInteger(n) && n > 1 ? n : 1, goToStep];
}

export type SessionDraft<T> = {
  /** The draft found when the page opened, or null. */
  initial: T | null;
  /** Keeps the draft (null: drops it). */
  keep(draft: T | null): void;
};

/**
 * A form's draft in the tab's sessionStorage, by the page's path: what was typed survives a
 * reload, and leaving with the back button then coming back with forward. Dropped once saved
 * (`keep(null)`) or when the user leaves without saving.
 */
export function useSessionDraft<T>(): SessionDraft<T> {
  const key = `bozza:${useLocation().pathname}`;
  const [initial] = useState<T | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  });
  return useMemo(
    () => ({
      initial,
      keep: (draft) => {
        try {
          if (draft === null) sessionStorage.removeItem(key);
          else sessionStorage.setItem(key, JSON.stringify(draft));
        } catch {
          // A full or disabled storage: the draft only lives on screen.
        }
      },
    }),
    [initial, key],
  );
}
