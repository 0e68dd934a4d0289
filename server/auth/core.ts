import type { Response } from 'express';
import type { ServerContext } from '../context';
import type { Store, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import type { ChallengeRecord } from './authRecords';
import { Challenges } from './otp';
import { Sessions } from './sessions';
import { SignInLimiter } from './rateLimit';
import { createMailer, type Mailer } from './mailer';
import { PhotoStore } from './photos';
import { Passwords } from './passwords';
import type { AuthSettings } from './settings';

/** Ids start at 1: no admin, and so no password, has this one. */
const NO_ADMIN_ID = 0;

/**
 * The parts of the auth module, built once and shared by the routes, the guards and the
 * admin controls.
 */
export class AuthCore {
  readonly store: Store;
  readonly sessions: Sessions;
  readonly challenges: Challenges;
  readonly limiter: SignInLimiter;
  /** Forgot-password requests, under the same rules as failed sign-ins with counts of their own (every request counts). */
  readonly forgotLimiter: SignInLimiter;
  readonly mailer: Mailer;
  readonly photos: PhotoStore;
  /** Hashes and checks passwords off the request thread. */
  readonly passwords: Passwords;
  readonly log: (msg: string) => void;

  constructor(
    ctx: ServerContext,
    readonly settings: AuthSettings,
  ) {
    this.store = ctx.store;
    this.log = ctx.log;
    this.sessions = new Sessions(ctx.store, settings, ctx.log);
    this.challenges = new Challenges(ctx.store, settings);
    // Counted in the database: a restart keeps the counts, and every process of the database sees them.
    this.limiter = new SignInLimiter(settings.signInLimits, Date.now, undefined, ctx.store.failureRecords, 'sign_in');
    this.forgotLimiter = new SignInLimiter(settings.signInLimits, Date.now, undefined, ctx.store.failureRecords, 'forgot_password');
    this.mailer = createMailer({ smtpUrl: ctx.config.smtpUrl, mailFrom: ctx.config.mailFrom, dataDir: ctx.config.dataDir, log: ctx.log });
    this.photos = new PhotoStore(ctx.config.dataDir, settings.photoMaxBytes);
    this.passwords = new Passwords(ctx.log);
  }

  /**
   * A password check counted as a sign-in attempt (the limiter's rules and hold first). When no
   * check took place (too many at once from the address, or no worker free in time), the
   * attempt is taken back: a busy server must not make an admin's own count grow.
   */
  async checkPassword(
    limitKey: string,
    ip: string,
    password: string,
    hash: string | undefined,
  ): Promise<{ ok: boolean; attempt: { succeeded(): Promise<void> } }> {
    const attempt = await this.limiter.begin(limitKey, ip);
    try {
      return { ok: await this.passwords.verifyOrDecoy(password, hash, ip), attempt };
    } catch (e) {
      await attempt.succeeded();
      throw e;
    }
  }

  /**
   * The admin's password hash (one read by key, through the running transaction when there is
   * one). No admin (an unknown identifier) reads too, an id no admin has, so the time of a
   * sign-in does not tell an administrator's address from another before the password check.
   */
  passwordHashOf(adminId: number | undefined): Promise<string | undefined> {
    return this.store.signInTables.credentials.passwordHashOf(adminId ?? NO_ADMIN_ID);
  }

  /** Part of the caller's transaction when there is one. */
  async setPasswordHash(adminId: number, passwordHash: string): Promise<void> {
    await this.store.signInTables.credentials.set(adminId, passwordHash, new Date().toISOString());
  }

  /** The link a mail carries to the screen that takes its code. */
  linkFor(challenge: ChallengeRecord): string | undefined {
    if (challenge.purpose === 'password_reset') return `${this.settings.appUrl}/new-password?challenge=${encodeURIComponent(challenge.id)}`;
    if (challenge.purpose === 'invite') return `${this.settings.appUrl}/new-password?invite=${encodeURIComponent(challenge.to)}`;
    return undefined;
  }

  /** Sends a code and waits for the mailer, so the caller can tell the browser it was sent. */
  async deliver(challenge: ChallengeRecord, code: string): Promise<void> {
    try {
      await this.mailer.send({ to: challenge.to, purpose: challenge.purpose, code, link: this.linkFor(challenge) });
    } catch (e) {
      this.log(`Could not send the ${challenge.purpose} code to ${challenge.to}: ${(e as Error).message}`);
      throw new HttpError(503, 'The code could not be sent. Try again in a minute.', 'app.auth.delivery_failed');
    }
  }

  /**
   * Runs `task` once the answer has left (or the caller hung up), its failure logged: for work a
   * decoy does not do (a mail, an audit entry), so neither its time nor its failure reaches an answer.
   */
  afterAnswer(res: Response, what: string, task: () => Promise<unknown>): void {
    res.once('close', () => {
      task().catch((e: unknown) => this.log(`${what} failed after the answer: ${(e as Error).message}`));
    });
  }

  /** Mails a code once the answer has left: for every code a decoy could stand for (DECOY_PURPOSES). */
  deliverAfterAnswer(res: Response, challenge: ChallengeRecord, code: string): void {
    res.once('close', () => {
      this.deliver(challenge, code).catch(() => {
        // Already logged by deliver(); the admin can ask for the code again.
      });
    });
  }

  /**
   * Sends from inside a transaction (domain commands run in one), once it has committed: every
   * other write would wait for the mail otherwise, and a code from a change that rolled back is
   * never mailed.
   */
  deliverAfterCommit(tx: Transaction, challenge: ChallengeRecord, code: string): void {
    tx.afterCommit(() => {
      this.deliver(challenge, code).catch(() => {
        // Already logged by deliver(); the admin can ask for the code again.
      });
    });
  }

  async close(): Promise<void> {
    await this.sessions.flush();
    await this.passwords.close();
    await this.mailer.close();
  }
}
