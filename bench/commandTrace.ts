import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startPostgresCluster } from '../scripts/postgresCluster';
import { apiSession } from '../tests/helpers/auth';
import { seedSample } from './lib/seedSample';
import { send, type Target } from './api';
import { startOurs } from './lib/servers';
import { summarize, timeEach, type Summary } from './lib/stats';

/** One kind of message PostgreSQL logged for the traced commands: how often, and its mean time. */
export interface TracedStatement {
  phase: string;
  text: string;
  count: number;
  meanMs: number;
}

export interface CommandTrace {
  size: string;
  /** The verify command as the client timed it, before and while PostgreSQL logged every statement. */
  plain: Summary;
  traced: Summary;
  /** PostgreSQL's own time per command: every logged duration of the traced commands, summed, over their count. */
  databaseMsPerCommand: number;
  statements: TracedStatement[];
  /** Row versions the bench's commands wrote to users and its search table, and how many were HOT (no new index entries). */
  updates: { table: string; updated: number; hot: number }[];
}

const PLAIN = 60;
const TRACED = 25;

/**
 * Where a domain command's time goes on PostgreSQL (#35): the verify command of the API bench on
 * a durable cluster, timed by the client, then again with `log_min_duration_statement = 0`, which
 * makes PostgreSQL log the time of every parse, bind and execute. What PostgreSQL spent is the
 * sum of those; the rest of the client's time is round trips and the API process itself.
 */
export async function benchCommandTrace(size: string, seedFile: string, workDir: string, log: (s: string) => void): Promise<CommandTrace> {
  const { unverified } = seedSample(seedFile);
  if (unverified.length < PLAIN + TRACED + 10) throw new Error(`the ${size} seed has too few unverified users to trace`);
  const cluster = await startPostgresCluster({ durable: true });
  try {
    cluster.psql('CREATE DATABASE bench');
    log(`  trace: loading ${size} into PostgreSQL…`);
    const server = await startOurs(seedFile, workDir, '', undefined, 'compiled', { DATABASE_URL: cluster.urlOf('bench') });
    try {
      const { token } = await apiSession(server.url, server.dataDir, 'admin@example.com');
      let next = 0;
      const target: Target = { base: server.api, headers: { Authorization: `Bearer ${token}` }, versions: null };
      // As the API bench sends it: no version, a key (docs/api.md, Domain commands).
      const verify = async () => {
        await send(target, 'POST', `/users/${unverified[next++]}/actions/verify`, {}, undefined, { 'Idempotency-Key': randomUUID() });
      };
      await timeEach(10, verify); // warm-up
      const plain = summarize(await timeEach(PLAIN, verify));

      const logFile = path.join(path.dirname(cluster.psql('SHOW data_directory').trim().split('\n')[1]), 'server.log');
      cluster.psql('ALTER DATABASE bench SET log_min_duration_statement = 0');
      // The setting applies to new sessions: the server's pool opens them again after this.
      cluster.psql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'bench'`);
      await timeEach(5, () => verify().catch(() => undefined)); // the pool finds its connections gone
      const mark = fs.statSync(logFile).size;
      const traced = summarize(await timeEach(TRACED, verify));
      const logged = fs.readFileSync(logFile, 'utf8').slice(mark);
      cluster.psql('ALTER DATABASE bench RESET log_min_duration_statement');

      const statements = new Map<string, { phase: string; text: string; ms: number[] }>();
      let total = 0;
      for (const line of logged.split('\n')) {
        const m = /duration: ([\d.]+) ms\s+(parse|bind|execute|statement)[^:]*: (.*)$/.exec(line);
        if (!m) continue;
        const [, duration, phase, text] = m;
        total += Number(duration);
        const short = text.replace(/'[0-9a-f-]{36}'/g, "'…'").slice(0, 70);
        const key = `${phase} ${short}`;
        const entry = statements.get(key) ?? { phase, text: short, ms: [] };
        entry.ms.push(Number(duration));
        statements.set(key, entry);
      }
      return {
        size,
        plain,
        traced,
        databaseMsPerCommand: total / TRACED,
        statements: [...statements.values()]
          .map((s) => ({ phase: s.phase, text: s.text, count: s.ms.length, meanMs: s.ms.reduce((a, b) => a + b, 0) / s.ms.length }))
          .sort((a, b) => b.meanMs * b.count - a.meanMs * a.count),
        updates: await settledCounts((q) => cluster.psql(q, 'bench'), next),
      };
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}

/** Waits (15 s at most) until the statistics hold every command sent: a busy backend reports its counts each second, an idle one within 10 s. */
async function settledCounts(psql: (sql: string) => string, sent: number): Promise<{ table: string; updated: number; hot: number }[]> {
  const until = Date.now() + 15_000;
  let counts = hotCounts(psql);
  while (counts.some((c) => c.updated < sent) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    counts = hotCounts(psql);
  }
  return counts;
}

/** Since the load (which only inserts). */
function hotCounts(psql: (sql: string) => string): { table: string; updated: number; hot: number }[] {
  const out = psql(
    `SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname IN ('users', 'users_search') ORDER BY relname`,
  );
  return out
    .trim()
    .split('\n')
    .slice(1, -1)
    .map((line) => {
      const [table, updated, hot] = line.split('|');
      return { table, updated: Number(updated), hot: Number(hot) };
    });
}
