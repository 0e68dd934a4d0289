// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ACCOUNT_TYPES } from '../../domain/entities/users';
import { FilterTabs, type FilterTab } from './FilterTabs';

const USER_TABS: FilterTab[] = [{ value: null, labelKey: 'app.manageUsers.users.tabs.all' }, ...ACCOUNT_TYPES.map((t) => ({ value: t, labelKey: `app.manageUsers.users.tabs.${t}` }))];

function setup(filterValues: Record<string, unknown>) {
  const setFilters = vi.fn();
  const onUnselectItems = vi.fn();
  const context = { filterValues, setFilters, onUnselectItems, displayedFilters: { country: true }, resource: 'users' } as unknown as ListControllerResult;
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
