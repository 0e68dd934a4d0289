import type { Page } from 'playwright-core';

/**
 * Waits for conditions, never for time: every finite animation and transition on the page has
 * run (a menu's grow, a dialog's fade). A cancelled one rejects its `finished`, so settled is
 * what counts; spinners loop forever and are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ).then(() => undefined),
  );
}

/** Two animation frames: whatever React committed has been painted. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** No request in flight and no progress indicator on screen: lists, references and charts have arrived. */
export async function contentLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].some((el) => (el as HTMLElement).offsetParent !== null),
  );
  await animationsSettled(page);
}
