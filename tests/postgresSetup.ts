import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../scripts/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server's URL, as a role that may create databases: each test makes its own (tests/helpers/postgres.ts). */
    postgresUrl: string;
  }
}

/**
 * The PostgreSQL server the tests use: DATABASE_URL when given, else a throw-away cluster
 * started for this run (scripts/postgresCluster.ts) and stopped at its end.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
