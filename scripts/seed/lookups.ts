import { normalizeWord } from '../../src/domain/entities/restrictedWords';
import { DAY, iso, SEED_START } from './clock';
import { CATEGORY_SEEDS } from './data/categories';
import { COUNTRY_SEEDS } from './data/countries';
import { HELP_ITEM_SEEDS } from './data/helpItems';
import { LANGUAGE_SEEDS } from './data/languages';
import { RESTRICTED_WORD_SEEDS } from './data/restrictedWords';
import { SERVICE_SEEDS } from './data/services';
import type { SeedDb, SeedRecord } from './db';
import type { Random } from './random';

/** The lists were set up a month before the first user arrived. */
const LISTS_CREATED = SEED_START - 30 * DAY;

export type ImportableList = 'user-categories' | 'languages' | 'countries' | 'services-offered';
export type SeededLists = { [L in ImportableList]: SeedRecord<L>[] };

/** List Manager lists and Help Center articles. Returns the lists as written. */
export function seedLists(db: SeedDb): SeededLists {
  const at = iso(LISTS_CREATED);
  const lists: SeededLists = {
    'user-categories': CATEGORY_SEEDS.map(([name, subcategories]) => db.insert('user-categories', { name, subcategories }, at)),
    languages: LANGUAGE_SEEDS.map(([code, name]) => db.insert('languages', { name, code }, at)),
    countries: [...COUNTRY_SEEDS]
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((c) => db.insert('countries', { name: c.name, code: c.code }, at)),
    'services-offered': SERVICE_SEEDS.map(([name, description]) => db.insert('services-offered', { name, description }, at)),
  };
  const order = new Map<string, number>();
  for (const item of HELP_ITEM_SEEDS) {
    const position = order.get(item.section) ?? 0;
    order.set(item.section, position + 1);
    db.insert('help-items', { ...item, order: position }, at);
  }
  return lists;
}

/** The Threat Library, added by administrators over the first months. */
export function seedRestrictedWords(db: SeedDb, rng: Random, admins: readonly SeedRecord<'admins'>[]): string[] {
  const curators = admins.filter((a) => a.status === 'active' && (a.role === 'admin' || a.role === 'employee'));
  return RESTRICTED_WORD_SEEDS.map((text, index) => {
    const at = iso(SEED_START + index * 3 * DAY + rng.int(0, DAY / 1000) * 1000);
    const normalized = normalizeWord(text);
    db.insert('restricted-words', { text, normalized, addedAt: at, addedByAdminId: rng.pick(curators).id }, at);
    return normalized;
  });
}
