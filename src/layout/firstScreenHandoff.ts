/**
 * The hand-over between the first screen (a list drawn with plain elements while the admin app's
 * code loads, src/firstScreen) and the admin app. The first screen covers the page until
 * the admin app has drawn the same thing: its shell (then only the content is covered) and the
 * list's first page (then the first screen goes). Anything else the admin app draws instead (a
 * move to another page, a status page, an error) takes the first screen away at once.
 */

/** Which screen is covered and by what; null once settled (or never shown). */
interface Cover {
  path: string;
  element: HTMLElement | null;
  unmount: (() => void) | null;
}

let cover: Cover | null = null;
let settled = false;

/** The first screen is about to be fetched and drawn for `path`. */
export function claimFirstScreen(path: string): void {
  if (!settled) cover = { path, element: null, unmount: null };
}

/** The first screen's element is on the page; false when the admin app has already taken over. */
export function showFirstScreen(element: HTMLElement, unmount: () => void): boolean {
  if (settled || !cover) return false;
  cover.element = element;
  cover.unmount = unmount;
  return true;
}

/** The admin app's shell is drawn: from now on only its content area is covered. */
export function firstScreenShellDrawn(): void {
  cover?.element?.setAttribute('data-stage', 'content');
}

/**
 * The admin app has drawn the page itself (or something else): the first screen goes, in the
 * same frame. Its page's scroll position is carried over to the real one.
 */
export function settleFirstScreen(): void {
  settled = true;
  const current = cover;
  cover = null;
  if (!current?.element) return;
  const scrolled = current.element.querySelector('[data-first-screen-pane]')?.scrollTop ?? 0;
  current.element.remove();
  if (scrolled > 0) window.scrollTo(0, scrolled);
  // React does not unmount a root from inside another root's commit: after this task.
  setTimeout(() => current.unmount?.(), 0);
}

/** The admin app draws something at `path`: anything but the covered page ends the first screen. */
export function settleFirstScreenUnless(path: string): void {
  if (cover && cover.path !== path) settleFirstScreen();
}

/** For tests: back to a fresh page. */
export function resetFirstScreenForTests(): void {
  cover = null;
  settled = false;
}
