import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http/errors';

/** One recorded failure; its identity, not its time, tells it apart from others of the same millisecond. */
interface Failure {
  readonly at: number;
}

/**
 * Failure times per key in a sliding window (successes are never stored). Only the newest
 * `keep` per key are kept: the rules below never read further back, and an address that fails
 * without end must not grow its list without end. In memory: a restart forgets the counts,
 * which only ever errs towards letting an admin in.
 */
class FailureLog {
  private failures = new Map<string, Failure[]>();

  constructor(
    private readonly windowMs: number,
    private readonly keep: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The times of the failures still in the window, oldest first. */
  recent(key: string): number[] {
    return this.live(key).map((f) => f.at);
  }

  /** Records a failure; the returned entry is what `forgive` takes back. */
  fail(key: string): Failure {
    const failure = { at: this.now() };
    this.failures.set(key, [...this.live(key), failure].slice(-Math.max(1, this.keep)));
    return failure;
  }

  forgive(key: string, failure: Failure): void {
    const rest = (this.failures.get(key) ?? []).filter((f) => f !== failure);
    if (rest.length) this.failures.set(key, rest);
    else this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets keys whose failures all left the window (called from a timer). */
  prune(): void {
    for (const key of [...this.failures.keys()]) this.live(key);
  }

  private live(key: string): Failure[] {
    const since = this.now() - this.windowMs;
    const live = (this.failures.get(key) ?? []).filter((f) => f.at > since);
    if (live.length) this.failures.set(key, live);
    else this.failures.delete(key);
    return live;
  }
}

/** The numbers of the three rules; docs/decisions.md (2026-11-27) says why each exists. */
export interface SignInLimits {
  /** Per account, from any address: `max` failures in the window, then refused until the oldest leaves it. */
  perAccount: { max: number; windowMs: number };
  /** Per address and account: `free` failures, then each attempt waits 2^(n − free) s after the last of n failures. */
  perAddressAndAccount: { free: number; windowMs: number; maxWaitMs: number };
  /** Per address, any account: never refused; each failure past `slowAfter` holds every answer `stepMs` longer. */
  perAddress: { slowAfter: number; windowMs: number; stepMs: number; maxDelayMs: number };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The failed sign-in limits. Only a rule about the account refuses (429 with Retry-After), so a
 * guesser is stopped on the accounts it guesses and nowhere else; the address alone only slows
 * down, so the admins who share it (an office, a proxy) still sign in. An account is named by
 * the identifier tried (`identifierKey`), an admin's or not.
 */
export class SignInLimiter {
  private readonly account: FailureLog;
  private readonly addressAccount: FailureLog;
  private readonly address: FailureLog;

  constructor(
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
    private readonly hold: (ms: number) => Promise<unknown> = sleep,
  ) {
    const { perAccount, perAddressAndAccount, perAddress } = limits;
    this.account = new FailureLog(perAccount.windowMs, perAccount.max, now);
    // Past the failure whose wait reaches the cap, more failures change nothing.
    const toCap = Math.ceil(Math.log2(Math.max(2, perAddressAndAccount.maxWaitMs / 1000)));
    this.addressAccount = new FailureLog(perAddressAndAccount.windowMs, perAddressAndAccount.free + toCap + 1, now);
    const toMaxDelay = perAddress.stepMs > 0 ? Math.ceil(perAddress.maxDelayMs / perAddress.stepMs) : 0;
    this.address = new FailureLog(perAddress.windowMs, perAddress.slowAfter + toMaxDelay + 1, now);
  }

  /** 429 with the wait (the route sets Retry-After from `retryAfter`) when a rule about the account refuses. */
  assertAllowed(accountKey: string | null, ip: string): void {
    if (!accountKey) return;
    const waitMs = Math.max(this.accountWaitMs(accountKey), this.addressAccountWaitMs(pairKey(ip, accountKey)));
    if (waitMs > 0) {
      const wait = seconds(waitMs);
      throw new HttpError(429, `Too many failed attempts. Try again in ${wait} seconds.`, 'app.auth.too_many_attempts', { retryAfter: wait });
    }
  }

  /** How long an answer to this address is held now, from its failures in the window. */
  delayMs(ip: string): number {
    const { slowAfter, stepMs, maxDelayMs } = this.limits.perAddress;
    const beyond = this.address.recent(ip).length - slowAfter;
    return beyond > 0 ? Math.min(beyond * stepMs, maxDelayMs) : 0;
  }

  fail(accountKey: string | null, ip: string): void {
    if (accountKey) {
      this.account.fail(accountKey);
      this.addressAccount.fail(pairKey(ip, accountKey));
    }
    this.address.fail(ip);
  }

  /**
   * For checks that wait (bcrypt). The attempt counts as a failure from the start, so a burst of
   * parallel requests cannot all pass the limits before the first one fails; `succeeded()` takes
   * it back. The address's delay is waited here, before the check and whatever its outcome: held
   * only on failure, an answer not back after the check's usual time would already say "wrong",
   * and a guesser could drop it and go on without waiting.
   */
  async begin(accountKey: string | null, ip: string): Promise<{ succeeded(): void }> {
    this.assertAllowed(accountKey, ip);
    const delay = this.delayMs(ip);
    const pair = accountKey ? pairKey(ip, accountKey) : null;
    const onAccount = accountKey ? this.account.fail(accountKey) : null;
    const onPair = pair ? this.addressAccount.fail(pair) : null;
    const onAddress = this.address.fail(ip);
    if (delay > 0) await this.hold(delay);
    return {
      succeeded: () => {
        if (accountKey && onAccount) this.account.forgive(accountKey, onAccount);
        if (pair && onPair) this.addressAccount.forgive(pair, onPair);
        this.address.forgive(ip, onAddress);
      },
    };
  }

  /** A completed sign-in clears the account's counts, everywhere and from this address; the address keeps its own. */
  succeed(accountKey: string, ip: string): void {
    this.account.clear(accountKey);
    this.addressAccount.clear(pairKey(ip, accountKey));
  }

  prune(): void {
    this.account.prune();
    this.addressAccount.prune();
    this.address.prune();
  }

  private accountWaitMs(key: string): number {
    const { max, windowMs } = this.limits.perAccount;
    const times = this.account.recent(key);
    // 0 turns the rule off instead of refusing every attempt of every account.
    if (max < 1 || times.length < max) return 0;
    return Math.max(1, times[times.length - max] + windowMs - this.now());
  }

  private addressAccountWaitMs(key: string): number {
    const { free, maxWaitMs } = this.limits.perAddressAndAccount;
    const times = this.addressAccount.recent(key);
    if (!times.length || times.length < free) return 0;
    const backoff = Math.min(2 ** (times.length - free) * 1000, maxWaitMs);
    return Math.max(0, times[times.length - 1] + backoff - this.now());
  }
}

/** One key per address and account; JSON, so no address or identifier can run into the other. */
function pairKey(ip: string, accountKey: string): string {
  return JSON.stringify([ip, accountKey]);
}
