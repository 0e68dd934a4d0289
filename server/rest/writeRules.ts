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

const rules = new Map<string, WriteRule[]>();

export function registerWriteRule(collection: string, rule: WriteRule): void {
  rules.set(collection, [...(rules.get(collection) ?? []), rule]);
}

export function writeRulesFor(collection: string): WriteRule[] {
  return rules.get(collection) ?? [];
}
