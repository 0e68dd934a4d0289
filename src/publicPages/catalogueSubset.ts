/**
 * What the sign-in pages read from the catalogues: keys ending in a dot name a whole subtree.
 * The build (scripts/vite/publicCatalogue.ts) picks these from i18n/*.json, so the pages ship a
 * few kilobytes of text instead of the whole catalogue; translators still edit only i18n/.
 */
export const PUBLIC_CATALOGUE_KEYS = [
  'app.name',
  'app.auth.',
  'app.messages.',
  'app.errors.',
  'app.shell.offline_retry',
  'ra.message.loading',
] as const;

type Messages = { [key: string]: string | Messages };

/** The part of `messages` the keys name, in the same nested shape. */
export function pickCatalogue(messages: Messages, keys: readonly string[] = PUBLIC_CATALOGUE_KEYS): Messages {
  const out: Messages = {};
  for (const key of keys) {
    const path = key.replace(/\.$/, '').split('.');
    let from: string | Messages | undefined = messages;
    for (const part of path) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const part of path.slice(0, -1)) to = (to[part] ??= {}) as Messages;
    to[path[path.length - 1]] = from;
  }
  return out;
}
