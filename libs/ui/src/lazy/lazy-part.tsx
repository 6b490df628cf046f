import { type ComponentType, type ReactNode, Suspense, use } from 'react';

/**
 * A component of the facade loaded on its first render, from a chunk of its own: the facade is
 * fetched on every screen, the first one a list (docs/PERFORMANCE.md, first screen's budget), so
 * what only a few screens show waits for them. It renders `fallback` once, until the chunk is here;
 * `preload()` starts it earlier (the screen tests' set-up preloads every part).
 */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K, fallback: ReactNode = null) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    loading ??= load().then((m) => {
      loaded = m;
      return m;
    });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one stable component per part, made once
  const Loaded = (props: object) => {
    const Real = (loaded ?? use(preload()))[name] as ComponentType<object>;
    return <Real {...props} />;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one stable component per part, made once
  const Part = (props: object) => (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  );
  // Its own signature (generic components keep their type parameters).
  return { Part: Part as M[K], preload };
}
