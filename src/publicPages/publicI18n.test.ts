import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import english from 'virtual:public-catalogue/en';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { createTranslate, loadPublicMessages } from './publicI18n';
import { PUBLIC_CATALOGUE_KEYS, pickCatalogue } from './catalogueSubset';
import type { Messages } from '../providers/mergeCatalogues';

function leaves(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}

describe('the sign-in pages’ catalogue', () => {
  it('holds exactly the subtrees it names, from i18n/en.json', () => {
    const keys = leaves(english);
    expect(keys).toContain('app.auth.sign_in');
    expect(keys).toContain('app.messages.logout_success');
    expect(keys).toContain('ra.message.loading');
    expect(keys.every((k) => PUBLIC_CATALOGUE_KEYS.some((p) => (p.endsWith('.') ? k.startsWith(p) : k === p)))).toBe(true);
    expect(english).toEqual(expect.objectContaining(pickCatalogue({ app: en.app } as Messages)));
  });

  it('reads Hindi over English, key by key', async () => {
    const messages = await loadPublicMessages('hi');
    expect(createTranslate(messages)('app.auth.sign_in')).toBe((hi as { app: { auth: { sign_in: string } } }).app.auth.sign_in);
    expect(createTranslate(await loadPublicMessages('xx'))('app.auth.sign_in')).toBe(en.app.auth.sign_in);
  });
});

describe('createTranslate', () => {
  it('answers as the admin app’s ra-i18n-polyglot does for every key, count and placeholder', () => {
    const polyglot = polyglotI18nProvider(() => english as unknown as TranslationMessages, 'en', [], { allowMissing: true });
    const ours = createTranslate(english);
    const variants = [
      {},
      { smart_count: 1 },
      { smart_count: 3 },
      { smart_count: 0, seconds: 30, max: 5, time: '0:58', destination: 'a•••@x.com', email: 'a@x.com', n: 2, count: 6 },
    ];
    for (const key of [...leaves(english), 'app.auth.not_a_key']) {
      for (const options of variants)
        expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(polyglot.translate(key, options));
    }
    expect(ours('app.auth.not_a_key', { _: 'The server said no.' })).toBe('The server said no.');
  });
});
