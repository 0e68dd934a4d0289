import bcrypt from 'bcryptjs';

/** What the password worker does: a hash, or a check against a hash. */
export type PasswordJob = { kind: 'hash'; password: string; cost: number } | { kind: 'compare'; password: string; hash: string };

/** One password job, run wherever it is called: in the worker (passwordWorker.ts), or on the server's thread while none is up. */
export function runPasswordJob(job: PasswordJob): string | boolean {
  return job.kind === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
}
