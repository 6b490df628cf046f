import { useCallback, useContext, useEffect, useRef } from 'react';
import { parsePath, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { type ConfirmOptions, useConfirm } from '../feedback/confirm-dialog';

/** The question before leaving a form with changes not saved. */
export const unsavedChangesQuestion: ConfirmOptions = {
  title: 'Modifiche non salvate',
  message: 'Ci sono modifiche non salvate. Uscire senza salvare?',
  cancelLabel: 'Resta nella pagina',
  confirmLabel: 'Esci senza salvare',
};

type Navigate = (...args: unknown[]) => void;
type Navigator = { push: Navigate; replace: Navigate; go: Navigate };

export type UnsavedChangesOptions = {
  /** After the user chose 'Esci senza salvare', before leaving (e.g. drop the form's draft). */
  onLeave?(): void;
};

/**
 * While `dirty`, leaving the page asks first. A link, a menu entry or a button that leaves the
 * page's path opens 'Modifiche non salvate' ('Resta nella pagina' / 'Esci senza salvare');
 * closing or reloading the tab gets the browser's own question (`beforeunload`). A change of
 * the search alone (a wizard's `?passo=`) is not leaving. The browser's back and forward buttons
 * are not asked: the router runs in declarative mode, where they cannot be held (forms whose
 * data must survive them keep a draft, `useSessionDraft`).
 *
 * The router's navigator is wrapped while the form is dirty (react-router's `useBlocker` needs a
 * data router, kept out of the shared router: docs/adr/0007). Returns `allowLeave()`: the
 * navigations that follow pass without asking (call it before navigating after a save).
 */
export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesOptions = {}): () => void {
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as Navigator;
  const here = useRef('');
  here.current = useLocation().pathname;
  const confirm = useConfirm();
  const allowed = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!dirty) return;
    allowed.current = false;
    const original = { push: navigator.push, replace: navigator.replace, go: navigator.go };
    const guard =
      (name: keyof Navigator): Navigate =>
      (...args) => {
        const pass = () => original[name].apply(navigator, args);
        const to = args[0];
        const target =
          typeof to === 'string' ? parsePath(to).pathname : (to as { pathname?: string }).pathname;
        if (allowed.current || (name !== 'go' && (!target || target === here.current))) return pass();
        void confirm(unsavedChangesQuestion).then((leave) => {
          if (!leave) return;
          allowed.current = true;
          latest.current.onLeave?.();
          pass();
        });
      };
    navigator.push = guard('push');
    navigator.replace = guard('replace');
    navigator.go = guard('go');
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!allowed.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      Object.assign(navigator, original);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [dirty, navigator, confirm]);

  return useCallback(() => {
    allowed.current = true;
  }, []);
}
