import { useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { lazyComponent } from '../lazyComponent';

const AppNotification = lazyComponent(() => import('./AppNotification').then((m) => m.AppNotification));

/**
 * react-admin's notification toast (MUI's Snackbar and its transitions), mounted when the first
 * notification of the session is queued rather than on every first page. Notifications wait in
 * react-admin's queue meanwhile, so none is lost; once mounted, it stays.
 */
export function DeferredNotification() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? <AppNotification /> : null;
}
