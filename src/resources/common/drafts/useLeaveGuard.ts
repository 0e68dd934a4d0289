import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * For typed text outside a react-admin form (which has `warnWhenUnsavedChanges`): while `dirty`,
 * a move to another page (a link, the menu, Back, a shortcut) asks first, with react-admin's own
 * words, and so does a reload or closing the tab. `allowLeave` lets one move through at once,
 * for a screen that saves and moves on in the same step.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const translate = useTranslate();
  const guarding = useRef(dirty);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      e.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    guarding.current = false;
  }, []);
  return { allowLeave };
}
