import { HttpError } from '../http/errors';
import type { Store } from '../store/store';
import type { ChallengePurpose, ChallengeRecord, StoredCode } from './authRecords';
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

/** The purposes a decoy may stand for: their real codes are mailed after the answer (core.deliverAfterAnswer), as a decoy mails none. */
export const DECOY_PURPOSES: readonly ChallengePurpose[] = ['password_reset', 'change_email'];

function codeHash(challengeId: string, code: string): string {
  return sha256(`${challengeId}:${code}`);
}

/** Whether `given` is the code behind `hash`; only digits are hashed, as a real code is. */
function codeMatches(challengeId: string, given: unknown, hash: string): boolean {
  const text = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
  return /^\d+$/.test(text) && sameHash(codeHash(challengeId, text), hash);
}

/** A code's check: the challenge it confirms, or the refusal to answer. */
type Verdict = { challenge: ChallengeRecord } | { refused: HttpError };

function accepted(verdict: Verdict): ChallengeRecord {
  if ('refused' in verdict) throw verdict.refused;
  return verdict.challenge;
}

/** The one refusal for an unknown, used or expired challenge: none of them says more. */
function expired(): HttpError {
  return new HttpError(400, 'This code has expired or was already used. Request a new one.', 'app.auth.otp_expired');
}

/** A real code's record, as the routes and the mailer take it (the decoy mark stays here). */
function challengeOf(code: StoredCode & { decoy: false }): ChallengeRecord {
  const { decoy: _decoy, ...challenge } = code;
  return challenge;
}

/**
 * One-time codes: six digits, single use, valid for ten minutes, at most five wrong tries
 * per challenge (after which even the right code is refused), a new code at most every 58 s.
 * Only the code's hash is kept, in `auth_codes`, read and written in the transaction of each
 * step: a code is used once, and its wrong tries counted once, across every process.
 *
 * Forgot-password for an unknown account, and change-email for a taken address, get a decoy: a
 * challenge that behaves like a real one in every way a caller can see (id, resend wait, wrong
 * codes, replacement by a newer one, and the work each step does: the same row, the same
 * statements), but whose code is never sent nor accepted.
 */
export class Challenges {
  constructor(
    private readonly store: Store,
    private readonly settings: AuthSettings,
    private readonly now: () => number = Date.now,
  ) {}

  private get rows() {
    return this.store.signInTables.codes;
  }

  /** Part of the caller's transaction when there is one. */
  issue(args: {
    adminId: number;
    purpose: ChallengePurpose;
    to: string;
    limitKey: string;
    ttlMs?: number;
    data?: ChallengeRecord['data'];
  }): Promise<IssuedChallenge> {
    return this.store.write(async () => {
      await this.clearSlot(args.limitKey, args.purpose, args.adminId);
      const now = this.now();
      const id = newId();
      const code = newCode(this.settings.otpLength);
      const challenge: ChallengeRecord = {
        id,
        adminId: args.adminId,
        purpose: args.purpose,
        to: args.to,
        limitKey: args.limitKey,
        codeHash: codeHash(id, code),
        createdAt: new Date(now).toISOString(),
        sentAt: new Date(now).toISOString(),
        expiresAt: new Date(now + (args.ttlMs ?? this.settings.otpTtlMs)).toISOString(),
        wrongTries: 0,
        ...(args.data ? { data: args.data } : {}),
      };
      await this.rows.insert({ ...challenge, decoy: false });
      return { challenge, code };
    });
  }

  /**
   * A decoy in place of `issue`, with the same work: a code drawn and hashed, the previous
   * challenge of the identifier and purpose replaced, a row written. Part of the caller's
   * transaction when there is one.
   */
  issueDecoy(args: { limitKey: string; purpose: ChallengePurpose; adminId?: number }): Promise<ChallengeTicket> {
    return this.store.write(async () => {
      await this.clearSlot(args.limitKey, args.purpose, args.adminId);
      const now = this.now();
      const id = newId();
      await this.rows.insert({
        id,
        adminId: args.adminId ?? null,
        purpose: args.purpose,
        to: '',
        limitKey: args.limitKey,
        codeHash: codeHash(id, newCode(this.settings.otpLength)),
        createdAt: new Date(now).toISOString(),
        sentAt: new Date(now).toISOString(),
        expiresAt: new Date(now + this.settings.otpTtlMs).toISOString(),
        wrongTries: 0,
        decoy: true,
      });
      return { challengeId: id, resendAfter: this.resendSeconds() };
    });
  }

  /** Drops the expired codes, and the codes of an identifier and purpose (a new one replaces them). */
  private async clearSlot(limitKey: string, purpose: ChallengePurpose, adminId: number | undefined): Promise<void> {
    await this.rows.removeExpired(new Date(this.now()).toISOString());
    await this.rows.removeSlot(limitKey, purpose, adminId);
  }

  /** The live code of an identifier and purpose, decoy or real, as its ticket (forgot-password re-uses it within the resend wait). */
  async liveTicket(limitKey: string, purpose: ChallengePurpose): Promise<ChallengeTicket | undefined> {
    const live = (await this.rows.ofSlot(limitKey, purpose)).find((c) => this.isLive(c, [purpose]));
    return live && this.ticket(live);
  }

  /** The live code (decoy or real) of one of `purposes`: elsewhere it is unknown, decoy or real. */
  private async live(id: unknown, purposes: readonly ChallengePurpose[]): Promise<StoredCode | undefined> {
    if (typeof id !== 'string') return undefined;
    const code = await this.rows.byId(id);
    return code && this.isLive(code, purposes) ? code : undefined;
  }

