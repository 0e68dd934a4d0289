import { HttpError } from '../http/errors';
import type { AuthState, ChallengePurpose, ChallengeRecord } from './authState';
import type { AuthSettings } from './settings';
import { newCode, newId, sameHash, sha256 } from './secrets';

/** What a caller gets back when a code was (or, for a decoy, seemed to be) sent. */
export interface IssuedChallenge {
  challenge: ChallengeRecord;
  code: string;
}

export interface ChallengeTicket {
  challengeId: string;
  /** Seconds before a new code may be requested. */
  resendAfter: number;
}

const MAX_DECOYS = 10_000;

function codeHash(challengeId: string, code: string): string {
  return sha256(`${challengeId}:${code}`);
}

/** The one refusal for an unknown, used or expired challenge: none of them says more. */
function expired(): HttpError {
  return new HttpError(400, 'This code has expired or was already used. Request a new one.', 'app.auth.otp_expired');
}

/**
 * One-time codes: six digits, single use, valid for ten minutes, at most five wrong tries
 * per challenge (after which even the right code is refused), a new code at most every 58 s.
 * Only the code's hash is kept.
 */
export class Challenges {
  /**
   * Answers forgot-password for unknown accounts: they get a challenge id that behaves like
   * a real one (resend timing, wrong-code answers) but no code is ever sent. Memory only.
   */
  private decoys = new Map<string, { key: string; purpose: ChallengePurpose; sentAt: number; expiresAt: number; wrongTries: number }>();

  constructor(
    private readonly state: AuthState,
    private readonly settings: AuthSettings,
    private readonly now: () => number = Date.now,
  ) {}

