import fs from 'node:fs';
import path from 'node:path';

/** Minimal catalogue check until the translator workflow lands: Hindi keys must exist in English. */
const root = path.resolve(import.meta.dirname, '..');
type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flat(v, `${prefix}${k}.`)));
const en = new Set(flat(JSON.parse(fs.readFileSync(path.join(root, 'i18n/en.json'), 'utf8'))));
const hi = flat(JSON.parse(fs.readFileSync(path.join(root, 'i18n/hi.json'), 'utf8')));
const extra = hi.filter((k) => !k.startsWith('ra.') && !en.has(k));
console.log(`Hindi covers ${hi.length - extra.length} of ${en.size} keys (${((100 * (hi.length - extra.length)) / en.size).toFixed(1)}%).`);
if (extra.length) {
  console.error(`Keys in hi.json that en.json lacks:\n  ${extra.join('\n  ')}`);
  process.exit(1);
}
