import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { entryOfPath } from './menu/navPaths';
import { useRecordTitle } from './useRecordTitle';

/**
 * Titles the browser tab after the screen ("Strikes · Manage Users · Marketplace Back-office"), so
 * tabs, history and bookmarks tell screens apart; a record's page puts the record first ("Param
 * Talwar · Users · Manage Users · Marketplace Back-office"), and outside the sidebar's screens
 * (/suspensions/3/show) names its resource instead. In the chosen language.
 */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const { page, name } = useRecordTitle(pathname);
  const resource = page?.resource;
  useEffect(() => {
    const found = entryOfPath(pathname);
    const screen = found
      ? [translate(found.entry.labelKey), ...(found.group ? [translate(found.group.labelKey)] : [])]
      : resource
        ? [translate(`resources.${resource}.name`, { smart_count: 2 })]
        : [];
    document.title = [...(name ? [name] : []), ...screen, translate('app.name')].join(' · ');
  }, [pathname, translate, resource, name]);
  return null;
}
