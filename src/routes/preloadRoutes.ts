/**
 * Which page code to fetch for a route before it is opened: filled by the resource and area
 * registries as they declare their pages, read by the sidebar on hover and focus.
 */
const preloads = new Map<string, () => Promise<unknown>>();

export function registerPreload(path: string, preload: (() => Promise<unknown>) | undefined): void {
  if (preload && !preloads.has(path)) preloads.set(path, preload);
}

/** Starts fetching the code of `path`'s page; a failure is left to the page itself to report. */
export function preloadRoute(path: string): void {
  preloads.get(path)?.().catch(() => undefined);
}
