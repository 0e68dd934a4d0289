// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimFirstScreen,
  firstScreenShellDrawn,
  resetFirstScreenForTests,
  settleFirstScreen,
  settleFirstScreenUnless,
  showFirstScreen,
} from './firstScreenHandoff';

function shown(path = '/users') {
  const element = document.createElement('div');
  const pane = document.createElement('div');
  pane.setAttribute('data-first-screen-pane', '');
  element.appendChild(pane);
  document.body.appendChild(element);
  const unmount = vi.fn();
  claimFirstScreen(path);
  expect(showFirstScreen(element, unmount)).toBe(true);
  return { element, pane, unmount };
}

describe('first screen hand-off', () => {
  afterEach(() => {
    resetFirstScreenForTests();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('covers only the content once the shell is drawn, and goes when the page is', () => {
    vi.useFakeTimers();
    const { element, unmount } = shown();
    firstScreenShellDrawn();
    expect(element.getAttribute('data-stage')).toBe('content');
    settleFirstScreen();
    expect(element.isConnected).toBe(false);
    expect(showFirstScreen(document.createElement('div'), () => undefined)).toBe(false);
    vi.runAllTimers();
    expect(unmount).toHaveBeenCalledOnce();
  });

  it('is never shown once the admin app has drawn first', () => {
    claimFirstScreen('/users');
    settleFirstScreen();
    expect(showFirstScreen(document.createElement('div'), () => undefined)).toBe(false);
  });

  it('goes when the admin app draws another address, not the covered one', () => {
    const { element } = shown('/users');
    settleFirstScreenUnless('/users');
    expect(element.isConnected).toBe(true);
    settleFirstScreenUnless('/signin');
    expect(element.isConnected).toBe(false);
  });

  it('carries its scroll position over to the page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { pane } = shown();
    pane.scrollTop = 120;
    settleFirstScreen();
    expect(scrollTo).toHaveBeenCalledWith(0, 120);
  });
});
