import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { UnreadableDatabaseError, type StoreOptions, type Store, SqliteStore } from '../store/store';
import { COLLECTIONS } from '../../src/domain/collections';
import { personSearchText } from '../../src/domain/people';

/** Two users and a strike of the project's seed (db.json), as the earlier layout held them. */
const USERS = [
  {
    id: 1,
    firstName: 'Marquise',
    lastName: 'McDermott',
    dateOfBirth: '1979-01-12',
    username: 'marquise.mcdermott1',
    profileName: 'Marquise Studio',
    country: 'US',
    languages: ['en'],
    state: 'Florida',
    zip: '09969',
    city: 'Miami',
    gender: 'male',
    occupation: 'Fitness Coach',
    bio: 'Fitness Coach based in Miami. Booking for next season.',
    phone: '+1 129 615 1388',
    email: 'marquise.mcdermott1@example.org',
    category: 'Fashion & Beauty',
    subcategory: 'Skincare',
    tags: ['eco', 'long-form'],
    memberSince: '2024-11-01T09:35:25.000Z',
    rating: 3,
    ageBracket: '45_54',
    basedIn: 'Miami, United States',
    introVideoUrl: null,
    musicUrl: null,
    avatarUrl: '/seed/avatar-12.svg',
    reviews: [
      {
        authorName: 'Viva Balistreri Sr.',
        rating: 3,
        text: 'Brilliant energy on camera, our audience loved it.',
        date: '2024-12-17T16:58:12.000Z',
      },
      {
        authorName: 'Eleanore Fahey',
        rating: 3,
        text: 'Brilliant energy on camera, our audience loved it.',
        date: '2025-10-09T18:17:57.000Z',
      },
    ],
    accountType: 'influencer',
    referralCode: 'MARQU-0001',
    verificationStatus: 'unverified',
    accountStatus: 'active',
    activeStrikes: 0,
    online: true,
    version: 1,
    createdAt: '2024-11-01T09:35:25.000Z',
    updatedAt: '2024-11-01T09:35:25.000Z',
  },
  {
    id: 2,
    firstName: 'Eduarda',
    lastName: 'Saraiva',
    dateOfBirth: '2015-12-13',
    username: 'eduarda.saraiva2',
    profileName: 'Eduarda Talks',
    country: 'BR',
    languages: ['pt', 'en'],
    state: 'Rio de Janeiro',
    zip: '35403-261',
    city: 'Rio de Janeiro',
    gender: 'female',
    occupation: 'Student',
    bio: 'Student based in Rio de Janeiro. Open to brand collabs.',
    phone: '+55 036 208 7949',
    email: 'eduarda.saraiva2@example.com',
    category: 'Music',
    subcategory: 'Music Producer',
    tags: ['live'],
    memberSince: '2024-11-02T16:35:04.000Z',
    rating: 4,
    ageBracket: 'under_18',
    basedIn: 'Rio de Janeiro, Brazil',
    introVideoUrl: null,
    musicUrl: '/seed/music.ogg',
    avatarUrl: '/seed/avatar-09.svg',
    reviews: [
      { authorName: 'Mr. Clay Beer', rating: 4, text: 'Very professional and easy to work with.', date: '2025-08-31T14:09:54.000Z' },
    ],
    accountType: 'kid_influencer',
    referralCode: 'EDUAR-0002',
    verificationStatus: 'unverified',
    accountStatus: 'active',
    activeStrikes: 0,
    online: true,
    version: 1,
    createdAt: '2024-11-02T16:35:04.000Z',
    updatedAt: '2024-11-02T16:35:04.000Z',
  },
];
const STRIKE = {
  id: 1,
  userId: 2,
  reason: 'Asked a customer to pay outside the platform.',
  issuedAt: '2025-05-23T15:24:23.000Z',
  expiresAt: '2025-08-21T15:24:23.000Z',
  status: 'issued',
  appealText: null,
  appealedAt: null,
  decision: null,
  decidedAt: null,
  decidedByAdminId: null,
  version: 1,
  createdAt: '2025-05-23T15:24:23.000Z',
  updatedAt: '2025-05-23T15:24:23.000Z',
};
/** Ids the earlier layout had given (records since deleted): higher than any id left. */
const OLD_SEQUENCE = 40;
const AUTH = JSON.stringify({
  version: 1,
  credentials: { 1: { passwordHash: 'h', updatedAt: '' } },
  sessions: [],
  challenges: [],
  blockedIps: [{ ip: '203.0.113.9', blockedAt: '', byAdminId: 1 }],
});

