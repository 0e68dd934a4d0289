import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import english from 'virtual:first-screen-catalogue/en';
import { dataProvider } from '../providers/data';
import { getAdminData } from '../providers/session';
import { catalogueLoader } from '../providers/mergeCatalogues';
import { readStoredPreference } from '../providers/storedPreference';
import { createTranslate } from '../publicPages/createTranslate';
import type { Translate } from '../publicPages/translateContext';
import { claimFirstScreen, settleFirstScreen, showFirstScreen } from '../shell/firstScreenHandoff';
import { planFirstScreen } from './firstScreenPlan';
import { ListFirstScreen } from './ListFirstScreen';
import { FirstScreenMenu } from './FirstScreenMenu';

const messagesFor = catalogueLoader(english, {
  hi: () => import('virtual:first-screen-catalogue/hi'),
});

/** Resolves once the page has been painted with what is in the document now (at once in a hidden tab, which paints nothing). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** If the admin app has not taken over by then (a page that never draws), the first screen goes anyway. */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Draws the screen the tab opened on (a list, firstScreenLists.ts) from its first page while the
 * admin app's code loads, and hands that page to the list when it mounts (primeList): the rows are
 * on screen in the time it takes to fetch this small chunk and one page, not the whole app.
 * Where the first screen cannot be sure to draw what the admin app will, it draws nothing.
 * Resolves when the first screen is on screen, or as soon as it knows it will draw nothing.
 */
export async function mountFirstScreen(path: string): Promise<void> {
  const admin = getAdminData();
  const plan = planFirstScreen({
    path,
    search: window.location.search,
    admin,
    stored: readStoredPreference,
    viewportWidth: window.innerWidth,
  });
  if (!plan || !admin) return;
  claimFirstScreen(path);
  const page = dataProvider.getList(plan.list.resource, plan.params);
  dataProvider.primeList(plan.list.resource, plan.params, page);
  let rows: readonly Record<string, unknown>[];
  let translate: Translate;
  try {
    [{ data: rows }, translate] = await Promise.all([page, messagesFor(plan.locale).then(createTranslate)]);
  } catch {
    // The admin app asks again and shows the error (or the sign-in page) itself.
    settleFirstScreen();
    return;
  }
  // An empty list draws its own empty state, which the first screen does not know.
  if (rows.length === 0) {
    settleFirstScreen();
    return;
  }
  const element = document.createElement('div');
  element.className = 'first-screen';
  const roots = [createRoot(element)];
  if (!showFirstScreen(element, () => roots.forEach((r) => r.unmount()))) {
    roots[0].unmount();
    return;
  }
  flushSync(() => roots[0].render(<ListFirstScreen plan={plan} rows={rows} admin={admin} translate={translate} />));
  document.body.appendChild(element);
  setTimeout(settleFirstScreen, GIVE_UP_AFTER_MS);
  await afterNextPaint();
  // The sidebar's menu in the next frame, into the slot the first screen left for it (unless the
  // admin app has taken over meanwhile): what the admin came for is drawn first.
  const slot = element.isConnected ? element.querySelector('[data-first-screen-menu]') : null;
  if (slot) {
    const menu = createRoot(slot);
    roots.push(menu);
    flushSync(() =>
      menu.render(<FirstScreenMenu path={plan.list.path} admin={admin} translate={translate} sidebarWidth={plan.sidebarWidth} />),
    );
    await afterNextPaint();
  }
}
