import type { Messages } from '../providers/mergeCatalogues';
import type { Translate } from './translateContext';

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Polyglot's rules, as the admin app's ra-i18n-polyglot applies them to these catalogues: `_` is
 * the text of a missing key (else the key itself), `smart_count` picks a form of "one |||| many"
 * (English and Hindi share polyglot's rule: 1 is singular), `%{name}` takes an option's value.
 */
export function createTranslate(messages: Messages): Translate {
  return (key, options = {}) => {
    let phrase = lookup(messages, key) ?? (typeof options._ === 'string' ? options._ : key);
    const count = options.smart_count;
    if (count !== undefined && count !== null) {
      const forms = phrase.split('||||');
      phrase = (forms[Number(count) === 1 ? 0 : 1] ?? forms[0]).trim();
    }
    return phrase.replace(/%\{(.*?)\}/g, (whole, name: string) => {
      const value = Object.hasOwn(options, name) ? options[name] : undefined;
      return value === undefined || value === null ? whole : String(value);
    });
  };
}