let dir: string;
const dbFile = () => path.join(dir, 'db.sqlite');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carry-over-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), '{}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A database as the store wrote it before the migrations ("format 1"): per collection the key
 * table `c_`, the documents `d_`, the search tables `q_`/`p_`, the list items `l_`; the `meta`
 * table; the auth state; and ids counted in sqlite_sequence under `c_<table>`.
 */
function writeEarlierLayout(records: Record<string, Record<string, unknown>[]>): void {
  const db = new Database(dbFile());
  db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  db.exec(`CREATE TABLE auth_state (id INTEGER PRIMARY KEY CHECK (id = 1), doc TEXT NOT NULL)`);
  db.prepare(`INSERT INTO meta (key, value) VALUES ('format', '1')`).run();
  db.prepare(`INSERT INTO auth_state (id, doc) VALUES (1, ?)`).run(AUTH);
  for (const [collection, recs] of Object.entries(records)) {
    const t = collection.replace(/-/g, '_');
    db.exec(`CREATE TABLE "c_${t}" (id INTEGER PRIMARY KEY AUTOINCREMENT, version INTEGER, created_at TEXT, updated_at TEXT, k1, t1)`);
    db.exec(`CREATE TABLE "d_${t}" (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`);
    db.exec(`CREATE TABLE "l_${t}" (id INTEGER NOT NULL, f INTEGER NOT NULL, v TEXT NOT NULL)`);
    db.exec(`CREATE INDEX "c_${t}_k1" ON "c_${t}" (k1)`);
    db.exec(`CREATE INDEX "l_${t}_fv" ON "l_${t}" (f, v, id)`);
    db.exec(`CREATE VIRTUAL TABLE "q_${t}" USING fts5(body, person, tokenize = 'trigram', detail = none)`);
    db.exec(`CREATE TABLE "p_${t}" (id INTEGER PRIMARY KEY)`);
    db.prepare(`INSERT INTO meta (key, value) VALUES (?, 'f00dfeedf00dfeed')`).run(`schema:c_${t}`);
    for (const rec of recs) {
      const first = Object.values(rec).find((v) => typeof v === 'string') as string;
      db.prepare(`INSERT INTO "c_${t}" (id, version, created_at, updated_at, k1, t1) VALUES (?, ?, ?, ?, ?, ?)`).run(
        rec.id,
        rec.version,
        rec.createdAt,
        rec.updatedAt,
        first.toLowerCase(),
        first,
      );
      db.prepare(`INSERT INTO "d_${t}" (id, doc) VALUES (?, ?)`).run(rec.id, JSON.stringify(rec));
      db.prepare(`INSERT INTO "q_${t}" (rowid, body, person) VALUES (?, ?, NULL)`).run(rec.id, JSON.stringify(rec).toLowerCase());
    }
    // What AUTOINCREMENT had counted: records were deleted since.
    db.prepare(`DELETE FROM sqlite_sequence WHERE name = ?`).run(`c_${t}`);
    db.prepare(`INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)`).run(`c_${t}`, OLD_SEQUENCE);
  }
  db.close();
}

/** The store's connection, to read its tables as an operator would. */
function connectionOf(store: Store): Database.Database {
  return (store as unknown as { db: Database.Database }).db;
}

function open(extra: Partial<StoreOptions> = {}) {
  return SqliteStore.open({
    dbFile: dbFile(),
    seedFile: path.join(dir, 'seed.json'),
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
    personText: (c, rec) => (c === 'users' ? personSearchText(rec as Parameters<typeof personSearchText>[0]) : null),
    ...extra,
  });
}

