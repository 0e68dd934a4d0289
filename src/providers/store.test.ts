// @vitest-environment jsdom
import { createAppStore } from './store';

describe('the app store', () => {
  beforeEach(() => localStorage.clear());

  it('forgets the last admin’s list settings on reset (sign-out) but keeps the device’s theme, language and sidebar width', () => {
    const store = createAppStore();
    store.setItem('theme', 'dark');
    store.setItem('locale', 'hi');
    store.setItem('sidebar.open', false);
    store.setItem('users.listParams', { sort: 'email', order: 'ASC', filter: { country: 'IN' } });

    store.reset();

    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('locale')).toBe('hi');
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('users.listParams')).toBeUndefined();
    // Where public/boot.js reads them before the first paint.
    expect(JSON.parse(localStorage.getItem('RaStore.theme')!)).toBe('dark');
    expect(JSON.parse(localStorage.getItem('RaStore.locale')!)).toBe('hi');
  });

  it('keeps nothing that was never chosen', () => {
    const store = createAppStore();
    store.reset();
    expect(store.getItem('theme')).toBeUndefined();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('RaStore.'))).toEqual([]);
  });
});
