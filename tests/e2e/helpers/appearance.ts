import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, seriousViolations } from './routeChecks';
import { animationsSettled } from './settled';

const DARK_BACKGROUND = 'rgb(18, 18, 18)';

/** Elements wider than the window, by a short description (tag, classes, text), for the failure message. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !e.closest('[style*="overflow"], .MuiTableContainer-root, .app-list-scroll');
      })
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/**
 * What a person checks of a screen in the dark theme, beyond its screenshot: the theme is dark
 * indeed, every text and control reads against its background (axe's WCAG contrast rule, with
 * the other serious rules), and nothing runs off the side of the window.
 */
export async function expectReadableInDark(page: Page, what: string): Promise<void> {
  const background = await page.evaluate(() => getComputedStyle(document.querySelector('.RaLayout-content')!).backgroundColor);
  expect(background, `${what}: the dark theme's background`).toBe(DARK_BACKGROUND);
  // Transitions (a dialog's fade, a chip's colour) end before contrast is read from computed colours.
  await animationsSettled(page);
  const violations = await seriousViolations(page);
  expect(violations, `${what}:\n${formatViolations(violations)}`).toEqual([]);
  expect(await overflowingElements(page), `${what}: wider than the window`).toEqual([]);
}
