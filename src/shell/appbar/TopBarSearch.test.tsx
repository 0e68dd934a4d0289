// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { TopBarSearch } from './TopBarSearch';
import { useTopBarSearch } from '../search/useTopBarSearch';
import { claimFirstScreen, resetFirstScreenForTests, showFirstScreen } from '../firstScreenHandoff';

/** What a list searches for: the top-bar text once it is long enough. */
function SearchShown() {
  return <span data-testid="search-shown">{useTopBarSearch() || 'none'}</span>;
}

const box = () => screen.getByRole('searchbox', { name: 'Search this screen' });
const searchParam = (view: ReturnType<typeof renderWithAdmin>) => new URLSearchParams(view.location().search).get('search');

describe('TopBarSearch', async () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes `search` 500 ms after typing stops, not before, keeping the other parameters', async () => {
    const view = renderWithAdmin(<TopBarSearch />, { path: '/users?page=2' });
    fireEvent.change(box(), { target: { value: 'ann' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(box(), { target: { value: 'anna' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(searchParam(view)).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(searchParam(view)).toBe('anna');
    expect(new URLSearchParams(view.location().search).get('page')).toBe('2');
    expect(view.location().pathname).toBe('/users');
  });

  it('says how many characters a search needs while the text is shorter, and the lists ignore it', async () => {
    renderWithAdmin(
      <>
        <TopBarSearch />
        <SearchShown />
      </>,
      { path: '/users' },
    );
    fireEvent.change(box(), { target: { value: 'an' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 characters to search');
    expect(box()).toHaveAccessibleDescription('Type at least 3 characters to search');
    expect(screen.getByTestId('search-shown')).toHaveTextContent('none');
    fireEvent.change(box(), { target: { value: 'ann' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('search-shown')).toHaveTextContent('ann');
  });

  it('replaces the history entry instead of adding one', async () => {
    const view = renderWithAdmin(<TopBarSearch />, { path: ['/dashboard', '/users'] });
    fireEvent.change(box(), { target: { value: 'bob' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(searchParam(view)).toBe('bob');
    await act(async () => view.navigate(-1));
    expect(view.location().pathname).toBe('/dashboard');
  });

  it('removes the parameter when the box is emptied, and at once with the clear button', async () => {
    const view = renderWithAdmin(<TopBarSearch />, { path: '/users?search=ann' });
    expect(box()).toHaveValue('ann');
    fireEvent.change(box(), { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(searchParam(view)).toBeNull();

    fireEvent.change(box(), { target: { value: 'zed' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(searchParam(view)).toBe('zed');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchParam(view)).toBeNull();
    expect(box()).toHaveValue('');
  });

  it('starts empty on another screen and drops a keystroke still waiting', async () => {
    const view = renderWithAdmin(<TopBarSearch />, { path: '/users?search=ann' });
    fireEvent.change(box(), { target: { value: 'anna' } });
    await act(async () => view.navigate('/orders'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(view.location().pathname).toBe('/orders');
    expect(searchParam(view)).toBeNull();
    expect(box()).toHaveValue('');
  });

  it('follows the URL when it changes on the same screen (back button)', async () => {
    const view = renderWithAdmin(<TopBarSearch />, { path: ['/users?search=one', '/users?search=two'] });
    expect(box()).toHaveValue('two');
    await act(async () => view.navigate(-1));
    expect(box()).toHaveValue('one');
  });

  it('goes on with what was typed into a first screen’s search box: text, caret, focus, and the search', async () => {
    const firstScreen = document.createElement('div');
    const drawn = firstScreen.appendChild(document.createElement('input'));
    drawn.setAttribute('data-first-screen-search', '');
    document.body.appendChild(firstScreen);
    claimFirstScreen('/users');
    showFirstScreen(firstScreen, () => undefined);
    drawn.value = 'Pam';
    drawn.focus();
    drawn.setSelectionRange(2, 2);
    try {
      const view = renderWithAdmin(<TopBarSearch />, { path: '/users' });
      expect(box()).toHaveValue('Pam');
      expect(box()).toHaveFocus();
      expect([(box() as HTMLInputElement).selectionStart, (box() as HTMLInputElement).selectionEnd]).toEqual([2, 2]);
      expect(drawn.readOnly).toBe(true);
      await act(async () => vi.advanceTimersByTime(500));
      expect(searchParam(view)).toBe('Pam');
    } finally {
      firstScreen.remove();
      resetFirstScreenForTests();
    }
  });
});
