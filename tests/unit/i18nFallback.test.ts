import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { flatten, type Tree } from '../../scripts/i18n/catalogue';
import { createI18nProvider, loadMessages, mergeCatalogues } from '../../src/providers/i18nProvider';

/** The Hindi catalogue is partial: merged over English key by key, a key it lacks shows in English. */

const english = flatten(en as Tree);
const hindi = flatten(hi as Tree);
const reactAdmin = flatten(englishMessages as unknown as Tree);
/** Keys whose text has no placeholder and no plural forms, so translate() returns it as stored. */
const plain = (text: string) => !text.includes('%{') && !text.includes('||||');

describe('Hindi falls back to English key by key', () => {
  const untranslated = [...english].find(([k, text]) => !hindi.has(k) && plain(text))!;
  const translated = [...hindi].find(([k, text]) => english.has(k) && plain(text) && text !== english.get(k))!;
  const raUntranslated = [...reactAdmin].find(([k, text]) => !hindi.has(k) && plain(text) && text.trim())!;

  it('has keys of each kind to test with', () => {
    expect(untranslated).toBeDefined();
    expect(translated).toBeDefined();
    expect(raUntranslated).toBeDefined();
  });

  it('shows Hindi where hi.json has the key, and English (never the raw key) where it does not', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('hi');
    expect(i18n.getLocale()).toBe('hi');
    expect(i18n.translate(translated[0])).toBe(translated[1]);
    expect(i18n.translate(untranslated[0])).toBe(untranslated[1]);
    expect(i18n.translate(untranslated[0])).not.toBe(untranslated[0]);
  });

  it('does the same for react-admin’s own ra.* messages', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('hi');
    expect(i18n.translate('ra.action.save')).toBe(hindi.get('ra.action.save'));
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 80 })).toBe('80 में से 1-25');
    expect(i18n.translate(raUntranslated[0])).toBe(raUntranslated[1]);
  });

  it('keeps Hindi plural forms (%{smart_count}) working', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('hi');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 आइटम चुना गया');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 आइटम चुने गए');
  });

  it('goes back to English, and shows an unknown stored locale in English', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('hi');
    await i18n.changeLocale('en');
    expect(i18n.translate(translated[0])).toBe(english.get(translated[0]));
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('en');
    expect(await loadMessages('fr')).toBe(await loadMessages('en'));
  });

  it('merges nested catalogues without losing sibling keys', () => {
    expect(mergeCatalogues({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'बी' } })).toEqual({ a: { b: 'बी', c: 'C' }, d: 'D' });
  });
});
