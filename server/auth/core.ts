import type { ServerContext } from '../context';
import type { Store } from '../store/store';
import { HttpError } from '../http/errors';
import { AuthState, type ChallengeRecord } from './authState';
import { Challenges } from './otp';
import { Sessions } from './sessions';
import { FailureCounter, SignInLimiter } from './rateLimit';
import { createMailer, type Mailer } from './mailer';
import { PhotoStore } from './photos';
import type { AuthSettings } from './settings';

/**
 * The parts of the auth module, built once and shared by the routes, the guards and the
 * admin controls.
 */
export class AuthCore {
  readonly store: Store;
  readonly state: AuthState;
  readonly sessions: Sessions;
  readonly challenges: Challenges;
  readonly limiter: SignInLimiter;
  /** Forgot-password requests, counted like failed sign-ins (every request counts): per identifier and per address. */
  readonly forgotLimiter: SignInLimiter;
  readonly mailer: Mailer;
  readonly photos: PhotoStore;
  readonly log: (msg: string) => void;

  constructor(
    ctx: ServerContext,
    readonly settings: AuthSettings,
  ) {
    this.store = ctx.store;
    this.log = ctx.log;
    this.state = new AuthState(ctx.store);
    this.sessions = new Sessions(this.state, settings);
    this.challenges = new Challenges(this.state, settings);
    this.limiter = new SignInLimiter(
      new FailureCounter(settings.accountFailures.max, settings.accountFailures.windowMs),
      new FailureCounter(settings.ipFailures.max, settings.ipFailures.windowMs),
    );
    this.forgotLimiter = new SignInLimiter(
      new FailureCounter(settings.accountFailures.max, settings.accountFailures.windowMs),
      new FailureCounter(settings.ipFailures.max, settings.ipFailures.windowMs),
    );
    this.mailer = createMailer({ smtpUrl: ctx.config.smtpUrl, mailFrom: ctx.config.mailFrom, dataDir: ctx.config.dataDir, log: ctx.log });
    this.photos = new PhotoStore(ctx.config.dataDir, settings.photoMaxBytes);
  }

  passwordHashOf(adminId: number): string | undefined {
    return this.state.data.credentials[String(adminId)]?.passwordHash;
  }

  setPasswordHash(adminId: number, passwordHash: string): void {
    this.state.data.credentials[String(adminId)] = { passwordHash, updatedAt: new Date().toISOString() };
    this.state.save();
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
   * Sends from code that cannot wait (domain commands run inside a synchronous transaction),
   * once that transaction has committed: a code from a change that rolled back is never mailed.
   */
  deliverInBackground(challenge: ChallengeRecord, code: string): void {
    this.store.afterCommit(() => {
      this.deliver(challenge, code).catch(() => {
        // Already logged by deliver(); the admin can ask for the code again.
      });
    });
  }

  async close(): Promise<void> {
    this.state.flush();
    await this.mailer.close();
  }
}
