import { findRestrictedWords, normalizeWord } from './vocabulary/restrictedWords';

/**
 * Threat Library matching, shared by the browser (Test a phrase, highlighted flagged messages)
 * and the server (the match endpoint, duplicate checks), so both always agree. A word matches
 * as a whole word or phrase, ignoring case and spacing: "scam" matches "It's a SCAM!" but
 * not "scampi"; "wire transfer" matches "wire   transfer".
 */

type WordEntry = string | { text: string };

function textOf(entry: WordEntry): string {
  return typeof entry === 'string' ? entry : entry.text;
}

/** The entries of `words` that `text` contains, in the order of `words`. */
export function matchRestrictedWords<W extends WordEntry>(text: string, words: readonly W[]): W[] {
  const byNormalized = new Map<string, W[]>();
  for (const entry of words) {
    const key = normalizeWord(textOf(entry));
    if (key) byNormalized.set(key, [...(byNormalized.get(key) ?? []), entry]);
  }
  const found = new Set(findRestrictedWords(text, byNormalized.keys()));
  return words.filter((entry) => found.has(normalizeWord(textOf(entry))));
}

/** True when `candidate` is the same entry as one of `existing` (ignoring case and surrounding or repeated spaces). */
export function isDuplicateWord(candidate: string, existing: Iterable<string>): boolean {
  const key = normalizeWord(candidate);
  for (const word of existing) if (normalizeWord(word) === key) return true;
  return false;
}

export interface TextSegment {
  text: string;
  /** The normalized restricted word this segment is an occurrence of; null for plain text. */
  word: string | null;
}

const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}]';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` cut into plain and matched segments, for highlighting. Only words that
 * `matchRestrictedWords` reports are highlighted; longer phrases win over words inside them.
 */
export function highlightRestrictedWords(text: string, words: readonly WordEntry[]): TextSegment[] {
  const matched = matchRestrictedWords(text.normalize('NFC'), words).map((w) => normalizeWord(textOf(w)));
  const source = text.normalize('NFC');
  if (!matched.length) return source ? [{ text: source, word: null }] : [];
  const longestFirst = [...new Set(matched)].sort((a, b) => b.length - a.length);
  const pattern = longestFirst.map((w) => w.split(' ').map(escapeRegExp).join('\\s+')).join('|');
  const re = new RegExp(`(?<!${WORD_CHAR})(?:${pattern})(?!${WORD_CHAR})`, 'giu');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const m of source.matchAll(re)) {
    const at = m.index;
    if (at > last) segments.push({ text: source.slice(last, at), word: null });
    segments.push({ text: m[0], word: normalizeWord(m[0]) });
    last = at + m[0].length;
  }
  if (last < source.length) segments.push({ text: source.slice(last), word: null });
  return segments;
}
