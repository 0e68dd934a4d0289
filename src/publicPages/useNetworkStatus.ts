import { useCallback, useEffect, useRef, useState } from 'react';
import { API_URL } from '../providers/config';
import { NETWORK_ERROR_EVENT } from '../providers/networkEvents';

/** While offline, the server is asked this often whether it is reachable again. */
export const RECONNECT_PING_MS = 5000;
const PING_TIMEOUT_MS = 4000;

/** True when the API's health check answers: the network (and the server) are back. */
async function apiReachable(): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PING_TIMEOUT_MS);
  try {
    const res = await fetch(`${API_URL}/health`, { cache: 'no-store', signal: abort.signal });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the app has lost the network: the browser's `offline` event, or an API call that
 * failed at the network level (the data provider's NETWORK_ERROR_EVENT) and a health check
 * that fails too. Back online on the `online` event or when a periodic health check succeeds.
 */
export function useNetworkStatus(): { offline: boolean; checking: boolean; retry: () => void } {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const [checking, setChecking] = useState(false);
  const mounted = useRef(true);

  const check = useCallback(async () => {
    setChecking(true);
    const ok = await apiReachable();
    if (!mounted.current) return;
    setChecking(false);
    setOffline(!ok);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    // One failed request may be a blip: the overlay only shows if the health check fails too.
    const onNetworkError = () => void check();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    window.addEventListener(NETWORK_ERROR_EVENT, onNetworkError);
    return () => {
      mounted.current = false;
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      window.removeEventListener(NETWORK_ERROR_EVENT, onNetworkError);
    };
  }, [check]);

  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(() => void check(), RECONNECT_PING_MS);
    return () => clearInterval(timer);
  }, [offline, check]);

  return { offline, checking, retry: () => void check() };
}
