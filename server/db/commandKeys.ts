import { builder, type SqlConnection } from './sqlRunner';

/** The answer kept under a command's Idempotency-Key (`command_keys`, migrations/0003_command_keys.ts). */
export interface KeptAnswer {
  adminId: number;
  key: string;
  /** The request's route and body, hashed: tells a repeat from another request under the key. */
  fingerprint: string;
  status: number;
  /** The answer's body as JSON text. */
  answer: string;
  createdAt: string;
  expiresAt: string;
}

/** How many keys, and how many characters of keys and answers, the table holds at most. */
export interface CommandKeyCaps {
  maxEntries: number;
  maxEntriesPerAdmin: number;
  maxChars: number;
}

/**
 * Expired keys of anyone forgotten with each key kept, besides the administrator's own: a
 * claim adds one row and takes up to this many lapsed ones away, so they cannot pile up, and no
 * timer has to run in every process to sweep them.
 */
export const EXPIRED_SWEPT_PER_KEEP = 100;

/** Rows read at a time while forgetting the oldest keys over the caps. */
const OLDEST_BATCH = 64;

const COLUMNS = ['adminId', 'key', 'fingerprint', 'status', 'answer', 'createdAt', 'expiresAt'] as const;

/**
 * The commands' keys in their table. Reached through a transaction's `tx.commandKeys`: the
 * lookup and the keeping of an answer run in the transaction of the command they answer for.
 */
export class CommandKeyTable {
  /** `run`: the running transaction's connection (it refuses once the transaction has ended). */
  constructor(private readonly run: () => SqlConnection) {}

  /** The answer kept under the administrator's key, unless it has expired by `now`. */
  async find(adminId: number, key: string, now: string): Promise<KeptAnswer | undefined> {
    return this.run().get<KeptAnswer>(
      builder.selectFrom('command_keys').select(COLUMNS).where('adminId', '=', adminId).where('key', '=', key).where('expiresAt', '>', now),
    );
  }

  /**
   * Keeps `kept` (the caller found no live answer under its key in this transaction): the
   * administrator's expired keys go first (a lapsed row under this very key among them), then
   * a few expired ones of anyone's, and once over a cap the oldest answers.
   */
  async keep(kept: KeptAnswer, caps: CommandKeyCaps): Promise<void> {
    const run = this.run();
    const now = kept.createdAt;
    const own = builder
      .selectFrom('command_keys')
      .select(['adminId', 'key'])
      .where('adminId', '=', kept.adminId)
      .where('expiresAt', '<=', now);
    const anyones = builder
      .selectFrom((db) =>
        db
          .selectFrom('command_keys')
          .select(['adminId', 'key'])
          .where('expiresAt', '<=', now)
          .orderBy('expiresAt')
          .limit(EXPIRED_SWEPT_PER_KEEP)
          .as('lapsed'),
      )
      .select(['lapsed.adminId', 'lapsed.key']);
    // One statement (a round trip on PostgreSQL), each part read by its index: the keys by their own primary key.
    await run.run(builder.deleteFrom('command_keys').where((eb) => eb(eb.refTuple('adminId', 'key'), 'in', own.unionAll(anyones))));
    await run.run(builder.insertInto('command_keys').values({ ...kept, chars: kept.key.length + kept.answer.length }));
    await forgetOverCaps(run, kept.adminId, caps);
  }
}

/**
 * The oldest keys go first: this administrator's own while they hold more than their share (so
 * one admin's volume cannot push out the others' keys), then anyone's while the table is over
 * its size. Oldest is soonest to expire: every key lives as long.
 */
async function forgetOverCaps(run: SqlConnection, adminId: number, caps: CommandKeyCaps): Promise<void> {
  const totals = (): Promise<{ mine: number; entries: number; chars: number } | undefined> =>
    run.get(
      builder
        .selectFrom('command_keys')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('adminId', '=', adminId).then(1).else(0).end()).as('mine'),
          eb.fn.countAll<number>().as('entries'),
          eb.fn.coalesce(eb.fn.sum<number>('chars'), eb.lit(0)).as('chars'),
        ]),
    );
  // One read, a round trip on PostgreSQL, for both caps; a second only once an admin's share was cut.
  let counted = (await totals()) ?? { mine: 0, entries: 0, chars: 0 };
  const mine = Number(counted.mine ?? 0);
  if (mine > caps.maxEntriesPerAdmin) {
    const oldest = builder
      .selectFrom('command_keys')
      .select('key')
      .where('adminId', '=', adminId)
      .orderBy('expiresAt')
      .orderBy('key')
      .limit(mine - caps.maxEntriesPerAdmin);
    await run.run(builder.deleteFrom('command_keys').where('adminId', '=', adminId).where('key', 'in', oldest));
    counted = (await totals()) ?? counted;
  }
  let entries = Number(counted.entries);
  let chars = Number(counted.chars);
  const over = () => entries > caps.maxEntries || chars > caps.maxChars;
  while (over()) {
    const batch = await run.all<{ adminId: number; key: string; chars: number }>(
      builder
        .selectFrom('command_keys')
        .select(['adminId', 'key', 'chars'])
        .orderBy('expiresAt')
        .orderBy('adminId')
        .orderBy('key')
        .limit(OLDEST_BATCH),
    );
    if (!batch.length) return;
    for (const row of batch) {
      if (!over()) break;
      await run.run(builder.deleteFrom('command_keys').where('adminId', '=', row.adminId).where('key', '=', row.key));
      entries -= 1;
      chars -= row.chars;
    }
  }
}
