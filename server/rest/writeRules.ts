import type { Request } from 'express';
import type { Rec, Transaction } from '../store/store';

/**
 * Collection-specific checks run before a plain REST create, update or delete is applied
 * (after schema validation), inside the write's transaction: what they read through `tx` holds
 * for the write. Throw an HttpError to refuse; mutate `data` to normalise.
 */
export interface WriteRule {
  beforeCreate?(args: { tx: Transaction; data: Record<string, unknown>; req: Request }): void | Promise<void>;
  beforeUpdate?(args: { tx: Transaction; current: Rec; data: Record<string, unknown>; req: Request }): void | Promise<void>;
  /** Before a plain REST DELETE, ahead of the reference check. */
  beforeDelete?(args: { tx: Transaction; current: Rec; req: Request }): void | Promise<void>;
}

/**
 * The write rules of one app, by collection: each area and the auth module add theirs while the
 * app is composed (server/app.ts), and the REST routes of that app read them. An app built twice
 * in one process has two of these, each holding every rule once.
 */
export class WriteRules {
  readonly #byCollection = new Map<string, WriteRule[]>();

  add(collection: string, rule: WriteRule): void {
    this.#byCollection.set(collection, [...(this.#byCollection.get(collection) ?? []), rule]);
  }

  for(collection: string): readonly WriteRule[] {
    return this.#byCollection.get(collection) ?? [];
  }

  /** How many rules each collection has, for tests and diagnostics. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.#byCollection].map(([collection, rules]) => [collection, rules.length]));
  }
}
