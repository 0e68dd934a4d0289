import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNetworkStatus } from '../../publicPages/useNetworkStatus';
import { OfflineCover } from '../../publicPages/OfflineCover';

/**
 * Covers the whole app while the network is lost. It is an overlay, not a route: the page
 * underneath (unsaved form input included) stays mounted, inert, and is there again when it
 * lifts. The same plain cover as the sign-in pages': its code must already be here when the
 * network goes, and MUI's Modal would have put its focus trap and transitions on every first page.
 */
export function OfflineOverlay() {
  const { offline, checking, retry } = useNetworkStatus();
  const [host] = useState(() => document.createElement('div'));
  // A layout effect: the host is in the page before the cover's own effect moves the focus to it.
  useLayoutEffect(() => {
    if (!offline) return undefined;
    document.body.appendChild(host);
    // Everything else is inert: the app's root and what is portalled beside it (an open dialog,
    // whose focus trap would otherwise take the focus back from the cover, a menu, a toast).
    const others = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el !== host && el instanceof HTMLElement && !el.inert,
    );
    for (const el of others) el.inert = true;
    // The page underneath does not scroll behind the cover.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      for (const el of others) el.inert = false;
      document.documentElement.style.overflow = overflow;
      host.remove();
    };
  }, [offline, host]);
  return offline ? createPortal(<OfflineCover checking={checking} onRetry={retry} />, host) : null;
}
