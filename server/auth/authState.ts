import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../store/atomicFile';

/**
 * Everything secret about sign-in lives here, in `<dataDir>/auth.json`, never in the
 * json-server database: password hashes, hashed session tokens, hashed one-time codes,
 * blocked addresses. The API never serialises any of it.
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
  credentials: Record<string, Credential>;
  sessions: SessionRecord[];
  challenges: ChallengeRecord[];
  blockedIps: BlockedIp[];
}

function empty(): AuthStateData {
  return { version: 1, credentials: {}, sessions: [], challenges: [], blockedIps: [] };
}

/** How long a burst of "session was used" updates may wait before reaching the disk. */
const LAZY_SAVE_MS = 5000;

export class AuthState {
  readonly data: AuthStateData;
  private lazyTimer: NodeJS.Timeout | null = null;

  private constructor(
    readonly file: string,
    data: AuthStateData,
  ) {
    this.data = data;
  }

  static open(dataDir: string): AuthState {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'auth.json');
    if (!fs.existsSync(file)) return new AuthState(file, empty());
    const text = fs.readFileSync(file, 'utf8');
    let parsed: Partial<AuthStateData>;
    try {
      parsed = JSON.parse(text) as Partial<AuthStateData>;
    } catch (e) {
      // Starting with an empty state would silently reset every password: refuse instead.
      throw new Error(`Refusing to start: ${file} is not valid JSON (${(e as Error).message}).`);
    }
    return new AuthState(file, {
      version: 1,
      credentials: parsed.credentials ?? {},
      sessions: parsed.sessions ?? [],
      challenges: parsed.challenges ?? [],
      blockedIps: parsed.blockedIps ?? [],
    });
  }

  /** Writes now (atomically, fsynced): for every change that matters to security. */
  save(): void {
    if (this.lazyTimer) {
      clearTimeout(this.lazyTimer);
      this.lazyTimer = null;
    }
    writeFileAtomicSync(this.file, JSON.stringify(this.data, null, 1));
    try {
      fs.chmodSync(this.file, 0o600);
    } catch {
      // Not every file system supports modes; the file is still outside the served folders.
    }
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
