import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';
import { canonicalJson } from '../../src/domain/canonicalJson';

/** What the first request under a key answered, replayed to every repeat of it. */
export type CommandOutcome = { ok: true; body: unknown } | { ok: false; error: HttpError };

/** The header a command carries when it has no `version` to make a repeat harmless. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 to 200 visible ASCII characters: a UUID fits, and no key can hold a header's worth of memory. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotencyLimits {
  /** How long a key is remembered after its first request. */
  ttlMs: number;
  /** Keys kept in all; past it the oldest answered ones are forgotten first. */
  maxEntries: number;
  /** Keys kept per administrator, so one admin's volume cannot push out the others' keys. */
  maxEntriesPerAdmin: number;
  /** Remembered answers' JSON, in characters, in all (a command answers a record of up to 256 KB). */
  maxChars: number;
}

export const DEFAULT_IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  ttlMs: 24 * 3_600_000,
  maxEntries: 20_000,
  maxEntriesPerAdmin: 2_000,
  maxChars: 32 * 1024 * 1024,
};

interface Entry {
  adminId: number;
  fingerprint: string;
  expiresAt: number;
  outcome: Promise<CommandOutcome>;
  /** Size of the remembered answer once there is one; 0 while the first request runs. */
  chars: number;
}

/**
 * The Idempotency-Key table of the commands: per administrator and key, the first request runs,
 * and a repeat of it (same route, same body) waits for that request's answer and gets it again,
 * status and body, without running; the same key on another request is refused with 422.
 * An answer the server failed to give (a 500) is not kept, so a retry runs again.
 *
 * In memory, on the server's context: one process serves the API today. It moves into a
 * database table with the auth state when several processes serve it (docs/decisions.md).
 */
export class IdempotencyKeys {
  /** In insertion order, which is expiry order (one TTL): the oldest are first. */
  private readonly entries = new Map<string, Entry>();
  private readonly perAdmin = new Map<number, number>();
  private chars = 0;

  constructor(
    private readonly limits: IdempotencyLimits = DEFAULT_IDEMPOTENCY_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * Runs `work` unless `adminId` already sent `key`: then the first request's outcome, with
   * `replayed`. `request` (route and body) tells a repeat from another request under the key.
   * Parallel repeats find the first one in flight and wait for its answer.
   */
  async run(adminId: number, key: string, request: unknown, work: () => Promise<unknown>): Promise<{ outcome: CommandOutcome; replayed: boolean }> {
    this.forgetExpired();
    const id = `${adminId}:${key}`;
    const fingerprint = createHash('sha256').update(canonicalJson(request)).digest('base64url');
    const known = this.entries.get(id);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new HttpError(422, 'This Idempotency-Key was already used for another request: send a new key for a new action.', 'app.errors.idempotency_key_reused');
      }
      return { outcome: await known.outcome, replayed: true };
    }
    // Claimed in the same synchronous step as the lookup: no other request runs in between.
    const outcome = work().then(
      (body): CommandOutcome => ({ ok: true, body }),
      (error: unknown): CommandOutcome => {
        if (error instanceof HttpError && error.status < 500) return { ok: false, error };
        // Nothing was written (the change and its audit entry commit together): a retry may run.
        this.forget(id);
        throw error;
      },
    );
    const entry: Entry = { adminId, fingerprint, expiresAt: this.now() + this.limits.ttlMs, outcome, chars: 0 };
    this.entries.set(id, entry);
    this.perAdmin.set(adminId, (this.perAdmin.get(adminId) ?? 0) + 1);
    const answer = await outcome;
    if (this.entries.get(id) === entry) {
      entry.chars = id.length + (JSON.stringify(answer.ok ? answer.body : { message: answer.error.message, ...answer.error.extra })?.length ?? 0);
      this.chars += entry.chars;
      this.forgetOverLimits(adminId);
    }
    return { outcome: answer, replayed: false };
  }

  private forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.chars -= entry.chars;
    const left = (this.perAdmin.get(entry.adminId) ?? 1) - 1;
    if (left > 0) this.perAdmin.set(entry.adminId, left);
    else this.perAdmin.delete(entry.adminId);
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.forget(id);
    }
  }

  /**
   * The oldest answered keys go first: this admin's own while they hold more than their share,
   * then anyone's while the table is over its size. Keys still running stay: their repeats wait
   * on them, and there are only as many as requests in flight.
   */
  private forgetOverLimits(adminId: number): void {
    const { maxEntries, maxEntriesPerAdmin, maxChars } = this.limits;
    for (const [id, entry] of this.entries) {
      if ((this.perAdmin.get(adminId) ?? 0) <= maxEntriesPerAdmin) break;
      if (entry.adminId === adminId && entry.chars > 0) this.forget(id);
    }
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= maxEntries && this.chars <= maxChars) break;
      if (entry.chars > 0) this.forget(id);
    }
  }
}
