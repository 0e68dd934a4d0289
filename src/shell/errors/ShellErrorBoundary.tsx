import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageCrashFallback } from './PageCrashFallback';
import { MESSAGES } from '../../domain/messages';

/** The page's error boundary: a toast, a fallback in place of the page, and a fresh try on the next page. */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  const notify = useNotify();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} onError={() => notify(MESSAGES.renderCrash, { type: 'error' })} fallback={<PageCrashFallback />}>
      {children}
    </PageErrorBoundary>
  );
}
