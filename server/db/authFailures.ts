import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import { builder, type SqlRunner } from './sqlRunner';

/**
 * The sign-in limits' failures in `auth_failures` (server/auth/rateLimit.ts's FailureRecords):
 * a restart keeps the counts, and every process of one database counts the same failures.
 */
export class TableFailures {
  constructor(
    private readonly db: Database.Database,
    private readonly run: SqlRunner,
  ) {}

  recent(log: string, key: string, sinceMs: number): { id: number; at: number }[] {
    const query = builder.selectFrom('auth_failures').select(['id', 'atMs as at']).where('log', '=', log).where('key', '=', key).where('atMs', '>', sinceMs).orderBy('atMs').orderBy('id');
    return this.run.all<{ id: number; at: number }>(query);
  }

  add(log: string, key: string, at: number): number {
    return Number(this.run.run(builder.insertInto('auth_failures').values({ log, key, atMs: at })).lastInsertRowid);
  }

  trim(log: string, key: string, keep: number): void {
    const newest = builder.selectFrom('auth_failures').select('id').where('log', '=', log).where('key', '=', key).orderBy('atMs', 'desc').orderBy('id', 'desc').limit(Math.max(1, keep));
    this.run.run(builder.deleteFrom('auth_failures').where('log', '=', log).where('key', '=', key).where('id', 'not in', newest));
  }

  remove(id: number): void {
    this.run.run(builder.deleteFrom('auth_failures').where('id', '=', id));
  }

  clear(log: string, key: string): void {
    this.run.run(builder.deleteFrom('auth_failures').where('log', '=', log).where('key', '=', key));
  }

  prune(log: string, sinceMs: number): void {
    this.run.run(builder.deleteFrom('auth_failures').where('log', '=', log).where(sql.ref('atMs'), '<=', sinceMs));
  }

  /** One commit for the writes of `fn`, or part of the transaction already running. */
  atomically<T>(fn: () => T): T {
    return this.db.inTransaction ? fn() : this.db.transaction(fn)();
  }
}
