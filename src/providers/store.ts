import { localStorageStore, type Store } from 'react-admin';

/**
 * What belongs to the device, not to the admin signed in on it: react-admin empties its store on
 * sign-out (list filters, columns, saved choices of the last admin), but the theme, the language
 * and the sidebar's width stay as they were, on the sign-in screen too.
 */
export const DEVICE_PREFERENCES = ['theme', 'locale', 'sidebar.open'] as const;

/** react-admin's localStorage store (keys `RaStore.*`, read by public/boot.js) with a reset that keeps device preferences. */
export function createAppStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    reset() {
      const kept = DEVICE_PREFERENCES.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}
