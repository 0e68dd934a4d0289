import { serveJobs } from '../threads/serveJobs';
import { runPasswordJob } from './passwordJobs';

/** A password worker: bcrypt's rounds (about 75 ms each check) on this thread, not the request loop's. */
serveJobs(runPasswordJob);
