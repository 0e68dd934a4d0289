import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** A component whose code is fetched when it is first drawn, or earlier through `preload()`. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `load` run once and remembered, with what it resolved to readable at once through `current()`;
 * a failure is forgotten, so the next call tries again.
 */
function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; current: () => T | undefined } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (v) => (value = v),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * What `load` resolves to: at once when `current()` already has it, else undefined until it
 * arrives, then set by an ordinary state update. A failure is thrown while rendering, for the
 * nearest error boundary.
 */
function useLoaded<T>(current: () => T | undefined, load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ value: T | undefined; error?: unknown }>(() => ({ value: current() }));
  const missing = state.value === undefined && state.error === undefined;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    load().then(
      (value) => live && setState({ value }),
      (error: unknown) => live && setState({ value: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [missing, load]);
  if (state.error !== undefined) throw state.error;
  return state.value;
}

/**
 * A component in a chunk of its own: drawn at once when its code has arrived, `fallback` until
 * then. Not React.lazy with Suspense: a lazy component suspends on its first render even when its
 * code has arrived, and React 19 holds back what a resolved Suspense boundary reveals until 300 ms
 * after the last fallback it committed (its FALLBACK_THROTTLE_MS). On a cold start that wait came
 * twice, the admin app's and the opened screen's, before the first rows (docs/decisions/0050-code-split-without-react-lazy.md);
 * a dialog opened for the first time waited for it too.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyComponent<P> {
  const code = loadOnce(load);
  function LoadedComponent(props: P): ReactElement {
    const Loaded = useLoaded(code.current, code.load);
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  }
  return Object.assign(LoadedComponent, { preload: code.load });
}
