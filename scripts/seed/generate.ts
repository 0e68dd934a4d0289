import { seedAdmins } from './admins';
import { createContext } from './context';
import { COUNTRY_SEEDS } from './data/countries';
import { CATEGORY_SEEDS } from './data/categories';
import type { RecordSink } from './db';
import { SeedDb } from './db';
import { seedListImports } from './listImports';
import { seedLists, seedRestrictedWords } from './lookups';
import type { SeedOptions } from './options';
import { seedOrders } from './orders';
import { seedPlatformQuickads } from './quickads';
import { Random } from './random';
import { seedUsers } from './users';
import { UserIndex } from './users/plan';
import { writeReferrals } from './users/referrals';

/**
 * The whole seed, written record by record into `sink`: lists and admins, then users with
 * everything about them, the platform's quick ads, then orders (which honour the orders that
 * reports and custom rates claimed, and the rates in force), the referrals (whose earnings come
 * from their referred users' orders), then list imports. Changing the order or adding a draw
 * changes every record after it, since all draws share one random stream.
 */
export function generateSeed(options: SeedOptions, sink: RecordSink): void {
  const rng = new Random();
  const db = new SeedDb(sink);
  const lists = seedLists(db);
  const admins = seedAdmins(db, rng);
  const restrictedWords = seedRestrictedWords(db, rng, admins);
  const ctx = createContext({
    rng,
    db,
    options,
    categories: new Map(CATEGORY_SEEDS),
    restrictedWords,
    admins,
    users: new UserIndex(rng, options.users, COUNTRY_SEEDS),
  });
  seedUsers(ctx);
  seedPlatformQuickads(ctx);
  seedOrders(ctx);
  writeReferrals(ctx);
  seedListImports(ctx, lists);
}
