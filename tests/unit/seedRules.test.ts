import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../src/domain/collections';
import { iso, SEED_NOW } from '../../scripts/seed/clock';
import { generateSeed } from '../../scripts/seed/generate';
import type { Db } from './seedIntegrity';
import { seedRuleViolations, violationCounts } from './seedRules';

const ROOT = path.resolve(__dirname, '../..');
const NOW = iso(SEED_NOW);

/** A seed of `users` users generated in memory, as the records `npm run seed` would write. */
function generated(users: number): Db {
  const db = Object.fromEntries(COLLECTIONS.map((c) => [c, []])) as unknown as Db;
  const sink = { write: (collection: CollectionName, json: string) => db[collection].push(JSON.parse(json) as Record<string, unknown>) };
  generateSeed({ users, orders: Math.max(users, Math.min(6 * users, 3000)), out: '' }, sink);
  return db;
}

/**
 * #39.6: the seed is data the API could have produced. Every entity's rules (src/domain, the
 * same functions the API enforces) run over db.json and over a 10 000-user seed: 0 violations.
 */
describe('the seed obeys the rules the API enforces', () => {
  it('db.json: 0 violations of any rule', () => {
    const db = JSON.parse(fs.readFileSync(path.join(ROOT, 'db.json'), 'utf8')) as Db;
    expect(violationCounts(seedRuleViolations(db, NOW))).toEqual({});
  });

  it('a 10 000-user seed: 0 violations of any rule', { timeout: 120_000 }, () => {
    const found = seedRuleViolations(generated(10_000), NOW);
    expect(violationCounts(found)).toEqual({});
  });
});
