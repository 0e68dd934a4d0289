import { HttpError } from '../http/errors';

/**
 * Counts failures (never successes) per key in a sliding window. A key that reached its
 * maximum is refused until its oldest failure leaves the window. In memory: a restart
 * forgets the counts, which only ever errs towards letting an admin in.
 */
export class FailureCounter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  waitSeconds(key: string): number {
    const times = this.recent(key);
    if (times.length < this.max) return 0;
    return Math.max(1, Math.ceil((times[times.length - this.max] + this.windowMs - this.now()) / 1000));
  }

  /** Records a failure; the returned time identifies it for `forgive`. */
  fail(key: string): number {
    const times = this.recent(key);
    // Strictly increasing per key, so `forgive` removes exactly this entry.
    const at = Math.max(this.now(), (times.at(-1) ?? 0) + 1e-3);
    times.push(at);
    this.failures.set(key, times);
    return at;
  }

  forgive(key: string, at: number): void {
    const times = (this.failures.get(key) ?? []).filter((t) => t !== at);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets keys whose failures all left the window (called from a timer). */
  prune(): void {
    for (const key of [...this.failures.keys()]) if (!this.recent(key).length) this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }
}

/** The failed sign-in limits: per account and per client address. */
export class SignInLimiter {
  constructor(
    private readonly perAccount: FailureCounter,
    private readonly perIp: FailureCounter,
  ) {}

  /** 429 with the wait (Retry-After is set from `retryAfter` by the route) when either limit is reached. */
  assertAllowed(accountKey: string | null, ip: string): void {
    const wait = Math.max(accountKey ? this.perAccount.waitSeconds(accountKey) : 0, this.perIp.waitSeconds(ip));
    if (wait > 0) {
      throw new HttpError(429, `Too many failed attempts. Try again in ${wait} seconds.`, 'app.auth.too_many_attempts', { retryAfter: wait });
    }
  }

  fail(accountKey: string | null, ip: string): void {
    if (accountKey) this.perAccount.fail(accountKey);
    this.perIp.fail(ip);
  }

  /**
   * For checks that wait (bcrypt): the attempt counts as a failure from the start, so a
   * burst of parallel requests cannot all pass the limit before the first one fails.
   * `succeeded()` takes it back.
   */
  begin(accountKey: string | null, ip: string): { succeeded(): void } {
    this.assertAllowed(accountKey, ip);
    const accountAt = accountKey ? this.perAccount.fail(accountKey) : null;
    const ipAt = this.perIp.fail(ip);
    return {
      succeeded: () => {
        if (accountKey && accountAt !== null) this.perAccount.forgive(accountKey, accountAt);
        this.perIp.forgive(ip, ipAt);
      },
    };
  }

  /** A successful sign-in clears the account's count (the address keeps its own). */
  succeed(accountKey: string): void {
    this.perAccount.clear(accountKey);
  }

  prune(): void {
    this.perAccount.prune();
    this.perIp.prune();
  }
}
