import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_INDEXES_PER_COLLECTION, Store } from './store';
import { journalFiles } from './journal';
import { UnreadableDatabaseError } from './snapshot';

let dir: string;
const seed = { users: [{ id: 1, version: 1, name: 'Asha' }], orders: [] as unknown[] };

function open(extra: Partial<Parameters<typeof Store.open>[0]> = {}) {
  return Store.open({ dbFile: path.join(dir, 'db.json'), seedFile: path.join(dir, 'seed.json'), collections: ['users', 'orders', 'audit-log'], ...extra });
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(seed));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('Store', () => {
  it('keeps at most MAX_INDEXES_PER_COLLECTION sorted indexes per collection, dropping the least recently used', async () => {
    const s = open();
    const page = (field: string) => s.list('users', { filters: [], q: null, sort: [{ field, order: 'asc' }], start: 0, end: 10 });
    for (let i = 0; i < 50; i++) page(`field${i}`);
    expect(s.indexCount('users')).toBe(MAX_INDEXES_PER_COLLECTION);
    await s.transaction((tx) => tx.insert('users', { name: 'Chen', field49: 1 }));
    // The kept index followed the insert (a missing value sorts first).
    expect(page('field49').rows.map((r) => r.name)).toEqual(['Asha', 'Chen']);
    await s.close();
  });

  it('creates the runtime database from the seed and keeps acknowledged writes across restarts', async () => {
    const a = open();
    const rec = await a.transaction((tx) => tx.insert('users', { name: 'Bilal' }));
    expect(rec).toMatchObject({ id: 2, version: 1, name: 'Bilal' });
    await a.transaction((tx) => tx.update('users', 1, { name: 'Asha K' }));
    await a.transaction((tx) => tx.remove('users', 2));
    await a.close();
    const b = open();
    expect(b.all('users')).toEqual([expect.objectContaining({ id: 1, name: 'Asha K', version: 2 })]);
    await b.close();
  });

  it('undoes a transaction that throws, and writes nothing', async () => {
    const s = open();
    await expect(
      s.transaction((tx) => {
        tx.update('users', 1, { name: 'changed' });
        tx.insert('users', { name: 'ghost' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(s.all('users')).toEqual([{ id: 1, version: 1, name: 'Asha' }]);
    await s.close();
    expect(open().all('users')).toHaveLength(1);
  });

  it('ignores a torn last journal line (never acknowledged) but refuses corruption in the middle', async () => {
    const s = open();
    await s.transaction((tx) => tx.insert('users', { name: 'kept' }));
    await s.close();
    const [j] = journalFiles(path.join(dir, 'db.json')).slice(-1);
    fs.appendFileSync(j.file, '[{"c":"users","put":{"id":9');
    const t = open();
    expect(t.all('users').map((u) => u.name)).toEqual(['Asha', 'kept']);
    await t.close();
    // Opening folded that journal away; a damaged line before valid ones is real corruption.
    fs.writeFileSync(path.join(dir, 'db.json.journal.99'), 'garbage\n[{"c":"users","del":1}]\n');
    expect(() => open()).toThrow(/corrupt/);
  });

  it('refuses to start on an empty or unreadable database instead of starting empty', () => {
    fs.writeFileSync(path.join(dir, 'db.json'), '');
    expect(() => open()).toThrow(UnreadableDatabaseError);
    fs.writeFileSync(path.join(dir, 'db.json'), '{"users": [');
    expect(() => open()).toThrow(UnreadableDatabaseError);
  });

  it('folds the journal into the snapshot off the main thread, losing nothing', async () => {
    const priority = os.getPriority();
    const s = open({ compactBytes: 200 });
    for (let i = 0; i < 20; i++) await s.transaction((tx) => tx.insert('orders', { n: i }));
    await s.compact();
    // The worker lowered its own thread's priority, not the server's.
    expect(os.getPriority()).toBe(priority);
    await s.close();
    const snapshot = JSON.parse(fs.readFileSync(path.join(dir, 'db.json'), 'utf8'));
    expect(snapshot.orders.length).toBeGreaterThan(0);
    const reopened = open();
    expect(reopened.all('orders').map((o) => o.n)).toEqual([...Array(20).keys()]);
    await reopened.close();
  });

  it('lets the journal of a large database grow to a quarter of its snapshot before compacting', async () => {
    const dbFile = path.join(dir, 'db.json');
    const users = Array.from({ length: 40000 }, (_, i) => ({ id: i + 1, version: 1, bio: 'x'.repeat(1000) }));
    fs.writeFileSync(dbFile, JSON.stringify({ users, orders: [] }));
    const quarter = fs.statSync(dbFile).size / 4; // ~10 MB: above the 8 MB floor
    const s = open();
    const note = 'y'.repeat(100 * 1024);
    const insert = (n: number) => s.transaction((tx) => tx.insert('orders', { n, note }));
    let n = 0;
    while (n * note.length < quarter - 1024 * 1024) await insert(n++);
    await new Promise((r) => setTimeout(r, 50));
    // Past 8 MB but under the quarter: no compaction started (it would have opened journal 2).
    expect(journalFiles(dbFile).map((j) => j.gen)).toEqual([1]);
    while (n * note.length < quarter + 1024 * 1024) await insert(n++);
    await s.close(); // waits for the compaction the last writes started
    expect(JSON.parse(fs.readFileSync(dbFile, 'utf8')).orders.length).toBeGreaterThan(0);
  });

  it('serves sorted and filtered pages that follow every write', async () => {
    const s = open();
    for (const name of ['delta', 'Alpha', 'charlie', 'bravo']) await s.transaction((tx) => tx.insert('users', { name }));
    const sorted = () => s.list('users', { filters: [], q: null, sort: [{ field: 'name', order: 'asc' }], start: 0, end: 10 }).rows.map((r) => r.name);
    expect(sorted()).toEqual(['Alpha', 'Asha', 'bravo', 'charlie', 'delta']);
    await s.transaction((tx) => tx.update('users', 1, { name: 'zulu' }));
    expect(sorted()).toEqual(['Alpha', 'bravo', 'charlie', 'delta', 'zulu']);
    await s.close();
  });
});
