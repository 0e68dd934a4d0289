import { useEffect, useRef } from 'react';
import { getToken, SESSION_CHANGED_EVENT } from '../../../providers/session';

/**
 * Calls `onEnd` when the session ends while this screen is open (a write refused with 401
 * clears it, data/sessionEnd.ts), before the app moves to /signin: the screen is still mounted
 * and can keep what was typed.
 */
export function useSessionEnd(onEnd: () => void): void {
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const changed = () => {
      if (getToken() === null) latest.current();
    };
    window.addEventListener(SESSION_CHANGED_EVENT, changed);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, changed);
  }, []);
}
