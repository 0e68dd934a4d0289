import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import type { Translate } from '../../src/domain/exports/exportCells';
import type { Locale } from '../../src/domain/locales';

type Messages = { [key: string]: string | Messages };

/** The catalogues the app ships (src/domain/locales.ts lists them); a key Hindi lacks reads in English. */
const CATALOGUES: Record<Locale, Messages> = { en, hi };

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The catalogue's text for a key, the way the app's i18n provider (polyglot) writes it: the
 * locale's, else English, else `_`; `%{name}` filled in, and of "one |||| many" forms the one
 * `smart_count` asks for.
 */
export function translatorFor(locale: Locale): Translate {
  const own = CATALOGUES[locale];
  return (key, options = {}) => {
    const found = lookup(own, key) ?? lookup(CATALOGUES.en, key);
    if (found === undefined) return options._ ?? key;
    const forms = found.split('||||').map((s) => s.trim());
    const chosen = forms.length > 1 ? forms[options.smart_count === 1 ? 0 : 1] : found;
    return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (options[name] === undefined ? whole : String(options[name])));
  };
}
