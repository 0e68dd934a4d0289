import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readJournal } from './journal';
import { loadSnapshot, applyOps, serializeStateChunks } from './snapshot';
import { writeFileAtomicSync } from './atomicFile';

/**
 * Runs off the main thread: folds the closed journals into a new snapshot and
 * swaps it in atomically. The main thread keeps serving while this parses and writes.
 */
const { dbFile, journals } = workerData as { dbFile: string; journals: string[] };
// On Linux the nice value belongs to the thread: lowered here, it makes the compaction yield the
// CPU to the thread answering requests (elsewhere it would slow the whole server, so it is not).
if (process.platform === 'linux') {
  try {
    os.setPriority(19);
  } catch {
    // Not permitted in this container: compaction runs at normal priority.
  }
}
try {
  const state = loadSnapshot(dbFile);
  const index = new Map<string, Map<string, number>>();
  for (const file of journals) for (const tx of readJournal(file)) applyOps(state, tx, index);
  writeFileAtomicSync(dbFile, serializeStateChunks(state));
  parentPort?.postMessage({ ok: true });
} catch (e) {
  parentPort?.postMessage({ ok: false, error: (e as Error).message });
}
