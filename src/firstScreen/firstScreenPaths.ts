/**
 * The screens the first screen can draw before the admin app has loaded (firstScreenLists.ts
 * says how): the entry reads only this list, so the first screen's code is fetched for them alone.
 */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/users'];

/**
 * The admin app's code waits for the first screen to be drawn, but no longer than this: a slow
 * first page must not keep the whole app from starting.
 */
export const FIRST_SCREEN_MAX_WAIT_MS = 1500;
