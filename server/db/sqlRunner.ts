import type Database from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type OperationNodeSource,
  type CompiledQuery,
  type RawBuilder,
} from 'kysely';
import { lruGet } from '../../src/domain/lruCache';

/** Prepared statements kept per connection; past this many the least recently used is dropped. */
export const MAX_CACHED_STATEMENTS = 256;

/**
 * Kysely as the query builder of a better-sqlite3 connection: queries are built (identifiers from
 * the table shapes, values always bound) and compiled by Kysely, and run by better-sqlite3
 * directly, without a promise per statement (the store's API adds one per call, not per
 * statement; how transactions interleave is the store's business: server/store/store.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are known at run time (tableShape.ts), not to the compiler
export type QueryBuilder = Kysely<any>;

export const builder: QueryBuilder = new Kysely({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * A built query: one of the query builders, or a statement written with Kysely's `sql` tag. Its
 * operation tree is the same for both databases: each connection compiles it for its own.
 */
export type Query = (Compilable & OperationNodeSource) | RawBuilder<unknown>;

function compile(query: Query): CompiledQuery {
  return 'isRawBuilder' in query ? query.compile(builder) : query.compile();
}

/** better-sqlite3 binds numbers, text, null and buffers: a boolean goes in as 0 or 1. */
function bindable(parameters: readonly unknown[]): unknown[] {
  return parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

export class SqlRunner {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly db: Database.Database) {}

  private statement(sqlText: string): Database.Statement {
    return lruGet(this.statements, sqlText, MAX_CACHED_STATEMENTS, () => this.db.prepare(sqlText));
  }

  all<R>(query: Query): R[] {
    const { sql, parameters } = compile(query);
    return this.statement(sql).all(...bindable(parameters)) as R[];
  }

  get<R>(query: Query): R | undefined {
    const { sql, parameters } = compile(query);
    return this.statement(sql).get(...bindable(parameters)) as R | undefined;
  }

  /** A statement compiled once by its builder (its text fixed, its values given each time). */
  allCompiled<R>(query: { sql: string; parameters: readonly unknown[] }): R[] {
    return this.statement(query.sql).all(...bindable(query.parameters)) as R[];
  }

  getCompiled<R>(query: { sql: string; parameters: readonly unknown[] }): R | undefined {
    return this.statement(query.sql).get(...bindable(query.parameters)) as R | undefined;
  }

  iterate<R>(query: Query): IterableIterator<R> {
    const { sql, parameters } = compile(query);
    return this.statement(sql).iterate(...bindable(parameters)) as IterableIterator<R>;
  }

  run(query: Query): Database.RunResult {
    const { sql, parameters } = compile(query);
    return this.statement(sql).run(...bindable(parameters));
  }
}

/**
 * What a table's queries run on, in either database (the sign-in state's tables, the command
 * keys): an open transaction's connection or the committed state's. Rows come back alike from
 * both (server/db/postgres/connection.ts).
 */
export interface SqlConnection {
  all<R>(query: Query): Promise<R[]>;
  get<R>(query: Query): Promise<R | undefined>;
  /** Runs a statement; how many rows it changed. */
  run(query: Query): Promise<number>;
}

/** A SQLite connection's runner as a SqlConnection (answered synchronously, through a promise). */
export class SqliteConnection implements SqlConnection {
  constructor(private readonly runner: SqlRunner) {}

  async all<R>(query: Query): Promise<R[]> {
    return this.runner.all<R>(query);
  }

  async get<R>(query: Query): Promise<R | undefined> {
    return this.runner.get<R>(query);
  }

  async run(query: Query): Promise<number> {
    return this.runner.run(query).changes;
  }
}
