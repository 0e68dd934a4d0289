import { lazy } from 'react';

/** The globe page and everything it draws with, as one chunk fetched when /globe opens. */
export const LazyGlobePage = lazy(() => import('./GlobePage'));
