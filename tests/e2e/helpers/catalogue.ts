import fs from 'node:fs';
import path from 'node:path';
import raEnglish from 'ra-language-english';

type Messages = { [key: string]: string | Messages };

const root = path.resolve(import.meta.dirname, '../../..');
const catalogues: Messages[] = [
  JSON.parse(fs.readFileSync(path.join(root, 'i18n/en.json'), 'utf8')) as Messages,
  raEnglish as unknown as Messages,
];

/** The English text of a catalogue key as the app shows it (our catalogue, then react-admin's). */
export function en(key: string, args: Record<string, string | number> = {}): string {
  for (const catalogue of catalogues) {
    let node: string | Messages | undefined = catalogue;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') {
      const variants = node.split(' |||| ');
      const text = args.smart_count !== undefined && Number(args.smart_count) !== 1 && variants[1] ? variants[1] : variants[0];
      return text.replace(/%\{(\w+)\}/g, (_m, k: string) => String(args[k] ?? ''));
    }
  }
  throw new Error(`no English text for ${key}`);
}
