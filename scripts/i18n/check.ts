import type { KeyUse } from './keyUse';

export interface CheckInput {
  /** Our English catalogue (i18n/en.json), flattened. */
  english: Map<string, string>;
  /** react-admin's own English messages (ra-language-english), flattened. */
  reactAdmin: Map<string, string>;
  /** The translation being checked (i18n/hi.json), flattened. */
  translation: Map<string, string>;
  /** Every use of a key found in code. */
  uses: KeyUse[];
}

export interface Coverage {
  translated: number;
  total: number;
  percent: number;
}

export interface CheckResult {
  /** Our keys (en.json) and react-admin's (`ra.*`) that the translation covers. */
  coverage: { app: Coverage; reactAdmin: Coverage };
  /** Keys the translation has and English lacks (a typo, or a key renamed or removed in English). */
  notInEnglish: string[];
  /** Keys (or families) used in code that English lacks, each with where it is used. */
  missingInEnglish: { key: string; where: string }[];
  /** English keys no code uses (react-admin's `ra.*` are exempt: react-admin uses them itself). */
  unused: string[];
  /** Placeholders (`%{name}`) a translated text lacks or invents compared with English. */
  placeholderMismatches: { key: string; english: string[]; translation: string[] }[];
}

const coverage = (keys: string[], translation: Map<string, string>): Coverage => {
  const translated = keys.filter((k) => translation.has(k)).length;
  return { translated, total: keys.length, percent: keys.length ? Math.round((1000 * translated) / keys.length) / 10 : 100 };
};

/** `%{name}` placeholders of a text, sorted and unique. */
export const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The catalogue rules of docs/translating.md, on catalogues already read and code already scanned. */
export function checkCatalogues({ english, reactAdmin, translation, uses }: CheckInput): CheckResult {
  const known = (key: string) => english.has(key) || reactAdmin.has(key);
  const ours = [...english.keys()];

  const all = [...ours, ...reactAdmin.keys()];
  // A literal naming a group rather than a key (`prefix="app.enums.orderStatus"`, completed by the
  // component it is given to) stands for every key of the group.
  const isGroup = (key: string) => !known(key) && all.some((k) => k.startsWith(`${key}.`));
  const exact = new Set(uses.filter((u) => !u.pattern).map((u) => u.key));
  const groups = [...exact].filter(isGroup).map((g) => `${g}.`);
  const patterns = uses.filter((u) => u.pattern).map((u) => u.pattern!);
  const used = (key: string) => exact.has(key) || groups.some((g) => key.startsWith(g)) || patterns.some((p) => p.test(key));

  const missing = new Map<string, string>();
  for (const u of uses) {
    if (!u.required || missing.has(u.key)) continue;
    const ok = u.pattern ? all.some((k) => u.pattern!.test(k)) : known(u.key) || isGroup(u.key);
    if (!ok) missing.set(u.key, u.where);
  }

  const placeholderMismatches = [...translation]
    .filter(([key]) => known(key))
    .map(([key, text]) => ({ key, english: placeholders(english.get(key) ?? reactAdmin.get(key) ?? ''), translation: placeholders(text) }))
    .filter((m) => m.english.join() !== m.translation.join());

  return {
    coverage: {
      app: coverage(ours, translation),
      reactAdmin: coverage([...reactAdmin.keys()], translation),
    },
    notInEnglish: [...translation.keys()].filter((k) => !known(k)),
    missingInEnglish: [...missing].map(([key, where]) => ({ key, where })),
    unused: ours.filter((k) => !k.startsWith('ra.') && !used(k)),
    placeholderMismatches,
  };
}

/** Whether the catalogues pass. */
export const passes = (r: CheckResult) => !r.notInEnglish.length && !r.missingInEnglish.length && !r.unused.length && !r.placeholderMismatches.length;
