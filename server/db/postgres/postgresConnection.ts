import {
  createQueryId,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type RootOperationNode,
} from 'kysely';
import type pg from 'pg';
import type { Query, SqlConnection } from '../sqlRunner';
import { BusyError } from '../../threads/workerPool';

/** PostgreSQL's error code for a statement cancelled (statement_timeout). */
const QUERY_CANCELED = '57014';

/** Compiles the operation tree of a query built anywhere (server/db/sqlRunner.ts's builder) as PostgreSQL's SQL. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}).getExecutor();

export function compilePostgres(query: Query): CompiledQuery {
  return compiler.compileQuery(query.toOperationNode() as RootOperationNode, createQueryId());
}

/** A pool (each statement on any free connection) or one client (a transaction's) as a SqlConnection. */
export class PostgresConnection implements SqlConnection {
  constructor(private readonly client: pg.Pool | pg.PoolClient) {}

  private async query<R>(query: Query): Promise<pg.QueryResult<R & pg.QueryResultRow>> {
    const { sql, parameters } = compilePostgres(query);
    try {
      return await this.client.query<R & pg.QueryResultRow>(sql, parameters as unknown[]);
    } catch (e) {
      // Cancelled past statement_timeout (connection.ts): the read budget's answer, 503 with Retry-After.
      if ((e as { code?: string }).code === QUERY_CANCELED) throw new BusyError(1);
      throw e;
    }
  }

  async all<R>(query: Query): Promise<R[]> {
    return (await this.query<R>(query)).rows;
  }

  async get<R>(query: Query): Promise<R | undefined> {
    return (await this.query<R>(query)).rows[0];
  }

  async run(query: Query): Promise<number> {
    return (await this.query(query)).rowCount ?? 0;
  }
}
