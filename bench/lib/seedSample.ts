import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadSnapshot } from '../../server/store/snapshot';

/** What the API bench needs to know of a seed's users. */
export interface SeedSample {
  userCount: number;
  /** About 400 users spread over the file, with their versions (PATCH sends the version). */
  sample: { id: number; version: number }[];
  /** Users a domain command can verify. */
  unverified: number[];
}

/**
 * Reads the seed in a child process and keeps only the sample. Parsed in the bench's own process,
 * a 100 000-user seed is a gigabyte of heap, and the bench's garbage collector pausing for it was
 * timed as the server's latency (a 300 ms "read while writing" the server never saw).
 */
export function seedSample(seedFile: string): SeedSample {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), seedFile], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString('utf8')) as SeedSample;
}

function sampleOf(seedFile: string): SeedSample {
  const users = (loadSnapshot(seedFile) as unknown as { users: { id: number; version: number; verificationStatus: string }[] }).users;
  const step = Math.max(1, Math.floor(users.length / 400));
  return {
    userCount: users.length,
    sample: users.filter((_, i) => i % step === 0).map((u) => ({ id: u.id, version: u.version })),
    unverified: users.filter((u) => u.verificationStatus !== 'verified').map((u) => u.id),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(JSON.stringify(sampleOf(process.argv[2])));
