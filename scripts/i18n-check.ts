import fs from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import { COLLECTIONS } from '../src/domain/collections';
import { flatten, readCatalogue, readFragments, type Tree } from './i18n/catalogue';
import { checkCatalogues, passes } from './i18n/check';
import { formatReport } from './i18n/report';
import { scanTree } from './i18n/scanTree';

/**
 * `npm run i18n:check`: every translation's coverage, and the catalogue rules of
 * docs/translating.md: exit 1 on a key a translation has and English lacks, a key code uses and
 * English lacks, an English key no code uses, or a translation that changes a %{placeholder}.
 *
 * `-- --with-fragments` checks the catalogues as they will be once the screens' pending
 * fragments (i18n/fragments/) are merged into them; `--root=<dir>` checks another tree (tests).
 */
const rootArg = process.argv.find((a) => a.startsWith('--root='));
const root = rootArg ? path.resolve(rootArg.slice('--root='.length)) : path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'i18n');
const fragmentsDir = path.join(dir, 'fragments');
const withFragments = process.argv.includes('--with-fragments');

function catalogue(language: string): Map<string, string> {
  const file = path.join(dir, `${language}.json`);
  const keys = fs.existsSync(file) ? flatten(readCatalogue(file)) : new Map<string, string>();
  if (withFragments) for (const [key, { text }] of readFragments(fragmentsDir, language)) keys.set(key, text);
  return keys;
}

const english = catalogue('en');
const reactAdmin = flatten(englishMessages as unknown as Tree);
const uses = scanTree(root, COLLECTIONS);
const languages = fs
  .readdirSync(dir)
  .filter((f) => /^[a-z]{2,3}(-[A-Z]{2})?\.json$/.test(f) && f !== 'en.json')
  .map((f) => f.replace(/\.json$/, ''));

let failed = false;
for (const language of languages.length ? languages : ['en']) {
  // With English alone, the rules about code still apply (an empty translation has nothing to check).
  const translation = language === 'en' ? new Map<string, string>() : catalogue(language);
  const result = checkCatalogues({ english, reactAdmin, translation, uses });
  const { out, errors } = formatReport(`i18n/${language}.json`, result);
  if (language !== 'en') console.log(out);
  if (!passes(result)) {
    console.error(`\n${errors}`);
    failed = true;
  }
}

if (!withFragments) {
  const pending = [...readFragments(fragmentsDir, 'en')].filter(([key, f]) => english.get(key) !== f.text);
  if (pending.length) {
    const files = [...new Set(pending.map(([, f]) => f.file))].join(', ');
    console.log(
      `\nNote: ${pending.length} English key(s) in ${files} are not merged into i18n/en.json yet (npm run i18n:check -- --with-fragments checks the merged result).`,
    );
  }
}
if (failed) {
  console.error('\ni18n check failed: see docs/translating.md.');
  process.exit(1);
}
console.log('i18n check passed.');
