import { describe, expect, it } from 'vitest';
import { planFirstScreen } from './firstScreenPlan';
import { FIRST_SCREEN_LISTS } from './firstScreenLists';
import { FIRST_SCREEN_PATHS } from './firstScreenPaths';
import type { AdminData } from '../providers/session';

const admin: AdminData = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', avatar: null, role: 'admin', permissions: [] };
const custom = (permissions: string[]): AdminData => ({ ...admin, role: 'custom', permissions });

const plan = (over: Partial<Parameters<typeof planFirstScreen>[0]> = {}, store: Record<string, unknown> = {}) =>
  planFirstScreen({ path: '/users', search: '', admin, stored: (key) => store[key], viewportWidth: 1280, ...over });

describe('planFirstScreen', () => {
  it('knows a list for every path the entry sends it, and no other', () => {
    expect(FIRST_SCREEN_LISTS.map((l) => l.path)).toEqual([...FIRST_SCREEN_PATHS]);
  });

  it('draws the users list on its first page, newest members first', () => {
    const p = plan();
    expect(p?.list.resource).toBe('users');
    expect(p?.params).toEqual({ pagination: { page: 1, perPage: 25 }, sort: { field: 'memberSince', order: 'DESC' }, filter: {} });
    expect(p?.locale).toBe('en');
    expect(p?.sidebarWidth).toBe(270);
  });

  it('draws nothing for another screen, a query string, or no admin', () => {
    expect(plan({ path: '/orders' })).toBeNull();
    expect(plan({ search: '?search=asha' })).toBeNull();
    expect(plan({ search: '?filter=%7B%7D&page=2' })).toBeNull();
    expect(plan({ admin: null })).toBeNull();
  });

  it('draws nothing for an admin who may not list users', () => {
    expect(plan({ admin: custom(['orders.read']) })).toBeNull();
    expect(plan({ admin: custom(['users.read']) })).not.toBeNull();
  });

  it('draws nothing when the list remembers a filter, sort, page or an added filter', () => {
    const stored = (listParams: unknown) => plan({}, { 'users.listParams': listParams });
    expect(stored({ filter: { accountType: 'business' } })).toBeNull();
    expect(stored({ sort: 'lastName', order: 'ASC' })).toBeNull();
    expect(stored({ page: 2 })).toBeNull();
    expect(stored({ perPage: 50 })).toBeNull();
    expect(stored({ filter: {}, displayedFilters: { accountStatus: true } })).toBeNull();
    expect(stored('garbage')).toBeNull();
  });

  it('draws the list when what it remembers is its first page as it opens', () => {
    const p = plan(
      {},
      {
        'users.listParams': {
          filter: {},
          displayedFilters: { country: true, accountStatus: false },
          sort: 'memberSince',
          order: 'DESC',
          page: 1,
          perPage: 25,
        },
      },
    );
    expect(p).not.toBeNull();
  });

  it('follows the language and the sidebar the admin chose', () => {
    expect(plan({}, { locale: 'hi' })?.locale).toBe('hi');
    expect(plan({}, { 'sidebar.open': false })?.sidebarWidth).toBe(90);
    expect(plan({ viewportWidth: 800 })?.sidebarWidth).toBe(0);
  });
});
