import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/**
 * While `dirty`, a move to another page (a link, the menu, Back, a shortcut) asks first, with
 * react-admin's own words, and so does a reload or closing the tab. `allowLeave` lets one move
 * through at once, for a screen that saves and moves on in the same step.
 *
 * Why not react-admin's `warnWhenUnsavedChanges`: it asks when the blocker's *state* changes, so
 * a second move blocked before the first refusal has rendered (Back right after "Stay") stays
 * blocked without a question. Here every blocked move is its own blocker object, and each is
 * answered. The question waits one render, so a save that succeeded and moved on in the same
 * step (the form no longer dirty) goes through without asking.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const translate = useTranslate();
  const guarding = useRef(dirty);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname);
  const [asking, setAsking] = useState<Blocker | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (guarding.current) setAsking(blocker);
    else blocker.proceed();
  }, [blocker, dirty]);

  useEffect(() => {
    if (asking?.state !== 'blocked') return;
    setAsking(null);
    if (!guarding.current || window.confirm(translate('ra.message.unsaved_changes'))) asking.proceed();
    else asking.reset();
  }, [asking, translate]);

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
