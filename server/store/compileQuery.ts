import type { Filter, FilterValue, ListQuery } from './listQuery';
import { fieldSql, ident, sortKeysOfText, type TableDef } from './tables';

/** SQL text (identifiers from the table definition only) and its bound parameters, in order. */
export interface CompiledSql {
  sql: string;
  params: unknown[];
}

/** Longer value lists go in as one JSON array, keeping statements few and parameters bounded. */
const MAX_BOUND_LIST = 64;

/**
 * A GLOB pattern matching text that contains `q` (already lower-cased, like the indexed text).
 * The trigram index answers it: the query grammar refuses shorter text than three characters
 * (src/domain/search.ts), which the index could only answer by reading every record.
 */
export function containsPattern(q: string): string {
  return `*${q.replace(/[*?[]/g, (c) => `[${c}]`)}*`;
}

/** A value as String() writes it: what the filter-text column holds. */
function asText(v: FilterValue): string {
  return v === null ? 'null' : String(v);
}

/** The sort key a range bound compares with: what tables.ts's sortKeyOf gives a value written this way. */
function boundKey(v: FilterValue): number | string | null {
  if (v === null) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const trimmed = v.trim();
  if (trimmed !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v === '' ? null : v.toLowerCase();
}

class Builder {
  readonly params: unknown[] = [];
  /**
   * '+' keeps the filters' columns from being used as indexes (SQLite's unary plus), so that a
   * page walks the sort's index and stops after its rows (compileList's `walkSortIndex`).
   */
  plain = '';
  /** Whether the SQL reads the document (a list field, a field without a column): only then is it joined. */
  usesDoc = false;
  constructor(readonly def: TableDef) {}

  bind(value: unknown): string {
    this.params.push(value);
    return '?';
  }

  /** The sort key of `field`: its indexed column, or an expression over a bound path. */
  sortKey(field: string): string {
    if (field === 'id') return 'c.id';
    const c = this.def.fields.get(field);
    return c && !c.list ? `${this.plain}c.${c.sortKey}` : this.overPath(field, (p) => fieldSql(p).sortKey);
  }

  /** The filter text of `field`: its indexed column, or an expression over a bound path. */
  text(field: string): string {
    if (field === 'id') return 'CAST(c.id AS TEXT)';
    const c = this.def.fields.get(field);
    return c && !c.list ? `${this.plain}c.${c.text}` : this.overPath(field, (p) => fieldSql(p).text);
  }

  /** An expression reading a field the table has no column for; the path is bound wherever it appears. */
  private overPath(field: string, expr: (pathSql: string) => string): string {
    this.usesDoc = true;
    const sql = expr('?');
    for (let i = sql.indexOf('?'); i >= 0; i = sql.indexOf('?', i + 1)) this.params.push(`$.${field}`);
    return sql;
  }

  /** `(?, ?, …)`, or one JSON array for long lists (SQLite caps the parameters of a statement). */
  inList(values: readonly (string | number)[]): string {
    if (values.length > MAX_BOUND_LIST) return `(SELECT value FROM json_each(${this.bind(JSON.stringify(values))}))`;
    return `(${values.map((v) => this.bind(v)).join(', ')})`;
  }

  /**
   * True when the field holds one of the values; a missing field equals '' and 'null'. Never
   * NULL when `negated` is to follow; otherwise a plain `IN` the text column's index answers.
   */
  equals(field: string, values: readonly FilterValue[], negated = false): string {
    const wanted = values.map(asText);
    const missingMatches = wanted.includes('') || wanted.includes('null');
    const listCol = this.def.fields.get(field);
    if (listCol?.list && this.def.items) {
      // One probe of the items table's (f, v, id) index per record: for a value many records
      // hold, `c.id IN (…)` made SQLite fetch every matching record by id, several times slower.
      const any = `EXISTS (SELECT 1 FROM ${ident(this.def.items)} AS li WHERE li.f = ${listCol.item} AND li.v IN ${this.inList(wanted)} AND li.id = c.id)`;
      if (!missingMatches) return any;
      this.usesDoc = true;
      return `(${any} OR json_type(d.doc, ${listCol.path}) IS NULL)`;
    }
    if (field === 'id') {
      const ids = values.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v));
      return ids.length ? `c.id IN ${this.inList(ids)}` : '0';
    }
    const column = this.def.fields.get(field);
    if (column && !column.list && !column.textIndexed) {
      // A number, date, enum or boolean: its sort key tells its values apart, and its index (the
      // field's only one) answers. An empty key is '', null or a missing field: the text decides.
      const key = `${this.plain}c.${column.sortKey}`;
      const keys = [...new Set(wanted.flatMap(sortKeysOfText))];
      const parts = keys.length ? [`${key} IN ${this.inList(keys)}`] : [];
      if (missingMatches) {
        const text = `${this.plain}c.${column.text}`;
        parts.push(`(${key} IS NULL AND (${text} IN ${this.inList(wanted)} OR ${text} IS NULL))`);
      }
      const hit = parts.length ? `(${parts.join(' OR ')})` : '0';
      return negated ? `coalesce(${hit}, 0)` : hit;
    }
    // Each use of an expression binds its own parameters, in the order the SQL text reads them.
    const inWanted = `${this.text(field)} IN ${this.inList(wanted)}`;
    const hit = negated ? `coalesce(${inWanted}, 0)` : inWanted;
    return missingMatches ? `(${hit} OR ${this.text(field)} IS NULL)` : hit;
  }

  filter(f: Filter): string {
    switch (f.op) {
      case 'eq':
        return this.equals(f.field, f.values);
      case 'ne':
        return `NOT ${this.equals(f.field, f.values, true)}`;
      case 'gte':
      case 'lte': {
        const bound = boundKey(f.values[0] ?? null);
        // An empty bound: every non-empty value is above it, none below (as the in-memory store had it).
        if (bound === null) return f.op === 'gte' ? `${this.sortKey(f.field)} IS NOT NULL` : '0';
        const notEmpty = `${this.sortKey(f.field)} IS NOT NULL`;
        return `(${notEmpty} AND ${this.sortKey(f.field)} ${f.op === 'gte' ? '>=' : '<='} ${this.bind(bound)})`;
      }
    }
  }

  /**
   * `found`: the ids the search index gave for `q` (Store.searchIds, which first indexes the
   * records written since; Store.list asks once for the total and the page). Reading the search
   * table here instead could miss a write not indexed yet.
   */
  search(also: ListQuery['qAlso'], found: readonly number[] | undefined): string {
    if (!found) throw new Error('A list with q needs the ids Store.searchIds found');
    const inIndex = `${this.plain}c.id IN (SELECT value FROM json_each(${this.bind(JSON.stringify(found))}))`;
    const alternatives = [inIndex];
    for (const a of also ?? []) {
      // The ids are numbers: the field's sort key (its index) holds them as they are.
      const ids = [...a.ids].map(Number).filter(Number.isSafeInteger);
      alternatives.push(`${this.sortKey(a.field)} IN (SELECT value FROM json_each(${this.bind(JSON.stringify(ids))}))`);
    }
    return alternatives.length > 1 ? `(${alternatives.join(' OR ')})` : inIndex;
  }

  where(query: ListQuery, found?: readonly number[]): string {
    const parts = query.filters.map((f) => this.filter(f));
    if (query.q) parts.push(this.search(query.qAlso, found));
    return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
  }

  orderBy(query: ListQuery): string {
    if (!query.sort.length) return ' ORDER BY c.id';
    const keys = query.sort.map((s) => `${this.sortKey(s.field)} ${s.order === 'desc' ? 'DESC' : 'ASC'}`);
    // Ties in the order of ids, reversed with a single descending key (a reversed index).
    const single = query.sort.length === 1 && query.sort[0].order === 'desc';
    return ` ORDER BY ${keys.join(', ')}, c.id ${single ? 'DESC' : 'ASC'}`;
  }
}

