import { useCallback } from 'react';
import { useStore, useStoreContext } from 'react-admin';

export type ThemeChoice = 'light' | 'dark' | 'system';

/**
 * The admin's theme choice in react-admin's store key `theme` (localStorage `RaStore.theme`):
 * 'light' or 'dark' when picked, absent when following the system. Absent is what react-admin's
 * ThemeProvider and public/boot.js both read as "follow the system", live.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [stored] = useStore<'light' | 'dark' | undefined>('theme');
  const { setItem, removeItem } = useStoreContext();
  const choose = useCallback(
    (choice: ThemeChoice) => (choice === 'system' ? removeItem('theme') : setItem('theme', choice)),
    [setItem, removeItem],
  );
  return [stored === 'light' || stored === 'dark' ? stored : 'system', choose];
}
