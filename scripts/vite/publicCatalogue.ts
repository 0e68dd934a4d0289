import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import englishMessages from 'ra-language-english';
import { PUBLIC_CATALOGUE_KEYS, pickCatalogue } from '../../src/publicPages/catalogueSubset.ts';
import { FIRST_SCREEN_CATALOGUE_KEYS } from '../../src/firstScreen/firstScreenCatalogue.ts';
import { mergeCatalogues, type Messages } from '../../src/providers/mergeCatalogues.ts';

/** The parts of the catalogues drawn before the admin app loads, each under its own module prefix. */
const SUBSETS: Record<string, readonly string[]> = {
  'virtual:public-catalogue/': PUBLIC_CATALOGUE_KEYS,
  'virtual:first-screen-catalogue/': FIRST_SCREEN_CATALOGUE_KEYS,
};

/**
 * `import messages from 'virtual:public-catalogue/<locale>'`: the sign-in pages' part of
 * i18n/<locale>.json (English merged over react-admin's own texts, as the admin app does), read
 * at build time; `virtual:first-screen-catalogue/<locale>` the same for the first screen
 * (src/firstScreen). Each locale is its own module, so Hindi is fetched only by a Hindi visitor.
 */
export function publicCatalogue(root: string): Plugin {
  const subsetOf = (id: string) => Object.keys(SUBSETS).find((prefix) => id.startsWith(prefix));
  return {
    name: 'public-catalogue',
    resolveId(id) {
      return subsetOf(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const prefix = id.startsWith('\0') ? subsetOf(id.slice(1)) : undefined;
      if (!prefix) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!/^[a-z]{2,3}$/.test(locale)) throw new Error(`public-catalogue: no catalogue "${locale}"`);
      const file = path.join(root, 'i18n', `${locale}.json`);
      this.addWatchFile(file);
      const own = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
      const messages = locale === 'en' ? mergeCatalogues(englishMessages as unknown as Messages, own) : own;
      return `export default ${JSON.stringify(pickCatalogue(messages, SUBSETS[prefix]))};`;
    },
  };
}