  private isLive(code: StoredCode, purposes: readonly ChallengePurpose[]): boolean {
    return purposes.includes(code.purpose) && Date.parse(code.expiresAt) > this.now();
  }

  /** The identifier a live code (decoy or real) counts its wrong tries under; undefined for an unknown one or a code without a key. */
  async limitKeyOf(id: unknown, purposes: readonly ChallengePurpose[]): Promise<string | undefined> {
    return (await this.live(id, purposes))?.limitKey;
  }

  /** Whether the live code (decoy or real) was issued to this admin: a confirm step takes only its own admin's. */
  async ownedBy(id: unknown, purposes: readonly ChallengePurpose[], adminId: number): Promise<boolean> {
    return (await this.live(id, purposes))?.adminId === adminId;
  }

  ticket(challenge: Pick<ChallengeRecord, 'id' | 'sentAt'>): ChallengeTicket {
    const wait = Date.parse(challenge.sentAt) + this.settings.otpResendMs - this.now();
    return { challengeId: challenge.id, resendAfter: Math.max(0, Math.ceil(wait / 1000)) };
  }

  resendSeconds(): number {
    return Math.ceil(this.settings.otpResendMs / 1000);
  }

  /** A live real code of one of `purposes` (a decoy is no code of anyone's). */
  async find(id: unknown, purposes: readonly ChallengePurpose[]): Promise<ChallengeRecord | undefined> {
    const code = await this.live(id, purposes);
    return code && !code.decoy ? challengeOf(code) : undefined;
  }

  /** An admin's newest live code of a purpose (an invite's, which the invitee names by email). */
  async latest(adminId: number, purpose: ChallengePurpose): Promise<ChallengeRecord | undefined> {
    const code = (await this.rows.ofAdmin(adminId, purpose)).find((c) => !c.decoy && this.isLive(c, [purpose]));
    return code && !code.decoy ? challengeOf(code) : undefined;
  }

  /**
   * Checks a code. A wrong code uses up one of the tries; the right one does not consume
   * the challenge (see `take`), so a screen can check a code before asking for more.
   */
  async check(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): Promise<ChallengeRecord> {
    return accepted(await this.store.write(() => this.verify(id, code, purposes)));
  }

  /**
   * Checks a code and uses the challenge up, in one transaction (no other, in any process, runs
   * meanwhile): the only way a code is accepted for what it confirms. A route that checked,
   * awaited (a password hash in the worker) and consumed after let every parallel request with
   * the same code pass the check; here the next one finds it gone.
   */
  async take(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): Promise<ChallengeRecord> {
    const verdict = await this.store.write(async () => {
      const checked = await this.verify(id, code, purposes);
      if ('refused' in checked) return checked;
      await this.rows.remove(checked.challenge.id);
      return checked;
    });
    return accepted(verdict);
  }

  /**
   * `check`'s work, inside a transaction: the code's row read there and its wrong try written
   * there. A refusal is returned, not thrown: thrown there, it would roll back the wrong try.
   */
  private async verify(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): Promise<Verdict> {
    const stored = await this.live(id, purposes);
    if (!stored) return { refused: expired() };
    if (stored.wrongTries >= this.settings.otpMaxWrongTries) return { refused: this.locked() };
    // A decoy's code is compared too, and never accepted: it was never sent.
    if (codeMatches(stored.id, code, stored.codeHash) && !stored.decoy) return { challenge: challengeOf(stored) };
    await this.rows.setWrongTries(stored.id, stored.wrongTries + 1);
    return { refused: this.wrong(stored.wrongTries) };
  }

  /** A new code for the same challenge; refused (429) until 58 s after the previous one. */
  resend(id: unknown, purposes: readonly ChallengePurpose[]): Promise<IssuedChallenge | ChallengeTicket> {
    return this.store.write(async () => {
      const now = this.now();
      const current = await this.live(id, purposes);
      // Refusals before anything is written: thrown, they roll back nothing of it.
      if (!current) throw expired();
      if (current.wrongTries >= this.settings.otpMaxWrongTries) throw this.locked();
      const waitMs = Date.parse(current.sentAt) + this.settings.otpResendMs - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new HttpError(429, `You can request a new code in ${seconds} seconds.`, 'app.auth.otp_resend_wait', { retryAfter: seconds });
      }
      // The same work for a decoy: a new code drawn, hashed and written. The wrong tries stay: a new code must not buy five more guesses.
      const code = newCode(this.settings.otpLength);
      const change = {
        codeHash: codeHash(current.id, code),
        sentAt: new Date(now).toISOString(),
        expiresAt: current.purpose === 'invite' ? current.expiresAt : new Date(now + this.settings.otpTtlMs).toISOString(),
      };
      await this.rows.replaceCode(current.id, change);
      if (current.decoy) return { challengeId: current.id, resendAfter: this.resendSeconds() };
      return { challenge: { ...challengeOf(current), ...change }, code };
    });
  }

  /** Drops every challenge of an admin (access revoked, invite voided). Part of the caller's transaction when there is one. */
  dropAll(adminId: number, purposes?: readonly ChallengePurpose[]): Promise<void> {
    return this.rows.removeOfAdmin(adminId, purposes);
  }

  private wrong(triesBefore: number): HttpError {
    const left = this.settings.otpMaxWrongTries - triesBefore - 1;
    if (left <= 0) return this.locked();
    return new HttpError(400, `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'app.auth.otp_invalid', {
      attemptsLeft: left,
    });
  }

  private locked(): HttpError {
    return new HttpError(400, 'Too many wrong codes. Start again to get a new code.', 'app.auth.otp_locked', { attemptsLeft: 0 });
  }
}
