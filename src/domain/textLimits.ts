/**
 * The longest text each kind of field takes, documented in docs/api.md ("Text limits") and shown
 * by the browser forms: no field is unbounded, so no record can make every page that lists it heavy.
 */
export const TEXT_LIMITS = {
  /** Names, titles, codes, one-line answers. */
  line: 200,
  /** Descriptions, reasons, notes, messages, a bio. */
  paragraph: 5000,
  /** A Help Center article. */
  article: 20000,
  url: 2048,
  /** RFC 5321's longest address. */
  email: 254,
  /** Items of a list field (tags, categories, evidence). */
  listItems: 100,
} as const;
