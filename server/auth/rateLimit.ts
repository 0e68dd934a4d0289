import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http/errors';

/**
 * Where failures are kept: the database's `auth_failures` table in the server (server/db/
 * authFailures.ts), so that a restart keeps the counts and other processes can read them; in
 * memory for a limiter of its own (tests). Each failure has an id, which `remove` takes back.
 */
export interface FailureRecords {
  /** The failures of `key` in `log` since `sinceMs`, oldest first. */
  recent(log: string, key: string, sinceMs: number): Promise<{ id: number; at: number }[]>;
  add(log: string, key: string, at: number): Promise<number>;
  /** Keeps only the newest `keep` failures of `key`. */
  trim(log: string, key: string, keep: number): Promise<void>;
  remove(id: number): Promise<void>;
  clear(log: string, key: string): Promise<void>;
  /** Forgets every failure of `log` older than `sinceMs`. */
  prune(log: string, sinceMs: number): Promise<void>;
  /**
   * Runs `fn`'s reads and writes as one: one commit for the table, and no other `atomically`
   * in between, so a count `fn` reads holds for what it writes.
   */
  atomically<T>(fn: () => Promise<T>): Promise<T>;
}

/** FailureRecords in this process's memory only. */
export class MemoryFailures implements FailureRecords {
  private readonly logs = new Map<string, { id: number; at: number }[]>();
  private nextId = 1;
  /** The end of the last `atomically` queued: each runs after the one before it (not re-entrant). */
  private queue: Promise<unknown> = Promise.resolve();

  private list(log: string, key: string): { id: number; at: number }[] {
    return this.logs.get(JSON.stringify([log, key])) ?? [];
  }

  private set(log: string, key: string, list: { id: number; at: number }[]): void {
    if (list.length) this.logs.set(JSON.stringify([log, key]), list);
    else this.logs.delete(JSON.stringify([log, key]));
  }

  async recent(log: string, key: string, sinceMs: number) {
    return this.list(log, key).filter((f) => f.at > sinceMs);
  }

  async add(log: string, key: string, at: number): Promise<number> {
    const id = this.nextId++;
    this.set(log, key, [...this.list(log, key), { id, at }]);
    return id;
  }

  async trim(log: string, key: string, keep: number): Promise<void> {
    this.set(log, key, this.list(log, key).slice(-Math.max(1, keep)));
  }

  async remove(id: number): Promise<void> {
    for (const [k, list] of this.logs) {
      const rest = list.filter((f) => f.id !== id);
      if (rest.length !== list.length) {
        if (rest.length) this.logs.set(k, rest);
        else this.logs.delete(k);
      }
    }
  }

  async clear(log: string, key: string): Promise<void> {
    this.set(log, key, []);
  }

  async prune(log: string, sinceMs: number): Promise<void> {
    for (const [k, list] of this.logs) {
      if ((JSON.parse(k) as string[])[0] !== log) continue;
      const live = list.filter((f) => f.at > sinceMs);
      if (live.length) this.logs.set(k, live);
      else this.logs.delete(k);
    }
  }

  atomically<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }
}

/**
 * Failure times per key in a sliding window (successes are never stored). Only the newest
 * `keep` per key are kept: the rules below never read further back, and an address that fails
 * without end must not grow its list without end.
 */
class FailureLog {
  constructor(
    private readonly records: FailureRecords,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly keep: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The times of the failures still in the window, oldest first. */
  async recent(key: string): Promise<number[]> {
    return (await this.records.recent(this.name, key, this.now() - this.windowMs)).map((f) => f.at);
  }

  /** Records a failure; the returned id is what `SignInLimiter.begin`'s `succeeded()` takes back. */
  async fail(key: string): Promise<number> {
    const id = await this.records.add(this.name, key, this.now());
    await this.records.trim(this.name, key, this.keep);
    return id;
  }

  clear(key: string): Promise<void> {
    return this.records.clear(this.name, key);
  }

  /** Forgets failures that left the window (called from a timer). */
  prune(): Promise<void> {
    return this.records.prune(this.name, this.now() - this.windowMs);
  }
}

/** The numbers of the three rules; docs/decisions/0054-sign-in-limits-slow-an-attacker.md says why each exists. */
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

