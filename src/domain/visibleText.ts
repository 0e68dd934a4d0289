/**
 * Characters that draw nothing: Unicode white space (which `String.prototype.trim` also removes),
 * the default-ignorable code points (zero-width space U+200B, joiners U+200C/U+200D, word joiner
 * U+2060, byte-order mark U+FEFF, soft hyphen, Hangul fillers, variation selectors…), control
 * characters, and the blank Braille pattern U+2800, a favourite for names that look empty.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/gu;

/**
 * Whether a person would see any character of `value`. A reason or a message made only of
 * invisible characters passes `trim()` yet tells the reader nothing, so the shared schemas
 * (entities/base.ts) and the browser's required-text checks both ask this. The text itself is
 * kept as typed: joiners inside a word are part of its spelling (Devanagari, emoji).
 */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}
