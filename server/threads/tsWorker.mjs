// A worker thread's entry that runs a TypeScript module (workerData.entry): worker threads do not
// inherit the tsx loader the server runs under, so it is registered here first (plain JavaScript).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
