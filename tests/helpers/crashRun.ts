import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type TestServer } from './server';
import { apiClient } from './api';

export interface CrashResult {
  acknowledged: number;
  inFlightAtKill: number;
  /** Acknowledged writes missing after the restart: must be none. */
  lost: string[];
  /** Acknowledged writes a search (`q`) does not find after the restart: must be none too. */
  unsearchable: string[];
  /** SQLite's integrity check of the file after the kill; null on PostgreSQL (TEST_DATABASE=postgres), whose server was not killed. */
  integrity: string | null;
}

/**
 * Keeps `inFlight` POSTs running against a real server, kills it with SIGKILL once `killAfter`
 * were acknowledged, restarts it on the same files and lists the acknowledged writes it lost.
 * Used by the crash test (seed size) and `npm run bench -- --only crash` (any size, repeated).
 */
export async function crashRun(
  opts: {
    seedFile?: string;
    inFlight?: number;
    killAfter?: number;
    /** A database to start from (copied), instead of building one from the seed. */ template?: string;
  } = {},
): Promise<CrashResult> {
  const inFlightTarget = opts.inFlight ?? 300;
  const killAfter = opts.killAfter ?? 400;
  let dataDir: string | undefined;
  if (opts.template) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-crash-'));
    fs.copyFileSync(opts.template, path.join(dataDir, 'db.sqlite'));
  }
  let server: TestServer = await startServer({ seedFile: opts.seedFile, dataDir, startTimeoutMs: 15 * 60_000 });
  try {
    const api = await apiClient(server);
    const acked: string[] = [];
    const tag = `crash-${Date.now()}`;
    let started = 0;
    let inFlight = 0;
    let killed = false;
    let inFlightAtKill = 0;
    await new Promise<void>((resolve) => {
      const launch = () => {
        if (killed) return;
        const title = `Crash test ${started++}`;
        inFlight++;
        api
          .send('POST', '/help-items', { section: 'faqs', title, content: 'x', description: tag, videoUrl: null, order: 900 })
          .then((res) => {
            if (res.ok) acked.push(title);
          })
          .catch(() => {
            /* the connection died with the server: never acknowledged */
          })
          .finally(() => {
            inFlight--;
            // Keep the pool full; once enough are acknowledged, kill mid-stream.
            if (!killed && acked.length >= killAfter) {
              killed = true;
              inFlightAtKill = inFlight;
              server.proc.kill('SIGKILL');
            }
            launch();
            if (killed && inFlight === 0) resolve();
          });
      };
      for (let i = 0; i < inFlightTarget; i++) launch();
    });
    await server.stop();
    let integrity: string | null = null;
    if (!server.onPostgres) {
      const db = new Database(server.dbFile, { fileMustExist: true });
      integrity = String(db.pragma('integrity_check', { simple: true }));
      db.close();
    }
    server = await startServer({ seedFile: opts.seedFile, dataDir: server.dataDir, startTimeoutMs: 15 * 60_000 });
    const again = await apiClient(server);
    // Every help item, a page at a time (a list does not filter on descriptions).
    const written: { title: string; description: string }[] = [];
    for (let start = 0; ; start += 1000) {
      const page = await again.json<{ title: string; description: string }[]>(
        'GET',
        `/help-items?_sort=id&_start=${start}&_end=${start + 1000}`,
      );
      written.push(...page.body);
      if (page.body.length < 1000) break;
    }
    const titles = new Set(written.filter((h) => h.description === tag).map((h) => h.title));
    // Records written just before the kill may have been noted for search but not indexed yet.
    const found = await again.json<{ title: string }[]>('GET', `/help-items?q=${tag}&_end=1000`);
    const searchable = new Set(found.body.map((h) => h.title));
    return {
      acknowledged: acked.length,
      inFlightAtKill,
      lost: acked.filter((t) => !titles.has(t)),
      unsearchable: acked.filter((t) => !searchable.has(t)),
      integrity,
    };
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
