import type Database from 'better-sqlite3';
import { compileCount, compilePage, compileSearchIds, compileWhere } from './compileQuery';
import { ident, type TableDef } from './tables';
import type { FilterValue, ListQuery } from './listQuery';
import type { Rec } from './sortKey';
import { lruGet } from '../../src/domain/lruCache';

/** Prepared statements kept per connection; past this many the least recently used is dropped. */
export const MAX_CACHED_STATEMENTS = 256;

export class NotFoundError extends Error {}

export type Equal = Record<string, FilterValue | readonly FilterValue[]>;

/** One page of a list: its documents as JSON text (never parsed on the way out), how many, and the total. */
export interface ListPage {
  json: string;
  count: number;
  total: number;
}

/**
 * Every read of the database over one connection: the server's own (Store) or a read worker's
 * (readWorker.ts, which answers searches and figures off the request thread). It reads what is
 * committed; keeping the search index up to date before a search is the writer's job (Store).
 */
export class StoreReader {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    private readonly defs: ReadonlyMap<string, TableDef>,
  ) {}

  def(name: string): TableDef {
    const def = this.defs.get(name);
    if (!def) throw new NotFoundError(`Unknown collection ${name}`);
    return def;
  }

  /** A prepared statement for SQL text built by this module (never from request text). */
  statement(sql: string): Database.Statement {
    return lruGet(this.statements, sql, MAX_CACHED_STATEMENTS, () => this.db.prepare(sql));
  }

  private docs(sql: string, params: readonly unknown[]): Rec[] {
    return (this.statement(sql).all(...params) as { doc: string }[]).map((r) => JSON.parse(r.doc) as Rec);
  }

  /** Every record of a collection, in id order. Meant for the small lists; large ones use where/list. */
  all(name: string): Rec[] {
    return this.docs(`SELECT doc FROM ${ident(this.def(name).docs)} ORDER BY id`, []);
  }

  /**
   * Only these top-level scalar fields of every record, in id order, read from the record table's
   * key columns (no document is parsed): a figure over 100 000 orders reads narrow rows only.
   * Field names come from code.
   */
  pick<K extends string>(name: string, fields: readonly K[]): Record<K, unknown>[] {
    return [...this.pickEach(name, fields)];
  }

  /**
   * pick() one row at a time: a figure over 100 000 orders then holds one row, not a hundred
   * thousand objects (which grew a worker's heap by 100 MB that it kept).
   */
  pickEach<K extends string>(name: string, fields: readonly K[]): IterableIterator<Record<K, unknown>> {
    const def = this.def(name);
    let join = false;
    const columns = fields.map((f) => {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(f)) throw new Error(`"${f}" is not a field name`);
      const c = def.fields.get(f);
      if (c && !c.list && c.kind === 'number') return `c.${c.sortKey} AS ${ident(f)}`;
      // The text column writes JSON null as 'null'; its sort key tells it from the word "null".
      if (c && !c.list && c.kind !== 'boolean') return `CASE WHEN c.${c.sortKey} IS NULL AND c.${c.text} = 'null' THEN NULL ELSE c.${c.text} END AS ${ident(f)}`;
      join = true;
      return `json_extract(d.doc, '$.${f}') AS ${ident(f)}`;
    });
    const source = join ? `${ident(def.table)} AS c JOIN ${ident(def.docs)} AS d ON d.id = c.id` : `${ident(def.table)} AS c`;
    return this.statement(`SELECT ${columns.join(', ')} FROM ${source} ORDER BY c.id`).iterate() as IterableIterator<Record<K, unknown>>;
  }

  get(name: string, id: number | string): Rec | undefined {
    const key = typeof id === 'number' ? id : Number(id);
    if (!Number.isSafeInteger(key) || (typeof id === 'string' && String(key) !== id)) return undefined;
    const row = this.statement(`SELECT doc FROM ${ident(this.def(name).docs)} WHERE id = ?`).get(key) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Rec) : undefined;
  }

  /** Records whose fields equal the given values (an array: any of them), in id order. */
  where(name: string, equal: Equal): Rec[] {
    const c = compileWhere(this.def(name), equal, 'doc');
    return this.docs(c.sql, c.params);
  }

  count(name: string, equal: Equal = {}): number {
    const c = compileWhere(this.def(name), equal, 'count');
    return (this.statement(c.sql).get(...c.params) as { n: number }).n;
  }

  /** Ids of the records whose `field` is `contact`, ignoring spaces, dashes and case (phones, emails). */
  idsWithContact(name: string, field: string, contact: string): number[] {
    const def = this.def(name);
    const column = def.fields.get(field);
    if (!column || column.list) throw new Error(`${name}.${field} is not an indexed field`);
    const compact = (sql: string) => `replace(replace(replace(lower(${sql}), ' ', ''), '-', ''), char(9), '')`;
    const sql = `SELECT id FROM ${ident(def.table)} WHERE ${compact(column.text)} = ${compact('?')}`;
    return (this.statement(sql).all(contact) as { id: number }[]).map((r) => r.id);
  }

  /** How many records hold each value of `field` (each item of a list field), empty values left out. */
  countBy(name: string, field: string): Map<string, number> {
    const def = this.def(name);
    const column = def.fields.get(field);
    if (!column) throw new Error(`${name}.${field} is not an indexed field`);
    // A list field reads its items table's (f, v, id) index: each value's records in order, counted once each.
    const sql =
      column.list && def.items
        ? `SELECT v AS value, count(DISTINCT id) AS n FROM ${ident(def.items)} WHERE f = ${column.item} GROUP BY v`
        : `SELECT ${column.text} AS value, count(*) AS n FROM ${ident(def.table)} WHERE ${column.text} IS NOT NULL GROUP BY ${column.text}`;
    return new Map((this.statement(sql).all() as { value: string; n: number }[]).map((r) => [r.value, r.n]));
  }

  /** Ids of the records whose indexed search text (or, for people, their names and contacts) holds `q`, as indexed now. */
  searchIds(name: string, q: string, column: 'body' | 'person' = 'body'): number[] {
    const c = compileSearchIds(this.def(name), q.toLowerCase(), column);
    return (this.statement(c.sql).all(...c.params) as { id: number }[]).map((r) => r.id);
  }

  /**
   * One page of a list and its total. `knownTotal`: the total when the caller knows it (an
   * unfiltered list's count cached until the collection is written).
   */
  list(name: string, query: ListQuery, knownTotal?: number): { rows: Rec[]; total: number } {
    const { ids, total, def } = this.pageIds(name, query, knownTotal);
    return { rows: this.byIds(def, ids), total };
  }

  /** The same page as JSON text, straight from the stored documents: a read worker sends it as it is. */
  listJson(name: string, query: ListQuery, knownTotal?: number): ListPage {
    const { ids, total, def } = this.pageIds(name, query, knownTotal);
    const docs = this.docsByIds(def, ids);
    return { json: `[${docs.join(',')}]`, count: docs.length, total };
  }

  private pageIds(name: string, query: ListQuery, knownTotal?: number): { ids: number[]; total: number; def: TableDef } {
    const def = this.def(name);
    // The search index is asked once; the total and the page both take its ids.
    const found = query.q ? this.searchIds(name, query.q) : undefined;
    const total = knownTotal ?? this.total(def, query, found);
    if (!total || query.end <= query.start) return { ids: [], total, def };
    // Many matches: walking the sort's index reaches a page after about end × rows / total records,
    // where sorting every match would read all `total` of them.
    const filtered = query.filters.length > 0 || query.q !== null;
    const walk = filtered && query.sort.length > 0 && query.end * this.sizeOf(def) < total * total;
    const page = compilePage(def, query, walk, found);
    return { ids: (this.statement(page.sql).all(...page.params) as { id: number }[]).map((r) => r.id), total, def };
  }

  private total(def: TableDef, query: ListQuery, found?: readonly number[]): number {
    const count = compileCount(def, query, found);
    return (this.statement(count.sql).get(...count.params) as { n: number }).n;
  }

  /** Rows a collection has held at most (its highest id): what a walk of a sort index may cross. */
  private sizeOf(def: TableDef): number {
    return (this.statement(`SELECT max(id) AS n FROM ${ident(def.table)}`).get() as { n: number | null }).n ?? 0;
  }

  /** The documents of `ids` as stored (JSON text), in that order. */
  private docsByIds(def: TableDef, ids: readonly number[]): string[] {
    if (!ids.length) return [];
    const docs = this.statement(`SELECT id, doc FROM ${ident(def.docs)} WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as { id: number; doc: string }[];
    const byId = new Map(docs.map((d) => [d.id, d.doc]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private byIds(def: TableDef, ids: readonly number[]): Rec[] {
    return this.docsByIds(def, ids).map((doc) => JSON.parse(doc) as Rec);
  }

  /** Every record of every collection, a collection at a time (for `npm run db:export`). */
  *export(): Generator<[string, Iterable<Rec>]> {
    for (const def of this.defs.values()) {
      const st = this.db.prepare(`SELECT doc FROM ${ident(def.docs)} ORDER BY id`);
      yield [def.collection, (function* () {
        for (const row of st.iterate() as Iterable<{ doc: string }>) yield JSON.parse(row.doc) as Rec;
      })()];
    }
  }
}
