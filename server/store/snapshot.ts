import fs from 'node:fs';
import type { JournalOp } from './journal';

export type DbState = Record<string, Record<string, unknown>[]>;

export class UnreadableDatabaseError extends Error {}

/** Loads the snapshot. An empty or unparseable file is refused: starting empty would silently lose every record. */
export function loadSnapshot(file: string): DbState {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.trim()) {
    throw new UnreadableDatabaseError(`Refusing to start: the database file ${file} is empty. Restore it from a backup or run "npm run db:reset".`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new UnreadableDatabaseError(`Refusing to start: the database file ${file} is not valid JSON (${(e as Error).message}).`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UnreadableDatabaseError(`Refusing to start: the database file ${file} does not hold an object of collections.`);
  }
  const state = parsed as Record<string, unknown>;
  for (const [key, value] of Object.entries(state)) {
    if (!Array.isArray(value)) throw new UnreadableDatabaseError(`Refusing to start: collection "${key}" in ${file} is not an array.`);
  }
  return state as DbState;
}

/** Applies one transaction to a plain state; used at start-up and by the compactor. */
export function applyOps(state: DbState, ops: JournalOp[], index?: Map<string, Map<string, number>>): void {
  for (const op of ops) {
    const coll = (state[op.c] ??= []);
    const pos = index ? positions(index, op.c, coll) : null;
    if ('put' in op) {
      const key = String(op.put.id);
      const at = pos ? pos.get(key) : coll.findIndex((r) => String(r.id) === key);
      if (at !== undefined && at >= 0) coll[at] = op.put;
      else {
        coll.push(op.put);
        pos?.set(key, coll.length - 1);
      }
    } else {
      const key = String(op.del);
      const at = pos ? pos.get(key) : coll.findIndex((r) => String(r.id) === key);
      if (at !== undefined && at >= 0) {
        coll.splice(at, 1);
        if (pos) index!.delete(op.c); // positions shifted: rebuild lazily
      }
    }
  }
}

function positions(index: Map<string, Map<string, number>>, name: string, coll: Record<string, unknown>[]): Map<string, number> {
  let pos = index.get(name);
  if (!pos) {
    pos = new Map(coll.map((r, i) => [String(r.id), i]));
    index.set(name, pos);
  }
  return pos;
}

/** Serialises one record a line: fast to write, and diffs of the seed stay readable. */
export function serializeState(state: DbState): string {
  const parts: string[] = ['{'];
  const keys = Object.keys(state);
  keys.forEach((key, k) => {
    const rows = state[key];
    parts.push(`${JSON.stringify(key)}: [`);
    rows.forEach((r, i) => parts.push(`  ${JSON.stringify(r)}${i < rows.length - 1 ? ',' : ''}`));
    parts.push(`]${k < keys.length - 1 ? ',' : ''}`);
  });
  parts.push('}');
  return `${parts.join('\n')}\n`;
}
