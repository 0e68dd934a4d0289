/**
 * Which page code to fetch for a route before it is opened: filled by the resource and area
 * registries as they declare their pages, read by the sidebar on hover and focus.
 */
const preloads = new Map<string, () => Promise<unknown>>();

/** The route the tab opened on: its page code is fetched the moment a registry declares it. */
let opening: string | null = null;

export function registerPreload(path: string, preload: (() => Promise<unknown>) | undefined): void {
  if (!preload || preloads.has(path)) return;
  preloads.set(path, preload);
  if (path === opening) {
    opening = null;
    preloadRoute(path);
  }
}

/** Starts fetching the code of `path`'s page; a failure is left to the page itself to report. */
export function preloadRoute(path: string): void {
  preloads
    .get(path)?.()
    .catch(() => undefined);
}

/**
 * Fetches the code of the page the tab opened on as soon as the admin app's modules declare it,
 * while the rest of the app's modules still run, rather than after all of them have.
 */
export function preloadOpeningRoute(path: string): void {
  if (preloads.has(path)) preloadRoute(path);
  else opening = path;
}
