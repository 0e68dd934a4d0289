import { useEffect, useRef } from 'react';

export interface ReviewShortcuts {
  next: () => void;
  previous: () => void;
  review: () => void;
}

/** J next, K previous, R mark as reviewed; the review page shows them in a visible hint. */
export const REVIEW_KEYS = { next: 'j', previous: 'k', review: 'r' } as const;

/** Typing (notes, filters) and dialogs keep their keys; shortcuts never fire with a modifier. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.isContentEditable || !!el.closest('input, textarea, select, [role="dialog"], [role="listbox"], [role="menu"]');
}

export function useReviewShortcuts(handlers: ReviewShortcuts): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const key = e.key.toLowerCase();
      const action = (Object.keys(REVIEW_KEYS) as (keyof ReviewShortcuts)[]).find((a) => REVIEW_KEYS[a] === key);
      if (!action) return;
      e.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
