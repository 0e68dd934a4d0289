import fs from 'node:fs';

export type DbState = Record<string, Record<string, unknown>[]>;

/** One change of the pre-SQLite journal (legacyImport.ts): a whole record written, or one deleted. */
export type JournalOp = { c: string; put: Record<string, unknown> } | { c: string; del: number | string };

export class UnreadableDatabaseError extends Error {}

/**
 * Above this size a file is read a line at a time: V8 cannot hold a string much longer than
 * 512 MiB, so JSON.parse of a whole 100 000-user database (550 MB) is impossible.
 */
export const WHOLE_FILE_PARSE_LIMIT = 256 * 1024 * 1024;

/** Loads the snapshot. An empty or unparseable file is refused: starting empty would silently lose every record. */
export function loadSnapshot(file: string, wholeFileLimit = WHOLE_FILE_PARSE_LIMIT): DbState {
  const bytes = fs.readFileSync(file);
  if (isBlank(bytes)) {
    throw new UnreadableDatabaseError(
      `Refusing to start: the database file ${file} is empty. Restore it from a backup or run "npm run db:reset".`,
    );
  }
  let parsed: unknown;
  try {
    parsed = bytes.length > wholeFileLimit ? parseRecordLines(bytes) : JSON.parse(bytes.toString('utf8'));
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

/** Only whitespace (stops at the first other byte, so a real database answers at once). */
function isBlank(bytes: Buffer): boolean {
  for (const b of bytes) if (b !== 32 && b !== 10 && b !== 13 && b !== 9) return false;
  return true;
}

const OPEN_COLLECTION = /^("(?:[^"\\]|\\.)*"):\s*\[\s*(\]\s*,?)?$/;

/**
 * Parses the layout our snapshots and the seed writer use, one record a line
 * (`{`, `"users": [`, `{...},`, `],`, `}`), without ever holding the file as one string.
 */
export function parseRecordLines(bytes: Buffer): DbState {
  const state: DbState = {};
  let current: Record<string, unknown>[] | null = null;
  let lineNo = 0;
  for (let start = 0; start < bytes.length;) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    const line = bytes.toString('utf8', start, end).trim();
    start = end + 1;
    lineNo++;
    if (line === '' || (current === null && (line === '{' || line === '}'))) continue;
    const open: RegExpExecArray | null = current === null ? OPEN_COLLECTION.exec(line) : null;
    if (open) {
      const rows: Record<string, unknown>[] = [];
      state[JSON.parse(open[1]) as string] = rows;
      current = open[2] ? null : rows;
    } else if (current !== null && /^\],?$/.test(line)) {
      current = null;
    } else if (current !== null) {
      current.push(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as Record<string, unknown>);
    } else {
      throw new SyntaxError(`line ${lineNo} is not in the one-record-a-line layout a file this large needs`);
    }
  }
  if (current !== null) throw new SyntaxError('the file ends inside a collection');
  return state;
}

/** Applies one journaled transaction to a plain state (importing a pre-SQLite install). */
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

/**
 * Writes collections in json-server's format, one record a line (diffs stay readable, and the
 * line reader can load it), in pieces: a whole large database is longer than a string can be.
 */
export function* serializeStateChunks(collections: Iterable<[string, Iterable<Record<string, unknown>>]>): Generator<string> {
  yield '{\n';
  let firstCollection = true;
  for (const [key, rows] of collections) {
    let chunk = `${firstCollection ? '' : ',\n'}${JSON.stringify(key)}: [`;
    firstCollection = false;
    let first = true;
    for (const row of rows) {
      chunk += `${first ? '\n' : ',\n'}  ${JSON.stringify(row)}`;
      first = false;
      if (chunk.length > 1 << 20) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}\n]`;
  }
  yield '\n}\n';
}
