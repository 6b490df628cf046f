import type { Notify } from '@ham/platform';
import { type ComponentType, useEffect, useState } from 'react';

type ToasterModule = typeof import('../lazy/toaster-impl');

// Chakra's toaster (state machine, recipe) is a chunk loaded on the first notification:
// nothing on screen needs it before, and the shared facade is fetched on every screen.
let loading: Promise<ToasterModule> | undefined;
let loaded: ToasterModule | undefined;
const listeners = new Set<(m: ToasterModule) => void>();

/** Loads the toaster chunk (the first `notify` does it; tests preload it). */
export function preloadToaster(): Promise<ToasterModule> {
  loading ??= import('../lazy/toaster-impl').then((m) => {
    loaded = m;
    for (const listener of listeners) listener(m);
    return m;
  });
  return loading;
}

/** The platform's `notify`, backed by Chakra's toaster; the shell passes it in PlatformContext. */
export const notify: Notify = (notification) => {
  if (loaded) loaded.notify(notification);
  else void preloadToaster().then((m) => m.notify(notification));
};

/** Renders the toasts once the first one is asked for; mounted once by UiProvider. */
export function Toaster() {
  const [Impl, setImpl] = useState<ComponentType | null>(() => loaded?.ToasterImpl ?? null);
  useEffect(() => {
    const listener = (m: ToasterModule) => setImpl(() => m.ToasterImpl);
    listeners.add(listener);
    if (loading && !loaded) void loading.then(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return Impl ? <Impl /> : null;
}
