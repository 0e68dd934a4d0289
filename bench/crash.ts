import { crashRun } from '../tests/helpers/crashRun';

export interface CrashRow {
  size: string;
  run: number;
  acknowledged: number;
  inFlightAtKill: number;
  lost: number;
  integrity: string;
  seconds: number;
}

/**
 * The kill -9 test at any size, repeated: a few hundred writes in flight, SIGKILL, restart, and
 * every acknowledged write looked for (tests/helpers/crashRun.ts).
 */
export async function benchCrash(sizeLabel: string, seedFile: string, repeat: number, log: (s: string) => void): Promise<CrashRow[]> {
  const rows: CrashRow[] = [];
  for (let run = 1; run <= repeat; run++) {
    log(`  ${sizeLabel} kill -9 run ${run}/${repeat}`);
    const t0 = Date.now();
    const r = await crashRun({ seedFile, inFlight: 300, killAfter: 400 });
    rows.push({ size: sizeLabel, run, acknowledged: r.acknowledged, inFlightAtKill: r.inFlightAtKill, lost: r.lost.length, integrity: r.integrity, seconds: (Date.now() - t0) / 1000 });
  }
  return rows;
}
