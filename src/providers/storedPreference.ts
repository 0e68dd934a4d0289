/**
 * A value react-admin's store keeps in localStorage (`RaStore.<key>`: theme, locale, a list's
 * params), read without react-admin by what draws before it loads (the sign-in pages, the first
 * screen). Undefined when absent, unreadable or when storage is disabled.
 */
export function readStoredPreference(key: string): unknown {
  try {
    const raw = localStorage.getItem(`RaStore.${key}`);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}
