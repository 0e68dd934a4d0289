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

/** The purposes a decoy may stand for: their real codes are mailed after the answer (core.deliverAfterAnswer), as a decoy mails none. */
export const DECOY_PURPOSES: readonly ChallengePurpose[] = ['password_reset', 'change_email'];

/** A challenge whose code is never sent, for an address that must not be told from an administrator's (no account, or a taken one). */
interface Decoy {
  limitKey: string;
  purpose: ChallengePurpose;
  /** The signed-in admin it was issued to (change-email), whose confirm step may use it. */
  adminId?: number;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  wrongTries: number;
}

function codeHash(challengeId: string, code: string): string {
  return sha256(`${challengeId}:${code}`);
}

/** Whether `given` is the code behind `hash`; only digits are hashed, as a real code is. */
function codeMatches(challengeId: string, given: unknown, hash: string): boolean {
  const text = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
  return /^\d+$/.test(text) && sameHash(codeHash(challengeId, text), hash);
}

/** One live code per identifier and purpose, decoy or real. */
function slotOf(limitKey: string, purpose: ChallengePurpose): string {
  return JSON.stringify([limitKey, purpose]);
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

/**
 * One-time codes: six digits, single use, valid for ten minutes, at most five wrong tries
 * per challenge (after which even the right code is refused), a new code at most every 58 s.
 * Only the code's hash is kept.
 */
export class Challenges {
  /**
   * Answers forgot-password for unknown accounts, and change-email for a taken address: a
   * challenge that behaves like a real one in every way a caller can see (id, resend wait, wrong
   * codes, replacement by a newer one, and the work each step does), but whose code is never
   * sent. Memory only.
   */
  private decoys = new Map<string, Decoy>();
  /** The decoy of each identifier and purpose (`slotOf`), by id. */
  private decoySlots = new Map<string, string>();

  constructor(
    private readonly state: AuthState,
    private readonly settings: AuthSettings,
    private readonly now: () => number = Date.now,
  ) {}

  issue(args: { adminId: number; purpose: ChallengePurpose; to: string; limitKey: string; ttlMs?: number; data?: ChallengeRecord['data'] }): Promise<IssuedChallenge> {
    return this.state.change(async () => {
      this.prune();
      // Asking again replaces the previous code of the same identifier and purpose.
      this.clearSlot(args.limitKey, args.purpose, args.adminId);
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
      this.state.data.challenges.push(challenge);
      await this.state.save();
      return { challenge, code };
    });
  }

  /**
   * A decoy in place of `issue`, with the same work: a code drawn and hashed, the previous
   * challenge of the identifier and purpose replaced, the auth state written (only its count of
   * writes changes: the decoy lives in memory), so neither the answer nor its time tells it from a real one.
   */
  issueDecoy(args: { limitKey: string; purpose: ChallengePurpose; adminId?: number }): Promise<ChallengeTicket> {
    return this.state.change(async () => {
      this.prune();
      this.clearSlot(args.limitKey, args.purpose, args.adminId);
      // Bounded, so a flood of forgot-password requests cannot grow memory without limit.
      if (this.decoys.size >= MAX_DECOYS) this.dropDecoy(this.decoys.keys().next().value!);
      const now = this.now();
      const id = newId();
      this.decoys.set(id, {
        limitKey: args.limitKey,
        purpose: args.purpose,
        ...(args.adminId !== undefined ? { adminId: args.adminId } : {}),
        codeHash: codeHash(id, newCode(this.settings.otpLength)),
        sentAt: now,
        expiresAt: now + this.settings.otpTtlMs,
        wrongTries: 0,
      });
      this.decoySlots.set(slotOf(args.limitKey, args.purpose), id);
      await this.state.save();
      return { challengeId: id, resendAfter: this.resendSeconds() };
    });
  }

  /** The live code of an identifier and purpose, decoy or real, as its ticket (forgot-password re-uses it within the resend wait). */
  liveTicket(limitKey: string, purpose: ChallengePurpose): ChallengeTicket | undefined {
    const now = this.now();
    const real = this.state.data.challenges.find((c) => c.limitKey === limitKey && c.purpose === purpose && Date.parse(c.expiresAt) > now);
    if (real) return this.ticket(real);
    const id = this.decoySlots.get(slotOf(limitKey, purpose));
    const decoy = id ? this.decoyFor(id, [purpose]) : undefined;
    return decoy ? { challengeId: id!, resendAfter: Math.max(0, Math.ceil((decoy.sentAt + this.settings.otpResendMs - now) / 1000)) } : undefined;
  }

  /** A live decoy, where a real challenge of its purpose would count: elsewhere it is unknown, as the real one. */
  private decoyFor(id: unknown, purposes: readonly ChallengePurpose[]): Decoy | undefined {
    const decoy = typeof id === 'string' ? this.decoys.get(id) : undefined;
    return decoy && purposes.includes(decoy.purpose) && decoy.expiresAt > this.now() ? decoy : undefined;
  }

  /** Drops the decoy and the real codes of an identifier and purpose (and, for codes issued before they had a key, the admin's of that purpose). */
  private clearSlot(limitKey: string, purpose: ChallengePurpose, adminId: number | undefined): void {
    const id = this.decoySlots.get(slotOf(limitKey, purpose));
    if (id) this.dropDecoy(id);
    this.state.data.challenges = this.state.data.challenges.filter(
      (c) => !(c.purpose === purpose && (c.limitKey === limitKey || (c.limitKey === undefined && c.adminId === adminId))),
    );
  }

  private dropDecoy(id: string): void {
    const decoy = this.decoys.get(id);
    if (!decoy) return;
    this.decoys.delete(id);
    const slot = slotOf(decoy.limitKey, decoy.purpose);
    if (this.decoySlots.get(slot) === id) this.decoySlots.delete(slot);
  }

  /** The identifier a live code (decoy or real) counts its wrong tries under; undefined for an unknown one or a code without a key. */
  limitKeyOf(id: unknown, purposes: readonly ChallengePurpose[]): string | undefined {
    return this.decoyFor(id, purposes)?.limitKey ?? this.find(id, purposes)?.limitKey;
  }

  /** Whether the live code (decoy or real) was issued to this admin: a confirm step takes only its own admin's. */
  ownedBy(id: unknown, purposes: readonly ChallengePurpose[], adminId: number): boolean {
    return (this.decoyFor(id, purposes)?.adminId ?? this.find(id, purposes)?.adminId) === adminId;
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

  /**
   * Checks a code. A wrong code uses up one of the tries; the right one does not consume
   * the challenge (see `take`), so a screen can check a code before asking for more.
   */
  async check(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): Promise<ChallengeRecord> {
    return accepted(await this.state.change(() => this.verify(id, code, purposes)));
  }

  /**
   * Checks a code and uses the challenge up, in one change of the state (no other runs
   * meanwhile): the only way a code is accepted for what it confirms. A route that checked,
   * awaited (a password hash in the worker) and consumed after let every parallel request with
   * the same code pass the check; here the next one finds it gone.
   */
  async take(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): Promise<ChallengeRecord> {
    const verdict = await this.state.change(async () => {
      const checked = await this.verify(id, code, purposes);
      if ('refused' in checked) return checked;
      this.state.data.challenges = this.state.data.challenges.filter((c) => c.id !== checked.challenge.id);
      await this.state.save();
      return checked;
    });
    return accepted(verdict);
  }

  /**
   * `check`'s work, inside a change of the state. A refusal is returned, not thrown: thrown
   * there, it would roll back the save that counts the wrong try.
   */
  private async verify(id: unknown, code: unknown, purposes: readonly ChallengePurpose[]): Promise<Verdict> {
    const decoy = this.decoyFor(id, purposes);
    const challenge = decoy ? undefined : this.find(id, purposes);
    if (!decoy && !challenge) return { refused: expired() };
    const tries = decoy ?? challenge!;
    if (tries.wrongTries >= this.settings.otpMaxWrongTries) return { refused: this.locked() };
    // A decoy's code is compared too, and never accepted: it was never sent.
    if (codeMatches(id as string, code, tries.codeHash) && challenge) return { challenge };
    const before = tries.wrongTries;
    tries.wrongTries += 1;
    // A decoy's count lives in memory; the write is the one a real code's count costs, so the time tells nothing.
    await this.state.save();
    return { refused: this.wrong(before) };
  }

  /** A new code for the same challenge; refused (429) until 58 s after the previous one. */
  resend(id: unknown, purposes: readonly ChallengePurpose[]): Promise<IssuedChallenge | ChallengeTicket> {
    return this.state.change(async () => {
      const now = this.now();
      const decoy = this.decoyFor(id, purposes);
      const current = decoy ? undefined : this.find(id, purposes);
      // Refusals before anything is saved: thrown, they roll back nothing of it.
      if (!decoy && !current) throw expired();
      if ((decoy?.wrongTries ?? current!.wrongTries) >= this.settings.otpMaxWrongTries) throw this.locked();
      const sentAt = decoy ? decoy.sentAt : Date.parse(current!.sentAt);
      const waitMs = sentAt + this.settings.otpResendMs - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new HttpError(429, `You can request a new code in ${seconds} seconds.`, 'app.auth.otp_resend_wait', { retryAfter: seconds });
      }
      const code = newCode(this.settings.otpLength);
      if (decoy) {
        // The same work as a real resend: a new code hashed, the state written.
        Object.assign(decoy, { codeHash: codeHash(id as string, code), sentAt: now, expiresAt: now + this.settings.otpTtlMs });
        await this.state.save();
        return { challengeId: id as string, resendAfter: this.resendSeconds() };
      }
      const challenge = current!;
      // The wrong tries stay: a new code must not buy five more guesses.
      challenge.codeHash = codeHash(challenge.id, code);
      challenge.sentAt = new Date(now).toISOString();
      if (challenge.purpose !== 'invite') challenge.expiresAt = new Date(now + this.settings.otpTtlMs).toISOString();
      await this.state.save();
      return { challenge, code };
    });
  }

  /** Drops every challenge of an admin (access revoked, invite voided). */
  dropAll(adminId: number, purposes?: readonly ChallengePurpose[]): Promise<void> {
    return this.state.change(async () => {
      const before = this.state.data.challenges.length;
      this.state.data.challenges = this.state.data.challenges.filter((c) => !(c.adminId === adminId && (!purposes || purposes.includes(c.purpose))));
      if (this.state.data.challenges.length !== before) await this.state.save();
    });
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
    for (const [id, d] of this.decoys) if (d.expiresAt <= now) this.dropDecoy(id);
    const live = this.state.data.challenges.filter((c) => Date.parse(c.expiresAt) > now);
    if (live.length !== this.state.data.challenges.length) this.state.data.challenges = live;
  }
}
