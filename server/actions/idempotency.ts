import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';
import { canonicalJson } from '../../src/domain/canonicalJson';
import type { Store, Transaction } from '../store/store';
import type { KeptAnswer } from '../db/commandKeys';

/** What the first request under a key answered, replayed to every repeat of it. */
export type CommandOutcome = { ok: true; body: unknown } | { ok: false; error: HttpError };

/** The header a command carries when it has no `version` to make a repeat harmless. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 to 200 visible ASCII characters: a UUID fits, and no key can hold a header's worth of space. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotencyLimits {
  /** How long a key is remembered after its first request. */
  ttlMs: number;
  /** Keys kept in all; past it the oldest are forgotten first. */
  maxEntries: number;
  /** Keys kept per administrator, so one admin's volume cannot push out the others' keys. */
  maxEntriesPerAdmin: number;
  /** Kept keys' and answers' JSON, in characters, in all (a command answers a record of up to 256 KB). */
  maxChars: number;
}

export const DEFAULT_IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  ttlMs: 24 * 3_600_000,
  maxEntries: 20_000,
  maxEntriesPerAdmin: 2_000,
  maxChars: 32 * 1024 * 1024,
};

/** What the command's transaction came to. */
type Claim = { outcome: CommandOutcome; replayed: boolean } | { reused: true };

/**
 * The Idempotency-Key table of the commands: per administrator and key, the first request runs,
 * and a repeat of it (same route, same body) gets that request's answer again, status and body,
 * without running; the same key on another request is refused with 422. An answer the server
 * failed to give (a 500) is not kept, so a retry runs again.
 *
 * The keys are rows of `command_keys` (server/db/commandKeys.ts), shared by every API process
 * of the database. A key is claimed in the command's own transaction: the answer is written with
 * the command's effects, so the command and "this key was used" commit together or not at all.
 * A repeat sent meanwhile, to this process or another, waits for that transaction (the store's
 * lock here, SQLite's write lock across processes) and then finds the committed answer.
 */
export class IdempotencyKeys {
  constructor(
    private readonly store: Store,
    private readonly limits: IdempotencyLimits = DEFAULT_IDEMPOTENCY_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `work` in a transaction unless `adminId` already sent `key`: then the first request's
   * outcome, with `replayed`. `request` (route and body) tells a repeat from another request
   * under the key. A refusal (4xx) rolls back the work's writes, and is kept by a transaction of
   * its own that follows at once (no other transaction of this process comes between).
   */
  async run(
    adminId: number,
    key: string,
    request: unknown,
    work: (tx: Transaction) => Promise<unknown>,
  ): Promise<{ outcome: CommandOutcome; replayed: boolean }> {
    const fingerprint = createHash('sha256').update(canonicalJson(request)).digest('base64url');
    const claim = await this.store.transaction(
      async (tx): Promise<Claim> => {
        const known = await this.known(tx, adminId, key, fingerprint);
        if (known) return known;
        const body = await work(tx);
        await this.keep(tx, { adminId, key, fingerprint, status: 200, answer: JSON.stringify(body) ?? 'null' });
        return { outcome: { ok: true, body }, replayed: false };
      },
      {
        afterRollback: (error) => {
          // A failure of the server (a 500) is not kept: nothing was written, a retry runs again.
          if (!(error instanceof HttpError) || error.status >= 500) return null;
          return async (tx): Promise<Claim> => {
            // Another process may have answered the key between the rollback and this transaction.
            const known = await this.known(tx, adminId, key, fingerprint);
            if (known && !('reused' in known)) return known;
            if (!known) await this.keep(tx, { adminId, key, fingerprint, status: error.status, answer: JSON.stringify(errorBody(error)) });
            return { outcome: { ok: false, error }, replayed: false };
          };
        },
      },
    );
    if ('reused' in claim) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for another request: send a new key for a new action.',
        'app.errors.idempotency_key_reused',
      );
    }
    return claim;
  }

  /** The answer kept under the key, to replay; `reused` when it answered another request. */
  private async known(tx: Transaction, adminId: number, key: string, fingerprint: string): Promise<Claim | null> {
    const kept = await tx.commandKeys.find(adminId, key, new Date(this.now()).toISOString());
    if (!kept) return null;
    if (kept.fingerprint !== fingerprint) return { reused: true };
    return { outcome: outcomeOf(kept), replayed: true };
  }

  private async keep(tx: Transaction, answer: Omit<KeptAnswer, 'createdAt' | 'expiresAt'>): Promise<void> {
    const now = this.now();
    const times = { createdAt: new Date(now).toISOString(), expiresAt: new Date(now + this.limits.ttlMs).toISOString() };
    await tx.commandKeys.keep({ ...answer, ...times }, this.limits);
  }
}

/** The body the error handler answers a refusal with (server/http/errors.ts). */
function errorBody(error: HttpError): Record<string, unknown> {
  return { message: error.message, ...(error.code ? { code: error.code } : {}), ...error.extra };
}

/** A kept answer as the route sends it: the body, or the refusal the error handler renders the same way again. */
function outcomeOf(kept: KeptAnswer): CommandOutcome {
  const body = JSON.parse(kept.answer) as unknown;
  if (kept.status < 400) return { ok: true, body };
  const { message, code, ...extra } = body as { message: string; code?: string } & Record<string, unknown>;
  return { ok: false, error: new HttpError(kept.status, message, code, extra) };
}
