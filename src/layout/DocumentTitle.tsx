import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { entryOfPath } from './menu/navPaths';

/**
 * Titles the browser tab after the screen ("Strikes · Manage Users · Marketplace Back-office"), so
 * tabs, history and bookmarks tell screens apart; in the chosen language.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const found = entryOfPath(pathname);
    const parts = found ? [translate(found.entry.labelKey), ...(found.group ? [translate(found.group.labelKey)] : [])] : [];
    document.title = [...parts, translate('app.name')].join(' · ');
  }, [pathname, translate]);
  return null;
}