/** The tables of the earlier layout still in the file. */
function earlierTables(): string[] {
  const db = new Database(dbFile(), { readonly: true });
  try {
    const rows = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND (name = 'meta' OR name GLOB '[cdqpl]_*') ORDER BY name`)
      .all() as { name: string }[];
    return rows.map((r) => r.name);
  } finally {
    db.close();
  }
}

describe('carrying a database of the earlier layout over', () => {
  it('moves every record into its table, drops the old tables, keeps the auth state and the id counter', async () => {
    writeEarlierLayout({ users: USERS, strikes: [STRIKE], orders: [] });
    const logged: string[] = [];
    const s = await open({ log: (m) => logged.push(m) });
    try {
      expect(logged).toContain('Moved 3 records of the earlier layout into their tables');
      for (const rec of USERS) expect(await s.get('users', rec.id)).toEqual(rec);
      expect(await s.all('users')).toEqual(USERS);
      expect(await s.all('strikes')).toEqual([STRIKE]);
      expect(await s.all('orders')).toEqual([]);
      expect(await s.signInTables.blockedAddresses.all()).toEqual([{ ip: '203.0.113.9', blockedAt: '', byAdminId: 1 }]);
      expect(await s.signInTables.credentials.passwordHashOf(1)).toBe('h');
      expect(await s.signInTables.sessions.ofAdmin(1)).toEqual([]);
      // Moved into its tables by the 0002 migration; the document is gone.
      expect(connectionOf(s).prepare(`SELECT ip FROM auth_blocked_addresses`).all()).toEqual([{ ip: '203.0.113.9' }]);
      expect(connectionOf(s).prepare(`SELECT 1 FROM sqlite_master WHERE name = 'auth_state'`).get()).toBeUndefined();
      // The search index and the list fields' child rows are rebuilt from the records.
      expect(await s.searchIds('users', 'miami')).toEqual([1]);
      expect(await s.searchIds('users', 'eduarda talks', 'person')).toEqual([2]);
      expect(await s.count('users', { languages: 'en' })).toBe(2);
      expect(await s.countBy('users', 'tags')).toEqual(
        new Map([
          ['eco', 1],
          ['long-form', 1],
          ['live', 1],
        ]),
      );
      // Ids go on above every id the earlier layout had given.
      const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = USERS[0];
      const added = await s.transaction((tx) =>
        tx.insert('users', { ...fields, username: 'marquise.again', email: 'marquise.again@example.org', referralCode: 'MARQU-0041' }),
      );
      expect(added.id).toBe(OLD_SEQUENCE + 1);
      const { id: _strikeId, ...strike } = STRIKE;
      expect((await s.transaction((tx) => tx.insert('strikes', { ...strike, userId: added.id }))).id).toBe(OLD_SEQUENCE + 1);
    } finally {
      await s.close();
    }
    expect(earlierTables()).toEqual([]);
    // Plain tables now: what `sqlite3 db.sqlite` reads.
    const db = new Database(dbFile(), { readonly: true });
    try {
      expect(db.prepare(`select firstName, email from users`).all()).toEqual([
        { firstName: 'Marquise', email: 'marquise.mcdermott1@example.org' },
        { firstName: 'Eduarda', email: 'eduarda.saraiva2@example.com' },
        { firstName: 'Marquise', email: 'marquise.again@example.org' },
      ]);
      expect(db.prepare(`select zip, online, rating from users where id = 1`).get()).toEqual({ zip: '09969', online: 1, rating: 3 });
    } finally {
      db.close();
    }
    // Moved once: the next start finds nothing of the earlier layout.
    logged.length = 0;
    const again = await open({ log: (m) => logged.push(m) });
    expect(logged.filter((m) => m.startsWith('Moved') || m.startsWith('Migrated'))).toEqual([]);
    expect(await again.count('users')).toBe(3);
    await again.close();
  });

  it('moves nothing when a record refers to one that does not exist, and keeps the old tables', async () => {
    writeEarlierLayout({ users: USERS, strikes: [{ ...STRIKE, userId: 99 }] });
    await expect(open()).rejects.toThrow(UnreadableDatabaseError);
    expect(earlierTables()).toEqual(expect.arrayContaining(['c_strikes', 'c_users', 'd_strikes', 'd_users', 'meta']));
    const db = new Database(dbFile(), { readonly: true });
    try {
      expect(db.prepare(`SELECT count(*) AS n FROM users`).get()).toEqual({ n: 0 });
      expect((db.prepare(`SELECT doc FROM d_strikes`).get() as { doc: string }).doc).toContain('"userId":99');
    } finally {
      db.close();
    }
  });
});
