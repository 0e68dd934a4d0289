import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useNetworkStatus } from '../../public/useNetworkStatus';
import { OfflineCover } from '../../public/OfflineCover';

/** The element the admin app is rendered into (index.html). */
const APP_ROOT_ID = 'root';

/**
 * Covers the whole app while the network is lost. It is an overlay, not a route: the page
 * underneath (unsaved form input included) stays mounted, inert, and is there again when it
 * lifts. The same plain cover as the sign-in pages': its code must already be here when the
 * network goes, and MUI's Modal would have put its focus trap and transitions on every first page.
 */
export function OfflineOverlay() {
  const { offline, checking, retry } = useNetworkStatus();
  useEffect(() => {
    const root = document.getElementById(APP_ROOT_ID);
    if (!offline || !root) return undefined;
    root.inert = true;
    // The page underneath does not scroll behind the cover.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      root.inert = false;
      document.documentElement.style.overflow = overflow;
    };
  }, [offline]);
  return offline ? createPortal(<OfflineCover checking={checking} onRetry={retry} />, document.body) : null;
}
