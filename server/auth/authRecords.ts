/**
 * Everything secret about sign-in: password hashes, hashed session tokens, hashed one-time
 * codes, blocked addresses. Kept in the database's own auth tables (`auth_credentials`,
 * `auth_sessions`, `auth_codes`, `auth_blocked_addresses`), never in a collection, so no REST
 * route can read it; the API never serialises any of it. Read from the tables on every request
 * (server/db/auth*.ts), never copied into a process's memory: every API process of one database
 * sees the same sessions, codes and blocks.
 */
export interface SessionRecord {
  /** Public id (shown in the session list); not the token. */
  id: string;
  /** sha256 of the bearer token, base64url. */
  tokenHash: string;
  adminId: number;
  createdAt: string;
  /** When the session was last used, to within a minute (sessions.ts): not written on every request. */
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

/**
 * A code as its table holds it: a real one, or a decoy (answered for an address that is no
 * administrator's; its code is never sent, and it is never accepted). A decoy has no address
 * and, for forgot-password, no admin. Only the server reads `decoy`: no answer carries it.
 */
export type StoredCode =
  (ChallengeRecord & { decoy: false }) | (Omit<ChallengeRecord, 'adminId' | 'data'> & { decoy: true; adminId: number | null });

export interface BlockedIp {
  ip: string;
  blockedAt: string;
  byAdminId: number | null;
}
