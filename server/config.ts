import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_DATES_MODES, type SeedDates } from './store/seedDates';

export interface ServerConfig {
  port: number;
  host: string;
  /** The runtime database the server reads and writes (SQLite), unless databaseUrl names a PostgreSQL one. */
  dbFile: string;
  /** DATABASE_URL: the PostgreSQL database the server reads and writes instead of the SQLite file (null: the file). */
  databaseUrl: string | null;
  /** A database from before SQLite (json-server format, with its journals), imported once when dbFile is missing. */
  legacyDbFile: string;
  /** The committed seed a missing runtime database is created from. */
  seedFile: string;
  /** How a database created from the seed takes the seed's dates (store/seedDates.ts). */
  seedDates: SeedDates;
  /** Where runtime state other than records lives: auth secrets, outbox, uploads. */
  dataDir: string;
  /** Origins allowed to call the API from a browser on another origin. */
  corsOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  bodyLimit: string;
  /** Serve the built app from this folder (null: API only). */
  staticDir: string | null;
  logRequests: boolean;
  /** How many proxies of ours stand in front (0: none): the client address is the X-Forwarded-For entry the outermost one appended. */
  trustProxy: number;
  /** Server processes on the one port (node:cluster, server/serverProcesses.ts); 1: this process alone. */
  processes: number;
  /** Worker threads for searches and figures over every order (server/reads), per process; 0: on the request thread. */
  readWorkers: number;
  /** How long one of those reads may wait and run before it is refused with 503 (ms). */
  readBudgetMs: number;
  /** Quotas and clean-up of the quick ads' uploaded media (server/uploads). */
  uploads: UploadLimits;
}

export interface UploadLimits {
  /** Bytes one admin may hold in uploads no record uses yet (unfinished ones count their declared size). */
  perAdminBytes: number;
  /** Bytes the uploads folder may hold in all: finished files, and unfinished ones at their declared size. */
  totalBytes: number;
  /** How long a finished upload no record uses is kept: the time to fill in and save the form. */
  graceMs: number;
  /** How often unused uploads are looked for (0: only at start). */
  sweepEveryMs: number;
}

const MB = 1024 * 1024;
const HOUR = 3_600_000;

/**
 * The project's folder, which relative settings are read against: the nearest folder above this
 * module with a package.json (the parent of server/ under tsx, of dist-server/ compiled, or the
 * project above a test's own build folder).
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}

const root = projectRoot(import.meta.dirname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const configured = path.resolve(root, env.DB_FILE ?? '.data/db.sqlite');
  // A DB_FILE naming the old JSON database: the SQLite file goes beside it, the JSON is imported once.
  const dbFile = configured.endsWith('.json') ? `${configured.slice(0, -'.json'.length)}.sqlite` : configured;
  const processes = Math.max(1, whole('WORKERS', env.WORKERS, 1));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dbFile,
    databaseUrl: env.DATABASE_URL || null,
    legacyDbFile: configured.endsWith('.json') ? configured : path.join(path.dirname(dbFile), 'db.json'),
    seedFile: path.resolve(root, env.SEED_FILE ?? 'db.json'),
    seedDates: seedDatesMode(env.SEED_DATES),
    dataDir: path.resolve(root, env.DATA_DIR ?? path.dirname(dbFile)),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Back-office <no-reply@example.com>',
    bodyLimit: env.BODY_LIMIT ?? '6mb',
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(root, env.STATIC_DIR ?? 'dist'),
    logRequests: env.LOG_REQUESTS === '1',
    trustProxy: proxyHops(env.TRUST_PROXY),
    processes,
    // One core stays with each process's request thread: the read workers share the rest.
    readWorkers: whole('READ_WORKERS', env.READ_WORKERS, Math.max(1, Math.floor((os.availableParallelism() - processes) / processes))),
    readBudgetMs: whole('READ_BUDGET_MS', env.READ_BUDGET_MS, 5000),
    uploads: {
      perAdminBytes: Math.floor(amount('UPLOAD_QUOTA_PER_ADMIN_MB', env.UPLOAD_QUOTA_PER_ADMIN_MB, 50) * MB),
      totalBytes: Math.floor(amount('UPLOAD_QUOTA_TOTAL_MB', env.UPLOAD_QUOTA_TOTAL_MB, 2048) * MB),
      graceMs: amount('UPLOAD_GRACE_HOURS', env.UPLOAD_GRACE_HOURS, 24) * HOUR,
      sweepEveryMs: amount('UPLOAD_SWEEP_MINUTES', env.UPLOAD_SWEEP_MINUTES, 60) * 60_000,
    },
  };
}

/** A number of at least 0, fractions allowed (tests run with small quotas and no grace); a typo stops the start rather than lift a limit. */
function amount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of at least 0 (got "${value}")`);
  return n;
}

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got "${value}")`);
  return n;
}

function seedDatesMode(value: string | undefined): SeedDates {
  if (value === undefined || value === '') return 'relative';
  if ((SEED_DATES_MODES as readonly string[]).includes(value)) return value as SeedDates;
  throw new Error(`SEED_DATES must be one of ${SEED_DATES_MODES.join(', ')} (got "${value}")`);
}

/** TRUST_PROXY: `1` (one proxy) or the number of proxies in a chain; anything else trusts none. */
function proxyHops(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
