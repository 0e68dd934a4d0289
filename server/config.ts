import path from 'node:path';
import { SEED_DATES_MODES, type SeedDates } from './store/seedDates';

export interface ServerConfig {
  port: number;
  host: string;
  /** The runtime database the server reads and writes (SQLite). */
  dbFile: string;
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
  /** Trust X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
}

const root = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const configured = path.resolve(root, env.DB_FILE ?? '.data/db.sqlite');
  // A DB_FILE naming the old JSON database: the SQLite file goes beside it, the JSON is imported once.
  const dbFile = configured.endsWith('.json') ? `${configured.slice(0, -'.json'.length)}.sqlite` : configured;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dbFile,
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
    trustProxy: env.TRUST_PROXY === '1',
  };
}

function seedDatesMode(value: string | undefined): SeedDates {
  if (value === undefined || value === '') return 'relative';
  if ((SEED_DATES_MODES as readonly string[]).includes(value)) return value as SeedDates;
  throw new Error(`SEED_DATES must be one of ${SEED_DATES_MODES.join(', ')} (got "${value}")`);
}