  issue(args: { adminId: number; purpose: ChallengePurpose; to: string; ttlMs?: number; data?: ChallengeRecord['data'] }): IssuedChallenge {
    this.prune();
    // One live challenge per admin and purpose: asking again replaces the previous code.
    this.state.data.challenges = this.state.data.challenges.filter((c) => !(c.adminId === args.adminId && c.purpose === args.purpose));
    const now = this.now();
    const id = newId();
    const code = newCode(this.settings.otpLength);
    const challenge: ChallengeRecord = {
      id,
      adminId: args.adminId,
      purpose: args.purpose,
      to: args.to,
      codeHash: codeHash(id, code),
      createdAt: new Date(now).toISOString(),
      sentAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (args.ttlMs ?? this.settings.otpTtlMs)).toISOString(),
      wrongTries: 0,
      ...(args.data ? { data: args.data } : {}),
    };
    this.state.data.challenges.push(challenge);
    this.state.save();
    return { challenge, code };
  }

  /**
   * The answer for an identifier with no account behind it, shaped like a real one in every way a
   * caller can see: asked again within the resend wait, the same id comes back with the wait
   * counting down (a real account re-uses its live code); later, a new id, as a real new code.
   */
  issueDecoy(key: string, purpose: ChallengePurpose): ChallengeTicket {
    this.prune();
    const now = this.now();
    for (const [id, d] of this.decoys) {
      if (d.key !== key || d.purpose !== purpose) continue;
      const wait = d.sentAt + this.settings.otpResendMs - now;
      if (wait > 0) return { challengeId: id, resendAfter: Math.ceil(wait / 1000) };
      this.decoys.delete(id);
    }
    // Bounded, so a flood of forgot-password requests cannot grow memory without limit.
    if (this.decoys.size >= MAX_DECOYS) this.decoys.delete(this.decoys.keys().next().value!);
    const id = newId();
    this.decoys.set(id, { key, purpose, sentAt: now, expiresAt: now + this.settings.otpTtlMs, wrongTries: 0 });
    return { challengeId: id, resendAfter: this.resendSeconds() };
  }

  /** A decoy counts only where a real challenge of its purpose would: elsewhere it is unknown, as the real one. */
  private decoyFor(id: unknown, purposes: readonly ChallengePurpose[]) {
    const decoy = typeof id === 'string' ? this.decoys.get(id) : undefined;
    return decoy && purposes.includes(decoy.purpose) ? decoy : undefined;
  }

  ticket(challenge: ChallengeRecord): ChallengeTicket {
    const wait = Date.parse(challenge.sentAt) + this.settings.otpResendMs - this.now();
    return { challengeId: challenge.id, resendAfter: Math.max(0, Math.ceil(wait / 1000)) };
  }

  resendSeconds(): number {
    return Math.ceil(this.settings.otpResendMs / 1000);
  }

  find(id: unknown, purposes: readonly ChallengePurpose[]): ChallengeRecord | undefined {
    if (typeof id !== 'string') return undefined;
    const c = this.state.data.challenges.find((x) => x.id === id);
    return c && purposes.includes(c.purpose) && Date.parse(c.expiresAt) > this.now() ? c : undefined;
  }

  latest(adminId: number, purpose: ChallengePurpose): ChallengeRecord | undefined {
    return this.state.data.challenges.find((c) => c.adminId === adminId && c.purpose === purpose && Date.parse(c.expiresAt) > this.now());
  }

  isDecoy(id: unknown, purposes: readonly ChallengePurpose[]): boolean {
    return this.decoyFor(id, purposes) !== undefined;
  }

  /**
   * Checks a code. A wrong code uses up one of the tries; the right one does not consume
   * the challenge (see `take`), so a screen can check a code before asking for more.
   */
  check(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): ChallengeRecord {
    const decoy = this.decoyFor(id, purposes);
    if (decoy) {
      if (decoy.expiresAt <= this.now()) throw expired();
      decoy.wrongTries += 1;
      throw this.wrong(decoy.wrongTries - 1);
    }
    const challenge = this.find(id, purposes);
    if (!challenge) throw expired();
    if (challenge.wrongTries >= this.settings.otpMaxWrongTries) throw this.locked();
    const given = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
    if (/^\d+$/.test(given) && sameHash(codeHash(challenge.id, given), challenge.codeHash)) return challenge;
    const before = challenge.wrongTries;
    challenge.wrongTries += 1;
    this.state.save();
    throw this.wrong(before);
  }

  /**
   * Checks a code and uses the challenge up, in one synchronous step: the only way a code is
   * accepted for what it confirms. A route that checked, awaited (a password hash in the worker)
   * and consumed after let every parallel request with the same code pass the check.
   */
  take(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): ChallengeRecord {
    const challenge = this.check(id, code, purposes);
    this.state.data.challenges = this.state.data.challenges.filter((c) => c.id !== challenge.id);
    this.state.save();
    return challenge;
  }

  /** A new code for the same challenge; refused (429) until 58 s after the previous one. */
  resend(id: unknown, purposes: readonly ChallengePurpose[]): IssuedChallenge | ChallengeTicket {
    const now = this.now();
    const decoy = this.decoyFor(id, purposes);
    const current = decoy ? undefined : this.find(id, purposes);
    if (!decoy && !current) throw expired();
    if ((decoy?.wrongTries ?? current!.wrongTries) >= this.settings.otpMaxWrongTries) throw this.locked();
    const sentAt = decoy ? decoy.sentAt : Date.parse(current!.sentAt);
    const waitMs = sentAt + this.settings.otpResendMs - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new HttpError(429, `You can request a new code in ${seconds} seconds.`, 'app.auth.otp_resend_wait', { retryAfter: seconds });
    }
    if (decoy) {
      Object.assign(decoy, { sentAt: now, expiresAt: now + this.settings.otpTtlMs });
      return { challengeId: id as string, resendAfter: this.resendSeconds() };
    }
    const challenge = current!;
    const code = newCode(this.settings.otpLength);
    // The wrong tries stay: a new code must not buy five more guesses.
    challenge.codeHash = codeHash(challenge.id, code);
    challenge.sentAt = new Date(now).toISOString();
    if (challenge.purpose !== 'invite') challenge.expiresAt = new Date(now + this.settings.otpTtlMs).toISOString();
    this.state.save();
    return { challenge, code };
  }

  /** Drops every challenge of an admin (access revoked, invite voided). */
  dropAll(adminId: number, purposes?: readonly ChallengePurpose[]): void {
    const before = this.state.data.challenges.length;
    this.state.data.challenges = this.state.data.challenges.filter((c) => !(c.adminId === adminId && (!purposes || purposes.includes(c.purpose))));
    if (this.state.data.challenges.length !== before) this.state.save();
  }

  private wrong(triesBefore: number): HttpError {
    const left = this.settings.otpMaxWrongTries - triesBefore - 1;
    if (left <= 0) return this.locked();
    return new HttpError(400, `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'app.auth.otp_invalid', { attemptsLeft: left });
  }

  private locked(): HttpError {
    return new HttpError(400, 'Too many wrong codes. Start again to get a new code.', 'app.auth.otp_locked', { attemptsLeft: 0 });
  }

  private prune(): void {
    const now = this.now();
    for (const [id, d] of this.decoys) if (d.expiresAt <= now) this.decoys.delete(id);
    const live = this.state.data.challenges.filter((c) => Date.parse(c.expiresAt) > now);
    if (live.length !== this.state.data.challenges.length) this.state.data.challenges = live;
  }
}
