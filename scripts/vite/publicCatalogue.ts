import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import englishMessages from 'ra-language-english';
import { pickCatalogue } from '../../src/public/catalogueSubset.ts';
import { mergeCatalogues, type Messages } from '../../src/providers/mergeCatalogues.ts';

const PREFIX = 'virtual:public-catalogue/';

/**
 * `import messages from 'virtual:public-catalogue/<locale>'`: the sign-in pages' part of
 * i18n/<locale>.json (English merged over react-admin's own texts, as the admin app does), read
 * at build time. Each locale is its own module, so Hindi is fetched only by a Hindi visitor.
 */
export function publicCatalogue(root: string): Plugin {
  return {
    name: 'public-catalogue',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2,3}$/.test(locale)) throw new Error(`public-catalogue: no catalogue "${locale}"`);
      const file = path.join(root, 'i18n', `${locale}.json`);
      this.addWatchFile(file);
      const own = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
      const messages = locale === 'en' ? mergeCatalogues(englishMessages as unknown as Messages, own) : own;
      return `export default ${JSON.stringify(pickCatalogue(messages))};`;
    },
  };
}
