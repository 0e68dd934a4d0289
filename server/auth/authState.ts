/**
 * Everything secret about sign-in: password hashes, hashed session tokens, hashed one-time
 * codes, blocked addresses. Kept in the database's own auth tables (`auth_credentials`,
 * `auth_sessions`, `auth_codes`, `auth_blocked_addresses`), never in a collection, so no REST
 * route can read it; the API never serialises any of it.
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
   * Counts the saves (`auth_saves`). A save writes only the rows that changed; with this, every
   * save writes something, so a decoy's save costs what a real code's does and the time of an
   * answer tells neither apart.
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
  /** The state as the database's auth tables hold it, committed (server/db/authTables.ts). */
  readAuthState(): Partial<AuthStateData>;
  /** Part of the running transaction when there is one, else a transaction of its own. */
  writeAuthState(data: AuthStateData): Promise<void>;
  /** `fn` inside the caller's transaction when there is one, else in a transaction of its own. */
  write<T>(fn: () => Promise<T>): Promise<T>;
  /** Whether the current async context runs inside a transaction. */
  readonly inTransaction: boolean;
  onTransactionEnd(listener: (committed: boolean) => void): void;
}

export class AuthState {
  readonly data: AuthStateData;
  private lazyTimer: NodeJS.Timeout | null = null;
  /** Saved inside the running transaction: if it rolls back, the saved change is undone in memory too. */
  private savedInTransaction = false;

  constructor(
    private readonly storage: AuthStateStorage,
    private readonly log: (msg: string) => void = (msg) => console.error(msg),
  ) {
    this.data = empty();
    this.reload();
    // Transactions run one at a time, so the one that ends is the one that saved.
    storage.onTransactionEnd((committed) => {
      if (!committed && this.savedInTransaction) this.reload();
      this.savedInTransaction = false;
    });
  }

  private reload(): void {
    const stored = this.storage.readAuthState();
    Object.assign(this.data, {
      version: 1,
      generation: stored.generation ?? 0,
      credentials: stored.credentials ?? {},
      sessions: stored.sessions ?? [],
      challenges: stored.challenges ?? [],
      blockedIps: stored.blockedIps ?? [],
    });
  }

  /**
   * Runs `fn`, which changes the state and saves it, inside the caller's transaction or one of
   * its own. Every change goes through here: made while no other transaction runs, a change and
   * its save are never split by another transaction's rollback (which reloads the state from the
   * tables and would drop a change not saved yet), and a check `fn` makes on the state holds
   * for the change it makes. `fn` must not throw after saving: that would roll the save back
   * (return the refusal and throw it after).
   */
  change<T>(fn: () => T | Promise<T>): Promise<T> {
    return this.storage.write(async () => fn());
  }

  /** Writes now, durably (as part of the running transaction, if any): for every change that matters to security. */
  async save(): Promise<void> {
    if (this.lazyTimer) {
      clearTimeout(this.lazyTimer);
      this.lazyTimer = null;
    }
    this.data.generation += 1;
    if (this.storage.inTransaction) this.savedInTransaction = true;
    await this.storage.writeAuthState(this.data);
  }

  /** Writes soon: for "last seen" times, which would otherwise cost a disk write per request. */
  saveLater(): void {
    if (this.lazyTimer) return;
    this.lazyTimer = setTimeout(() => {
      this.lazyTimer = null;
      // Only "last seen" times wait for this save: a failure loses them, nothing else.
      this.save().catch((e: unknown) => this.log(`Saving the sessions' last-seen times failed: ${(e as Error).message}`));
    }, LAZY_SAVE_MS);
    this.lazyTimer.unref();
  }

  async flush(): Promise<void> {
    if (this.lazyTimer) await this.save();
  }
}