  /**
   * `name` tells this limiter's failures from another's in `records` (sign-in and forgot-password
   * count apart).
   */
  constructor(
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
    private readonly hold: (ms: number) => Promise<unknown> = sleep,
    private readonly records: FailureRecords = new MemoryFailures(),
    name = 'sign_in',
  ) {
    const { perAccount, perAddressAndAccount, perAddress } = limits;
    this.account = new FailureLog(records, `${name}:account`, perAccount.windowMs, perAccount.max, now);
    // Past the failure whose wait reaches the cap, more failures change nothing.
    const toCap = Math.ceil(Math.log2(Math.max(2, perAddressAndAccount.maxWaitMs / 1000)));
    this.addressAccount = new FailureLog(
      records,
      `${name}:address_account`,
      perAddressAndAccount.windowMs,
      perAddressAndAccount.free + toCap + 1,
      now,
    );
    const toMaxDelay = perAddress.stepMs > 0 ? Math.ceil(perAddress.maxDelayMs / perAddress.stepMs) : 0;
    this.address = new FailureLog(records, `${name}:address`, perAddress.windowMs, perAddress.slowAfter + toMaxDelay + 1, now);
  }

  /** 429 with the wait (the route sets Retry-After from `retryAfter`) when a rule about the account refuses. */
  async assertAllowed(accountKey: string | null, ip: string): Promise<void> {
    if (!accountKey) return;
    const waitMs = Math.max(await this.accountWaitMs(accountKey), await this.addressAccountWaitMs(pairKey(ip, accountKey)));
    if (waitMs > 0) {
      const wait = seconds(waitMs);
      throw new HttpError(429, `Too many failed attempts. Try again in ${wait} seconds.`, 'app.auth.too_many_attempts', {
        retryAfter: wait,
      });
    }
  }

  /** How long an answer to this address is held now, from its failures in the window. */
  async delayMs(ip: string): Promise<number> {
    const { slowAfter, stepMs, maxDelayMs } = this.limits.perAddress;
    const beyond = (await this.address.recent(ip)).length - slowAfter;
    return beyond > 0 ? Math.min(beyond * stepMs, maxDelayMs) : 0;
  }

  async fail(accountKey: string | null, ip: string): Promise<void> {
    await this.records.atomically(() => this.failNow(accountKey, ip));
  }

  /** The failure of each rule, inside the caller's `atomically`; their ids, null where a rule has no key. */
  private async failNow(accountKey: string | null, ip: string): Promise<(number | null)[]> {
    const pair = accountKey ? pairKey(ip, accountKey) : null;
    return [
      accountKey ? await this.account.fail(accountKey) : null,
      pair ? await this.addressAccount.fail(pair) : null,
      await this.address.fail(ip),
    ];
  }

  /**
   * For checks that wait (bcrypt). The attempt counts as a failure from the start, so a burst of
   * parallel requests cannot all pass the limits before the first one fails; `succeeded()` takes
   * it back. The limits are read and the attempt counted in one `atomically`, so no parallel
   * attempt's count falls between them. The address's delay is waited here, before the check and
   * whatever its outcome: held only on failure, an answer not back after the check's usual time
   * would already say "wrong", and a guesser could drop it and go on without waiting.
   */
  async begin(accountKey: string | null, ip: string): Promise<{ succeeded(): Promise<void> }> {
    const { delay, ids } = await this.records.atomically(async () => {
      await this.assertAllowed(accountKey, ip);
      const delay = await this.delayMs(ip);
      return { delay, ids: await this.failNow(accountKey, ip) };
    });
    if (delay > 0) await this.hold(delay);
    return {
      succeeded: () =>
        // Each id names its own failure: removing it from the records removes it from its log.
        this.records.atomically(async () => {
          for (const id of ids) if (id !== null) await this.records.remove(id);
        }),
    };
  }

  /** A completed sign-in clears the account's counts, everywhere and from this address; the address keeps its own. */
  succeed(accountKey: string, ip: string): Promise<void> {
    return this.records.atomically(async () => {
      await this.account.clear(accountKey);
      await this.addressAccount.clear(pairKey(ip, accountKey));
    });
  }

  prune(): Promise<void> {
    return this.records.atomically(async () => {
      await this.account.prune();
      await this.addressAccount.prune();
      await this.address.prune();
    });
  }

  private async accountWaitMs(key: string): Promise<number> {
    const { max, windowMs } = this.limits.perAccount;
    const times = await this.account.recent(key);
    // 0 turns the rule off instead of refusing every attempt of every account.
    if (max < 1 || times.length < max) return 0;
    return Math.max(1, times[times.length - max] + windowMs - this.now());
  }

  private async addressAccountWaitMs(key: string): Promise<number> {
    const { free, maxWaitMs } = this.limits.perAddressAndAccount;
    const times = await this.addressAccount.recent(key);
    if (!times.length || times.length < free) return 0;
    const backoff = Math.min(2 ** (times.length - free) * 1000, maxWaitMs);
    return Math.max(0, times[times.length - 1] + backoff - this.now());
  }
}

/** One key per address and account; JSON, so no address or identifier can run into the other. */
function pairKey(ip: string, accountKey: string): string {
  return JSON.stringify([ip, accountKey]);
}
