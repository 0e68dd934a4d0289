import bcrypt from 'bcryptjs';
import { passwordProblems, type PasswordRule } from '../../src/domain/passwordPolicy';
import { HttpError } from '../http/errors';
import { WorkerPool } from '../threads/workerPool';
import { newToken } from './secrets';
import { runPasswordJob, type PasswordJob } from './passwordJobs';

const COST = 10;
/** Password checks one address may have under way at once (an office behind one proxy signs in one by one well within it). */
export const MAX_CHECKS_PER_ADDRESS = 4;

/** The demo accounts' hashes, made once at start before the server listens. */
export function hashPasswordSync(password: string): string {
  return bcrypt.hashSync(password, COST);
}

/**
 * Compared against when the account is unknown or has no password, so that such a
 * sign-in takes as long as a wrong password and timing does not reveal which accounts exist.
 */
const decoyHash = hashPasswordSync(newToken());

/**
 * Password hashes and checks, in a worker thread: bcrypt is pure JavaScript here (bcryptjs),
 * about 75 ms of CPU a check, and a flood of sign-ins on the request thread held every other
 * request for seconds. One worker keeps the request thread's core free; a check that waits past
 * the budget is refused with 503 (an address's own attempts are capped before that, signInRoutes).
 */
export class Passwords {
  private readonly pool: WorkerPool<PasswordJob>;
  /** Checks under way per client address: a parallel flood from one address takes one worker's turn at a time, not all of them. */
  private readonly inFlight = new Map<string, number>();

  constructor(log: (msg: string) => void, workers = 1) {
    this.pool = new WorkerPool<PasswordJob>({
      name: 'password',
      entry: new URL('./passwordWorker.ts', import.meta.url),
      workerData: {},
      size: workers,
      budgetMs: 10_000,
      maxQueue: 64,
      runHere: runPasswordJob,
      log,
    });
  }

  hash(password: string): Promise<string> {
    return this.pool.run<string>({ kind: 'hash', password, cost: COST });
  }

  /**
   * True for the right password of an account that has one; as long either way. At most
   * MAX_CHECKS_PER_ADDRESS checks from one address at a time: one more is refused (429) at once.
   */
  async verifyOrDecoy(password: string, hash: string | undefined, ip: string): Promise<boolean> {
    const running = this.inFlight.get(ip) ?? 0;
    if (running >= MAX_CHECKS_PER_ADDRESS) {
      throw new HttpError(429, 'Too many sign-ins at once from this address. Try again in 1 second.', 'app.auth.too_many_at_once', {
        retryAfter: 1,
      });
    }
    this.inFlight.set(ip, running + 1);
    try {
      const ok = await this.pool.run<boolean>({ kind: 'compare', password, hash: hash ?? decoyHash });
      return ok && hash !== undefined;
    } finally {
      const left = (this.inFlight.get(ip) ?? 1) - 1;
      if (left > 0) this.inFlight.set(ip, left);
      else this.inFlight.delete(ip);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

const RULE_TEXT: Record<PasswordRule, string> = {
  min_length: 'at least 8 characters',
  lowercase: 'a lowercase letter',
  uppercase: 'an uppercase letter',
  digit: 'a digit',
  symbol: 'a symbol',
  max_length: 'at most 72 bytes',
};

/** 400 listing the broken rules (the screens show the same rules as a checklist). */
export function assertStrongPassword(password: unknown): string {
  if (typeof password !== 'string') {
    throw new HttpError(400, 'A new password is required.', 'app.auth.password_required');
  }
  const problems = passwordProblems(password);
  if (problems.length) {
    throw new HttpError(400, `The password needs ${problems.map((p) => RULE_TEXT[p]).join(', ')}.`, 'app.auth.password_weak', {
      rules: problems,
    });
  }
  return password;
}
