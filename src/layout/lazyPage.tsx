import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from './PageLoading';

/** A page whose code is fetched when it is first shown, or earlier through `preload()`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Splits a page into its own chunk: the entry bundle carries the shell only, and each screen
 * is downloaded on demand (the sidebar preloads a screen when the pointer or focus reaches its
 * entry, see preloadRoutes). `pick` names the export, so page modules keep named exports.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((m) => ({ default: pick(m) })));
  const Page = lazy(preload);
  function LazyRoute(props: P): ReactElement {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyRoute, { preload });
}

/** The preload of a lazy page element, if it is one. */
export function preloadOf(element: unknown): (() => Promise<unknown>) | undefined {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<unknown>) : undefined;
}
