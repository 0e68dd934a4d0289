import type { SessionRecord } from '../auth/authRecords';
import { builder } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

const SESSION_COLUMNS = ['id', 'tokenHash', 'adminId', 'createdAt', 'lastSeenAt', 'expiresAt', 'ip', 'userAgent'] as const;

/**
 * `auth_sessions`, read per request (server/auth/sessions.ts): a bearer token is one lookup of its
 * hash (a unique index), so every process of the database sees a session as soon as it is
 * created and stops honouring it as soon as it is deleted. Timestamps are ISO-8601 text, which
 * compares as the times do.
 */
export class SessionRows {
  constructor(private readonly db: StoreConnections) {}

  async byTokenHash(tokenHash: string): Promise<SessionRecord | undefined> {
    return this.db
      .runner()
      .get<SessionRecord>(builder.selectFrom('auth_sessions').select(SESSION_COLUMNS).where('tokenHash', '=', tokenHash));
  }

  async ofAdmin(adminId: number): Promise<SessionRecord[]> {
    return this.db.runner().all<SessionRecord>(builder.selectFrom('auth_sessions').select(SESSION_COLUMNS).where('adminId', '=', adminId));
  }

  async insert(session: SessionRecord): Promise<void> {
    await this.db.write((run) => run.run(builder.insertInto('auth_sessions').values({ ...session })));
  }

  /** Moves "last seen" forward to `at` (never back: a slower request of the same session may come second). */
  async touch(id: string, at: string): Promise<void> {
    await this.db.write((run) =>
      run.run(builder.updateTable('auth_sessions').set({ lastSeenAt: at }).where('id', '=', id).where('lastSeenAt', '<', at)),
    );
  }

  /** Deletes one session, only if it is `adminId`'s when given; how many went (0 or 1). */
  async remove(id: string, adminId?: number): Promise<number> {
    return this.db.write((run) => {
      let query = builder.deleteFrom('auth_sessions').where('id', '=', id);
      if (adminId !== undefined) query = query.where('adminId', '=', adminId);
      return run.run(query);
    });
  }

  /** Deletes every session of an admin but `exceptId`; how many went. */
  async removeOfAdmin(adminId: number, exceptId?: string): Promise<number> {
    return this.db.write((run) => {
      let query = builder.deleteFrom('auth_sessions').where('adminId', '=', adminId);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return run.run(query);
    });
  }

  /** Deletes the sessions past their end (`expiresAt` by `now`) or idle since `idleSince`. */
  async removeEnded(now: string, idleSince: string): Promise<void> {
    await this.db.write((run) =>
      run.run(builder.deleteFrom('auth_sessions').where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleSince)]))),
    );
  }
}
