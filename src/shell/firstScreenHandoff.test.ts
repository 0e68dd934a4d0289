// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimFirstScreen,
  firstScreenShellDrawn,
  firstScreenTitle,
  holdFirstScreenClick,
  resetFirstScreenForTests,
  settleFirstScreen,
  settleFirstScreenOnList,
  settleFirstScreenUnless,
  showFirstScreen,
  subscribeFirstScreen,
  takeFirstScreenSearch,
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

  it('hands what was typed into its search box over once, with the caret and the focus', () => {
    const { element } = shown();
    const input = document.createElement('input');
    input.setAttribute('data-first-screen-search', '');
    element.appendChild(input);
    input.value = 'Pam';
    input.focus();
    input.setSelectionRange(2, 2);
    expect(takeFirstScreenSearch()).toEqual({ text: 'Pam', selection: [2, 2, 'none'], focused: true });
    expect(input.readOnly).toBe(true);
    expect(takeFirstScreenSearch()).toBeNull();
  });

  it('hands nothing over from a search box left empty and unfocused', () => {
    const { element } = shown();
    element.appendChild(document.createElement('input')).setAttribute('data-first-screen-search', '');
    expect(takeFirstScreenSearch()).toBeNull();
  });

  it('gives its title while it covers the page, and says when it goes', () => {
    const listener = vi.fn();
    subscribeFirstScreen(listener);
    const { element } = shown();
    const title = document.createElement('span');
    title.setAttribute('data-first-screen-title', '');
    title.textContent = 'Users';
    element.appendChild(title);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(firstScreenTitle()).toBe('Users');
    settleFirstScreen();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(firstScreenTitle()).toBeNull();
  });

  it('makes the last click held on it on the same row, tab or sort header of the list', async () => {
    const list = document.createElement('div');
    list.innerHTML = `
      <div role="tablist"><button role="tab">All</button><button role="tab">Businesses</button></div>
      <table><thead><tr><th>Name</th><th><span data-field="memberSince">Member since</span></th></tr></thead>
      <tbody><tr><td>a</td></tr><tr><td>b</td></tr><tr><td>c</td></tr></tbody></table>`;
    const clicked: string[] = [];
    list.addEventListener('click', (e) => clicked.push((e.target as HTMLElement).textContent ?? ''));
    for (const [click, expected] of [
      [{ on: 'row', index: 2 }, 'c'],
      [{ on: 'tab', index: 1 }, 'Businesses'],
      [{ on: 'header', index: 1 }, 'Member since'],
    ] as const) {
      resetFirstScreenForTests();
      clicked.length = 0;
      shown();
      holdFirstScreenClick({ on: 'row', index: 0 });
      holdFirstScreenClick(click);
      settleFirstScreenOnList(list);
      await Promise.resolve();
      expect(clicked).toEqual([expected]);
    }
  });

  it('drops a held click when something else than the list takes the page', async () => {
    const list = document.createElement('div');
    list.innerHTML = '<table><tbody><tr><td>a</td></tr></tbody></table>';
    const clicked = vi.fn();
    list.addEventListener('click', clicked);
    shown('/users');
    holdFirstScreenClick({ on: 'row', index: 0 });
    settleFirstScreenUnless('/orders');
    settleFirstScreenOnList(list);
    await Promise.resolve();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('does nothing for a click on a column the list cannot sort by', async () => {
    const list = document.createElement('div');
    list.innerHTML = '<table><thead><tr><th>Name</th></tr></thead></table>';
    const clicked = vi.fn();
    list.addEventListener('click', clicked);
    shown();
    holdFirstScreenClick({ on: 'header', index: 0 });
    settleFirstScreenOnList(list);
    await Promise.resolve();
    expect(clicked).not.toHaveBeenCalled();
  });
});
