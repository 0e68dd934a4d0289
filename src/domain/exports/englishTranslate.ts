import en from '../../../i18n/en.json';
import type { Translate } from './exportCells';

/** The English text of a key, undefined when English lacks it. */
export function englishText(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * The English catalogue as an export's `translate`, for tests: the singular form of a plural
 * text, `%{name}` filled in, the key itself (or `_`) when English lacks it.
 */
export const englishTranslate: Translate = (key, options = {}) =>
  (englishText(key) ?? options._ ?? key)
    .split('||||')[0]
    .trim()
    .replace(/%\{(\w+)\}/g, (_, n: string) => String(options[n]));
