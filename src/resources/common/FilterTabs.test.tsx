// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ACCOUNT_TYPES } from '../../domain/entities/users';
import { FilterTabs, type FilterTab } from './FilterTabs';

const USER_TABS: FilterTab[] = [
  { value: null, labelKey: 'app.manageUsers.users.tabs.all' },
  ...ACCOUNT_TYPES.map((t) => ({ value: t, labelKey: `app.manageUsers.users.tabs.${t}` })),
];

function setup(filterValues: Record<string, unknown>) {
  const setFilters = vi.fn();
  const onUnselectItems = vi.fn();
  const context = {
    filterValues,
    setFilters,
    onUnselectItems,
    displayedFilters: { country: true },
    resource: 'users',
  } as unknown as ListControllerResult;
  renderWithAdmin(
    <ListContextProvider value={context}>
      <FilterTabs field="accountType" tabs={USER_TABS} labelKey="app.manageUsers.users.tabs.label" />
    </ListContextProvider>,
  );
  return { setFilters, onUnselectItems };
}

describe('FilterTabs', () => {
  it('selects the tab of the current filter value', async () => {
    setup({ accountType: 'business', country: 'IN' });
    expect(await screen.findByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sets the filter of a tab, keeping the other filters', async () => {
    const { setFilters, onUnselectItems } = setup({ country: 'IN' });
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Kid Influencers' }));
    expect(setFilters).toHaveBeenCalledWith({ country: 'IN', accountType: 'kid_influencer' }, { country: true });
    // A selection belongs to one tab's rows.
    expect(onUnselectItems).toHaveBeenCalled();
  });

  it('removes the filter for the tab that shows everything', async () => {
    const { setFilters } = setup({ accountType: 'government', country: 'IN' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(setFilters).toHaveBeenCalledWith({ country: 'IN' }, { country: true });
  });
});

describe('FilterTabs from the keyboard', () => {
  it('keeps one tab in the Tab order and moves the focus with the arrow keys, Home and End', async () => {
    const { setFilters } = setup({});
    const all = await screen.findByRole('tab', { name: 'Users' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, ...tabs.slice(1).map(() => -1)]);
    all.focus();
    const tablist = screen.getByRole('tablist', { name: 'Account types' });
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    fireEvent.keyDown(tablist, { key: 'End' });
    expect(document.activeElement).toBe(tabs[tabs.length - 1]);
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[tabs.length - 1]);
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    // Moving the focus does not select: the list is not refetched for every key press.
    expect(setFilters).not.toHaveBeenCalled();
  });

  it('does nothing when the selected tab is pressed again', async () => {
    const { setFilters, onUnselectItems } = setup({ accountType: 'business' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Businesses' }));
    expect(setFilters).not.toHaveBeenCalled();
    expect(onUnselectItems).not.toHaveBeenCalled();
  });
});