/** The record table, joined to its documents only when the conditions read them. */
function from(def: TableDef, b: Builder): string {
  return b.usesDoc ? ` FROM ${ident(def.table)} AS c JOIN ${ident(def.docs)} AS d ON d.id = c.id` : ` FROM ${ident(def.table)} AS c`;
}

/** The total of a list query. */
export function compileCount(def: TableDef, query: ListQuery, found?: readonly number[]): CompiledSql {
  const b = new Builder(def);
  const where = b.where(query, found);
  return { sql: `SELECT count(*) AS n${from(def, b)}${where}`, params: b.params };
}

/**
 * The ids of one page of a list query, in order. `walkSortIndex`: when many records match, walking
 * the sort's index and testing each record stops after a page's worth, where collecting every
 * match to sort them would not (Store.list decides from the total).
 */
export function compilePage(def: TableDef, query: ListQuery, walkSortIndex = false, found?: readonly number[]): CompiledSql {
  const b = new Builder(def);
  if (walkSortIndex) b.plain = '+';
  const where = b.where(query, found);
  b.plain = '';
  const order = b.orderBy(query);
  b.params.push(Math.max(0, query.end - query.start), query.start);
  return { sql: `SELECT c.id AS id${from(def, b)}${where}${order} LIMIT ? OFFSET ?`, params: b.params };
}

/** Records whose fields equal the given values (each a value or any of several), in id order. */
export function compileWhere(def: TableDef, equal: Record<string, FilterValue | readonly FilterValue[]>, what: 'doc' | 'count'): CompiledSql {
  const b = new Builder(def);
  const filters: Filter[] = Object.entries(equal).map(([field, v]) => ({ field, op: 'eq', values: Array.isArray(v) ? [...(v as FilterValue[])] : [v as FilterValue] }));
  const where = b.where({ filters, q: null, sort: [], start: 0, end: 0 });
  if (what === 'count') return { sql: `SELECT count(*) AS n${from(def, b)}${where}`, params: b.params };
  b.usesDoc = true;
  return { sql: `SELECT d.doc AS doc${from(def, b)}${where} ORDER BY c.id`, params: b.params };
}

/** Ids of the records whose search column holds `q` (lower-cased already). */
export function compileSearchIds(def: TableDef, q: string, column: 'body' | 'person'): CompiledSql {
  return { sql: `SELECT rowid AS id FROM ${ident(def.fts)} WHERE ${column === 'person' ? 'person' : 'body'} GLOB ?`, params: [containsPattern(q)] };
}

