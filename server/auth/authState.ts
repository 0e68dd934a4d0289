/**
 * Everything secret about sign-in: password hashes, hashed session tokens, hashed one-time
 * codes, blocked addresses. Kept in the database's own `auth_state` table, never in a
 * collection, so no REST route can read it; the API never serialises any of it.
 */
export interface Credential {
  passwordHash: string;
  updatedAt: string;
}

export interface SessionRecord {
  /** Public id (shown in the session list); not the token. */
  id: string;
  /** sha256 of the bearer token, base64url. */
  tokenHash: string;
  adminId: number;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end of the session, whatever its activity. */
  expiresAt: string;
  ip: string;
  userAgent: string;
}

export const CHALLENGE_PURPOSES = ['sign_in', 'password_reset', 'change_password', 'change_email', 'invite'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

export interface ChallengeRecord {
  id: string;
  adminId: number;
  purpose: ChallengePurpose;
  /** Where the code was sent (the admin's email, or the new address for change_email). */
  to: string;
  /**
   * The identifier the code was asked for, as the limits key it (`identifierKey`): its wrong codes
   * count there, as a decoy's do, and a new code replaces the one of the same key and purpose.
   * Absent on codes issued before it existed: those count under the admin's email.
   */
  limitKey?: string;
  /** sha256 of `<id>:<code>`. */
  codeHash: string;
  createdAt: string;
  sentAt: string;
  expiresAt: string;
  wrongTries: number;
  /** What the code confirms: the new password's hash, the new email. */
  data?: { passwordHash?: string; newEmail?: string };
}

export interface BlockedIp {
  ip: string;
  blockedAt: string;
  byAdminId: number | null;
}

export interface AuthStateData {
  version: 1;
  /**
   * Counts the writes. SQLite leaves a row written with its own content untouched (no disk write);
   * with this, every save writes, so a decoy's save costs what a real code's does and the time of
   * an answer tells neither apart.
   */
  generation: number;
  credentials: Record<string, Credential>;
  sessions: SessionRecord[];
  challenges: ChallengeRecord[];
  blockedIps: BlockedIp[];
}

function empty(): AuthStateData {
  return { version: 1, generation: 0, credentials: {}, sessions: [], challenges: [], blockedIps: [] };
}

/** How long a burst of "session was used" updates may wait before reaching the disk. */
const LAZY_SAVE_MS = 5000;

/** Where the state is kept: the store's database (one transaction covers a record change and its auth effect). */
export interface AuthStateStorage {
  readAuthState(): string | undefined;
  writeAuthState(doc: string): void;
  readonly inTransaction: boolean;
  onTransactionEnd(listener: (committed: boolean) => void): void;
}

export class AuthState {
  readonly data: AuthStateData;
  private lazyTimer: NodeJS.Timeout | null = null;
  /** Saved inside the running transaction: if it rolls back, the saved change is undone in memory too. */
  private savedInTransaction = false;

  constructor(private readonly storage: AuthStateStorage) {
    this.data = empty();
    this.reload();
    storage.onTransactionEnd((committed) => {
      if (!committed && this.savedInTransaction) this.reload();
      this.savedInTransaction = false;
    });
  }

  private reload(): void {
    const doc = this.storage.readAuthState();
    let parsed: Partial<AuthStateData> = {};
    if (doc !== undefined) {
      try {
        parsed = JSON.parse(doc) as Partial<AuthStateData>;
      } catch (e) {
        // Starting with an empty state would silently reset every password: refuse instead.
        throw new Error(`Refusing to start: the auth state in the database is not valid JSON (${(e as Error).message}).`);
      }
    }
    Object.assign(this.data, {
      version: 1,
      generation: parsed.generation ?? 0,
      credentials: parsed.credentials ?? {},
      sessions: parsed.sessions ?? [],
      challenges: parsed.challenges ?? [],
      blockedIps: parsed.blockedIps ?? [],
    });
  }

  /** Writes now, durably (as part of the running transaction, if any): for every change that matters to security. */
  save(): void {
    if (this.lazyTimer) {
      clearTimeout(this.lazyTimer);
      this.lazyTimer = null;
    }
    this.data.generation += 1;
    this.storage.writeAuthState(JSON.stringify(this.data));
    if (this.storage.inTransaction) this.savedInTransaction = true;
  }

  /** Writes soon: for "last seen" times, which would otherwise cost a disk write per request. */
  saveLater(): void {
    if (this.lazyTimer) return;
    this.lazyTimer = setTimeout(() => {
      this.lazyTimer = null;
      this.save();
    }, LAZY_SAVE_MS);
    this.lazyTimer.unref();
  }

  flush(): void {
    if (this.lazyTimer) this.save();
  }
}
