import type { SessionView } from '../../src/domain/apiViews';
import type { Store } from '../store/store';
import type { SessionRecord } from './authRecords';
import type { AuthSettings } from './settings';
import { newId, newToken, sha256 } from './secrets';

export type { SessionView };

export type SessionLookup = { session: SessionRecord } | { expired: true } | null;

const USER_AGENT_MAX = 300;

/** How stale a session's "last seen" may get before a request writes it: a minute, less for an idle timeout under half an hour. */
const LAST_SEEN_STEP_MS = 60_000;
/** The idle timeout is at least this many steps: a session in use never looks idle for want of a write. */
const STEPS_PER_IDLE_TIMEOUT = 30;

/**
 * Opaque bearer tokens: 32 random bytes given to the browser once, only their sha256 kept.
 * A session ends after 30 idle minutes or 12 hours, whichever comes first, or when revoked
 * (revocation deletes it, so it takes effect on the very next request, in every process).
 * Read from `auth_sessions` on every request, never kept in memory.
 */
export class Sessions {
  /** Sessions whose "last seen" is being written: a burst of requests of one session writes it once. */
  private readonly touching = new Map<string, Promise<void>>();
  private readonly lastSeenStepMs: number;

  constructor(
    private readonly store: Store,
    private readonly settings: AuthSettings,
    private readonly log: (msg: string) => void = (msg) => console.error(msg),
    private readonly now: () => number = Date.now,
  ) {
    this.lastSeenStepMs = Math.min(LAST_SEEN_STEP_MS, settings.sessionIdleMs / STEPS_PER_IDLE_TIMEOUT);
  }

  private get rows() {
    return this.store.signInTables.sessions;
  }

  /** Part of the caller's transaction when there is one. */
  create(adminId: number, ip: string, userAgent: string): Promise<{ token: string; session: SessionRecord }> {
    return this.store.write(async () => {
      const now = this.now();
      await this.rows.removeEnded(new Date(now).toISOString(), new Date(now - this.settings.sessionIdleMs).toISOString());
      const token = newToken();
      const session: SessionRecord = {
        id: newId(),
        tokenHash: sha256(token),
        adminId,
        createdAt: new Date(now).toISOString(),
        lastSeenAt: new Date(now).toISOString(),
        expiresAt: new Date(now + this.settings.sessionAbsoluteMs).toISOString(),
        ip,
        userAgent: userAgent.slice(0, USER_AGENT_MAX),
      };
      await this.rows.insert(session);
      return { token, session };
    });
  }

  /**
   * The stored session of a token, live or not (one indexed read, nothing written): a request
   * reads it while its address is checked, and `settle` decides once the address has passed.
   */
  lookup(token: string): Promise<SessionRecord | undefined> {
    return this.rows.byTokenHash(sha256(token));
  }

  /**
   * What a looked-up session admits; `{expired}` lets the 401 say why, and deletes it. A live
   * session's "last seen" is written only once it is a step old (a minute), after the answer is
   * on its way: a request of a signed-in admin stays a read.
   */
  async settle(session: SessionRecord | undefined): Promise<SessionLookup> {
    if (!session) return null;
    const now = this.now();
    if (!this.isLive(session, now)) {
      await this.rows.remove(session.id);
      return { expired: true };
    }
    if (Date.parse(session.lastSeenAt) + this.lastSeenStepMs <= now) this.touchLater(session.id, new Date(now).toISOString());
    return { session };
  }

  private touchLater(id: string, at: string): void {
    if (this.touching.has(id)) return;
    const touched = this.rows
      .touch(id, at)
      // Only a "last seen" time is lost: the next request of the session writes it again.
      .catch((e: unknown) => this.log(`Saving a session's last-seen time failed: ${(e as Error).message}`))
      .finally(() => this.touching.delete(id));
    this.touching.set(id, touched);
  }

  /** Waits for the "last seen" writes under way (before the store closes). */
  async flush(): Promise<void> {
    await Promise.all(this.touching.values());
  }

  async list(adminId: number, currentSessionId?: string): Promise<SessionView[]> {
    const now = this.now();
    return (await this.rows.ofAdmin(adminId))
      .filter((s) => this.isLive(s, now))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((s) => ({
        id: s.id,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        expiresAt: s.expiresAt,
        ip: s.ip,
        userAgent: s.userAgent,
        current: s.id === currentSessionId,
      }));
  }

  /** Ends one session at once (only if it is `adminId`'s, when given); how many ended (0 or 1). Part of the caller's transaction when there is one. */
  end(sessionId: string, adminId?: number): Promise<number> {
    return this.rows.remove(sessionId, adminId);
  }

  /** Ends every session of an admin but `exceptSessionId`; how many ended. Part of the caller's transaction when there is one. */
  revokeAllOf(adminId: number, exceptSessionId?: string): Promise<number> {
    return this.rows.removeOfAdmin(adminId, exceptSessionId);
  }

  private isLive(s: SessionRecord, now: number): boolean {
    return Date.parse(s.expiresAt) > now && Date.parse(s.lastSeenAt) + this.settings.sessionIdleMs > now;
  }
}
