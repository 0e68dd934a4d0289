import fs from 'node:fs';

/** A catalogue as translators edit it: nested objects whose leaves are the texts. */
export type Tree = { [key: string]: string | Tree };

/** `{ app: { nav: { users: 'Users' } } }` → `Map { 'app.nav.users' => 'Users' }`. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(`${prefix}${k}`, v);
    else for (const [key, text] of flatten(v, `${prefix}${k}.`)) out.set(key, text);
  }
  return out;
}

/** Reads a JSON catalogue; a syntax error names the file (translators edit these by hand). */
export function readCatalogue(file: string): Tree {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as Tree;
  } catch (e) {
    throw new Error(`${file} is not valid JSON: ${(e as Error).message}`);
  }
}

/**
 * The screens' pending catalogue fragments (`i18n/fragments/<area>.<language>.json`) for one
 * language, flattened; merged into en.json / hi.json by the maintainer (fragments win).
 */
export function readFragments(dir: string, language: string): Map<string, { text: string; file: string }> {
  const out = new Map<string, { text: string; file: string }>();
  if (!fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith(`.${language}.json`)) continue;
    for (const [key, text] of flatten(readCatalogue(`${dir}/${name}`))) out.set(key, { text, file: `i18n/fragments/${name}` });
  }
  return out;
}
