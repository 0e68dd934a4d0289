import type { KeyboardEvent } from 'react';
import './menu.css';

/** The classes of one sidebar row (menu.css): rounded, tinted when it is the current page. */
export function menuItemClass({
  narrow,
  nested = false,
  holdsCurrent = false,
}: {
  narrow: boolean;
  nested?: boolean;
  holdsCurrent?: boolean;
}): string {
  // Narrow, a group is one icon link: holding the current page, it is tinted as the current page is.
  const holds = !holdsCurrent ? '' : narrow ? 'app-nav-item--current' : 'app-nav-item--holds-current';
  return ['app-nav-item', narrow ? 'app-nav-item--narrow' : nested ? 'app-nav-item--nested' : '', holds].filter(Boolean).join(' ');
}

/** Links answer Enter natively; Space too, so every sidebar row works like a button from the keyboard. */
export function activateOnSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === ' ') {
    event.preventDefault();
    event.currentTarget.click();
  }
}
