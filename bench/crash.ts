import fs from 'node:fs';
import { crashRun } from '../tests/helpers/crashRun';
import { startServer } from '../tests/helpers/server';

export interface CrashRow {
  size: string;
  run: number;
  acknowledged: number;
  inFlightAtKill: number;
  lost: number;
  /** Acknowledged writes a search did not find after the restart. */
  unsearchable: number;
  integrity: string;
  seconds: number;
}

/**
 * The kill -9 test at any size, repeated: a few hundred writes in flight, SIGKILL, restart, and
 * every acknowledged write looked for (tests/helpers/crashRun.ts).
 */
export async function benchCrash(sizeLabel: string, seedFile: string, repeat: number, log: (s: string) => void): Promise<CrashRow[]> {
  const rows: CrashRow[] = [];
  // The database is built from the seed once (minutes at 100 000 users); each run starts from a copy.
  log(`  ${sizeLabel} building the database once`);
  const first = await startServer({ seedFile, startTimeoutMs: 15 * 60_000 });
  await first.stop();
  const template = first.dbFile;
  for (let run = 1; run <= repeat; run++) {
    log(`  ${sizeLabel} kill -9 run ${run}/${repeat}`);
    const t0 = Date.now();
    const r = await crashRun({ seedFile, template, inFlight: 300, killAfter: 400 });
    rows.push({
      size: sizeLabel,
      run,
      acknowledged: r.acknowledged,
      inFlightAtKill: r.inFlightAtKill,
      lost: r.lost.length,
      unsearchable: r.unsearchable.length,
      integrity: r.integrity ?? 'not checked (PostgreSQL)',
      seconds: (Date.now() - t0) / 1000,
    });
  }
  fs.rmSync(first.dataDir, { recursive: true, force: true });
  return rows;
}
