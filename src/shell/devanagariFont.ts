import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/** Devanagari and the marks Hindi text uses with it (Google Fonts' "devanagari" subset). */
export const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * Noto Sans Devanagari, for machines without a Devanagari system font (Hindi names and the Hindi
 * interface would show empty boxes). Registered, not loaded: with its unicode-range the browser
 * fetches a file (about 50 KB) only when Devanagari is on screen, so English pages never do.
 * The theme's font stack names the family.
 */
export function registerDevanagariFont(): void {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  for (const [weight, url] of [
    ['400', regular],
    ['600', semibold],
  ] as const) {
    document.fonts.add(
      new FontFace('Noto Sans Devanagari', `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: DEVANAGARI_RANGE,
      }),
    );
  }
}
