/**
 * The hand-over between the first screen (a list drawn with plain elements while the admin app's
 * code loads, src/firstScreen) and the admin app. The first screen covers the page until
 * the admin app has drawn the same thing: its shell (then only the content is covered) and the
 * list's first page (then the first screen goes). Anything else the admin app draws instead (a
 * move to another page, a status page, an error) takes the first screen away at once.
 * What a person did on the first screen is not lost (#39.11): the live search box takes over the
 * text typed into the drawn one, and the list performs the last click on a row, tab or sort header.
 */

/** A click on the first screen that the live list performs: which row, tab or column header (by position). */
export type FirstScreenClick = { on: 'row' | 'tab' | 'header'; index: number };

/** Which screen is covered and by what; null once settled (or never shown). */
interface Cover {
  path: string;
  element: HTMLElement | null;
  unmount: (() => void) | null;
  click: FirstScreenClick | null;
}

let cover: Cover | null = null;
let settled = false;
const listeners = new Set<() => void>();

/** The first screen's state changed (shown, settled): for useSyncExternalStore. */
export function subscribeFirstScreen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

/** The first screen is about to be fetched and drawn for `path`. */
export function claimFirstScreen(path: string): void {
  if (!settled) cover = { path, element: null, unmount: null, click: null };
}

/** The first screen's element is on the page; false when the admin app has already taken over. */
export function showFirstScreen(element: HTMLElement, unmount: () => void): boolean {
  if (settled || !cover) return false;
  cover.element = element;
  cover.unmount = unmount;
  changed();
  return true;
}

/** A click on the first screen, performed by the list once it is live (the last click wins). */
export function holdFirstScreenClick(click: FirstScreenClick): void {
  if (cover) cover.click = click;
}

/** The title the first screen shows while it covers the page, for the top bar to keep showing. */
export function firstScreenTitle(): string | null {
  return cover?.element?.querySelector('[data-first-screen-title]')?.textContent ?? null;
}

/** What was typed into the first screen's search box, where its caret was, and whether it had the focus. */
export interface TypedSearch {
  text: string;
  selection: [number, number, 'forward' | 'backward' | 'none'];
  focused: boolean;
}

/**
 * The live search box takes over from the first screen's: what was typed there and the focus (if
 * any) are returned once, and the drawn box takes no more typing.
 */
export function takeFirstScreenSearch(): TypedSearch | null {
  const input = cover?.element?.querySelector<HTMLInputElement>('[data-first-screen-search]');
  if (!input || input.readOnly) return null;
  input.readOnly = true;
  const focused = document.activeElement === input;
  if (input.value === '' && !focused) return null;
  const end = input.value.length;
  return {
    text: input.value,
    selection: [input.selectionStart ?? end, input.selectionEnd ?? end, input.selectionDirection ?? 'none'],
    focused,
  };
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
  changed();
  const scrolled = current.element.querySelector('[data-first-screen-pane]')?.scrollTop ?? 0;
  current.element.remove();
  if (scrolled > 0) window.scrollTo(0, scrolled);
  // React does not unmount a root from inside another root's commit: after this task.
  setTimeout(() => current.unmount?.(), 0);
}

/** Where the live list (within `content`) draws what a first screen's click was on. */
const LIVE_TARGETS: Record<FirstScreenClick['on'], (content: ParentNode, index: number) => HTMLElement | null | undefined> = {
  row: (content, index) => content.querySelectorAll<HTMLElement>('tbody tr')[index],
  tab: (content, index) => content.querySelectorAll<HTMLElement>('[role="tab"]')[index],
  // A column that cannot be sorted has no sort label: the click does nothing, as on the live list.
  header: (content, index) => content.querySelectorAll('thead th')[index]?.querySelector<HTMLElement>('[data-field]'),
};

/**
 * The list has drawn the first screen's page (within `content`): the first screen goes, and the
 * click a person made on it is made on the same row, tab or header of the list. After this commit
 * (a microtask): the list's own handlers then run as for any click.
 */
export function settleFirstScreenOnList(content: ParentNode): void {
  const click = cover?.click ?? null;
  settleFirstScreen();
  if (click) queueMicrotask(() => LIVE_TARGETS[click.on](content, click.index)?.click());
}

/** The admin app draws something at `path`: anything but the covered page ends the first screen. */
export function settleFirstScreenUnless(path: string): void {
  if (cover && cover.path !== path) settleFirstScreen();
}

/** For tests: back to a fresh page. */
export function resetFirstScreenForTests(): void {
  cover = null;
  settled = false;
  listeners.clear();
}
