import type { Request } from 'express';
import type { Store, Rec } from '../store/store';

/**
 * Collection-specific checks run before a plain REST create, update or delete is applied
 * (after schema validation). Throw an HttpError to refuse; mutate `data` to normalise.
 */
export interface WriteRule {
  beforeCreate?(args: { store: Store; data: Record<string, unknown>; req: Request }): void;
  beforeUpdate?(args: { store: Store; current: Rec; data: Record<string, unknown>; req: Request }): void;
  /** Before a plain REST DELETE, ahead of the reference check. */
  beforeDelete?(args: { store: Store; current: Rec; req: Request }): void;
  /** Once a plain REST DELETE is on disk. */
  afterDelete?(args: { store: Store; removed: Rec; req: Request }): void;
}

const rules = new Map<string, WriteRule[]>();

export function registerWriteRule(collection: string, rule: WriteRule): void {
  rules.set(collection, [...(rules.get(collection) ?? []), rule]);
}

export function writeRulesFor(collection: string): WriteRule[] {
  return rules.get(collection) ?? [];
}
