import { Suspense, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TOP_BAR_HEIGHT } from './shellDimensions';
import { AppTopBar } from './appbar/AppTopBar';
import { AppSidebar } from './menu/AppSidebar';
import { AppMenu } from './menu/AppMenu';
import { ShellErrorBoundary } from './errors/ShellErrorBoundary';
import { PageLoading } from './PageLoading';
import { firstScreenShellDrawn } from './firstScreenHandoff';
import './shell.css';

/** Focus lands on the content, then leaves it, so the next Tab goes to the content's first control (as react-admin's own button does). */
function skipToContent() {
  const main = document.getElementById('main-content');
  if (!main) return;
  main.setAttribute('tabIndex', '-1');
  main.focus();
  main.blur();
  main.removeAttribute('tabIndex');
}

const SHELL_VARIABLES = { '--app-top-bar': `${TOP_BAR_HEIGHT}px` } as CSSProperties;

/**
 * The frame of every signed-in screen: react-admin's Layout redrawn with static CSS (shell.css),
 * the same elements and class names (RaLayout-appFrame, #main-content, ...), without what we do
 * not use on the first screen: the preferences Inspector (it measures the page as it mounts) and
 * runtime-styled wrappers. A skip link, the top bar, the sidebar with its menu, and the page in an
 * error boundary.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  // A first screen still covering the page now covers only the content: the shell is the real one.
  useLayoutEffect(firstScreenShellDrawn, []);
  return (
    <div className="layout app-shell" style={SHELL_VARIABLES}>
      <button type="button" className="app-skip-nav" onClick={skipToContent}>
        {translate('ra.navigation.skip_nav')}
      </button>
      <div className="RaLayout-appFrame">
        <AppTopBar />
        <main className="RaLayout-contentWithSidebar">
          <AppSidebar>
            <AppMenu />
          </AppSidebar>
          <div id="main-content" className="RaLayout-content">
            <ShellErrorBoundary>
              <Suspense fallback={<PageLoading />}>{children}</Suspense>
            </ShellErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
