import type { SessionView } from '../../src/domain/apiViews';
import type { AuthState, SessionRecord } from './authState';
import type { AuthSettings } from './settings';
import { newId, newToken, sha256 } from './secrets';


export type { SessionView };

export type SessionLookup = { session: SessionRecord } | { expired: true } | null;

const USER_AGENT_MAX = 300;

/**
 * Opaque bearer tokens: 32 random bytes given to the browser once, only their sha256 kept.
 * A session ends after 30 idle minutes or 12 hours, whichever comes first, or when revoked
 * (revocation deletes it, so it takes effect on the very next request).
 */
export class Sessions {
  constructor(
    private readonly state: AuthState,
    private readonly settings: AuthSettings,
    private readonly now: () => number = Date.now,
  ) {}

  create(adminId: number, ip: string, userAgent: string): Promise<{ token: string; session: SessionRecord }> {
    return this.state.change(async () => {
      this.prune();
      const token = newToken();
      const now = this.now();
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
      this.state.data.sessions.push(session);
      await this.state.save();
      return { token, session };
    });
  }

  /** The live session of a token, and marks it used; `{expired}` lets the 401 say why. */
  async resolve(token: string): Promise<SessionLookup> {
    const hash = sha256(token);
    const session = this.state.data.sessions.find((s) => s.tokenHash === hash);
    if (!session) return null;
    const now = this.now();
    if (!this.isLive(session, now)) {
      await this.revoke((s) => s.id === session.id);
      return { expired: true };
    }
    session.lastSeenAt = new Date(now).toISOString();
    this.state.saveLater();
    return { session };
  }

  list(adminId: number, currentSessionId?: string): SessionView[] {
    const now = this.now();
    return this.state.data.sessions
      .filter((s) => s.adminId === adminId && this.isLive(s, now))
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

  /** Ends the matching sessions at once; returns how many ended. */
  revoke(match: (s: SessionRecord) => boolean): Promise<number> {
    return this.state.change(async () => {
      const before = this.state.data.sessions.length;
      this.state.data.sessions = this.state.data.sessions.filter((s) => !match(s));
      const ended = before - this.state.data.sessions.length;
      if (ended) await this.state.save();
      return ended;
    });
  }

  revokeAllOf(adminId: number, exceptSessionId?: string): Promise<number> {
    return this.revoke((s) => s.adminId === adminId && s.id !== exceptSessionId);
  }

  private isLive(s: SessionRecord, now: number): boolean {
    return Date.parse(s.expiresAt) > now && Date.parse(s.lastSeenAt) + this.settings.sessionIdleMs > now;
  }

  private prune(): void {
    const now = this.now();
    const live = this.state.data.sessions.filter((s) => this.isLive(s, now));
    if (live.length !== this.state.data.sessions.length) this.state.data.sessions = live;
  }
}
