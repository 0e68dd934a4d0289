import bcrypt from 'bcryptjs';
import { serveJobs } from '../threads/serveJobs';
import type { PasswordJob } from './passwords';

/** A password worker: bcrypt's rounds (about 75 ms each check) on this thread, not the request loop's. */
serveJobs((job: PasswordJob) => (job.kind === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash)));
