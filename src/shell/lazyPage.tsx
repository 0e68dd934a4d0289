import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import { PageLoading } from './PageLoading';

/** A page whose code is fetched when it is first shown, or earlier through `preload()`. */
export type LazyPage<P extends object> = LazyComponent<P>;

/**
 * Splits a page into its own chunk: the entry bundle carries the shell only, and each screen
 * is downloaded on demand (the sidebar preloads a screen when the pointer or focus reaches its
 * entry, see preloadRoutes). `pick` names the export, so page modules keep named exports.
 * A page whose code has arrived renders at once; one still on its way shows PageLoading.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  return lazyComponent(() => load().then(pick), <PageLoading />);
}

/** The preload of a lazy page element, if it is one. */
export function preloadOf(element: unknown): (() => Promise<unknown>) | undefined {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<unknown>) : undefined;
}
