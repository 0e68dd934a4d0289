/**
 * The shortest search text (`q`) the API answers. Search reads a trigram index: text of three
 * characters or more is found from the index in milliseconds, while shorter text would be
 * compared with every record (a one-letter search at 100 000 users held the server for seconds).
 * The server refuses shorter text with a 400 naming this length; the app does not send it.
 * Counted on the text searched for (searchQueryText): "@ab" is two characters.
 */
export const MIN_SEARCH_LENGTH = 3;

/** Combining accents of Latin, Greek and Cyrillic letters once decomposed (é is e + U+0301). */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/**
 * Text as search compares it, the same for what is indexed and what is typed: lower-cased and
 * without accents, so "Jose" finds "José" (#39.12). Only the Latin-script combining accents go:
 * the vowel signs of Devanagari are combining marks too, and a Hindi name without them would be
 * another name.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(LATIN_ACCENTS, '');
}

/**
 * What a typed search looks for: trimmed and folded, without the "@" the screens put before a
 * username ("@param.talwar62" is how a handle is shown, and so how it is copied and typed).
 */
export function searchQueryText(q: string): string {
  return foldForSearch(q.trim()).replace(/^@+/, '');
}

/** A phone number as typed, with any separators: "+91 92134-84247", "(921) 348.4247". */
const PHONE_LIKE = /^\+?[\d\s().\-/]+$/;

/** A phone number's digits only: the form people are also indexed by, whatever the separators. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * What a search looks for among people's names and contacts: a phone number typed with other
 * separators than the stored form (or none) as its digits, which every person's indexed text
 * also holds (personSearchText); any other text as searchQueryText has it.
 */
export function personQueryText(q: string): string {
  const text = searchQueryText(q);
  const digits = phoneDigits(text);
  return PHONE_LIKE.test(text) && digits.length >= MIN_SEARCH_LENGTH ? digits : text;
}

/** Whether `text` is long enough to search for, counted in characters of the text searched for. */
export function isSearchable(text: string): boolean {
  return [...searchQueryText(text)].length >= MIN_SEARCH_LENGTH;
}

/** The text a search column is asked for: people's names and contacts take a phone's digits. */
export function searchFor(q: string, column: 'body' | 'person'): string {
  return column === 'person' ? personQueryText(q) : searchQueryText(q);
}
