import { sql } from 'kysely';
import { builder } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

/**
 * The sign-in limits' failures in `auth_failures` (server/auth/rateLimit.ts's FailureRecords):
 * a restart keeps the counts, and every process of one database counts the same failures.
 */
export class TableFailures {
  constructor(private readonly db: StoreConnections) {}

  async recent(log: string, key: string, sinceMs: number): Promise<{ id: number; at: number }[]> {
    const query = builder
      .selectFrom('auth_failures')
      .select(['id', 'atMs as at'])
      .where('log', '=', log)
      .where('key', '=', key)
      .where('atMs', '>', sinceMs)
      .orderBy('atMs')
      .orderBy('id');
    return this.db.runner().all<{ id: number; at: number }>(query);
  }

  async add(log: string, key: string, at: number): Promise<number> {
    const row = await this.db.write((run) =>
      run.get<{ id: number }>(builder.insertInto('auth_failures').values({ log, key, atMs: at }).returning('id')),
    );
    return row!.id;
  }

  async trim(log: string, key: string, keep: number): Promise<void> {
    const newest = builder
      .selectFrom('auth_failures')
      .select('id')
      .where('log', '=', log)
      .where('key', '=', key)
      .orderBy('atMs', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.max(1, keep));
    await this.db.write((run) =>
      run.run(builder.deleteFrom('auth_failures').where('log', '=', log).where('key', '=', key).where('id', 'not in', newest)),
    );
  }

  async remove(id: number): Promise<void> {
    await this.db.write((run) => run.run(builder.deleteFrom('auth_failures').where('id', '=', id)));
  }

  async clear(log: string, key: string): Promise<void> {
    await this.db.write((run) => run.run(builder.deleteFrom('auth_failures').where('log', '=', log).where('key', '=', key)));
  }

  async prune(log: string, sinceMs: number): Promise<void> {
    await this.db.write((run) => run.run(builder.deleteFrom('auth_failures').where('log', '=', log).where(sql.ref('atMs'), '<=', sinceMs)));
  }

  /** One commit for the writes of `fn`, or part of the transaction already running. */
  atomically<T>(fn: () => Promise<T>): Promise<T> {
    return this.db.write(() => fn());
  }
}
