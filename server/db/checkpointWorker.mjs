// Folds the write-ahead log into the database file on a thread of its own, with its own
// connection: a PASSIVE checkpoint never blocks the server's reads or writes, so a large database
// is written back without holding a request (plain JavaScript: worker threads do not inherit tsx).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.dbFile, { fileMustExist: true });
db.pragma('busy_timeout = 0');

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true, result });
  } catch (e) {
    parentPort.postMessage({ ok: false, error: String(e) });
  }
});
