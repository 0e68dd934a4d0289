import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openStore } from '../openStore';
import type { Store } from '../store/store';
import { MEDIA_URL_FIELDS, referencedUploads } from './references';

const name = (i: number) => `${i.toString(16).padStart(32, '0')}.png`;
const url = (i: number) => `/api/uploads/${name(i)}`;

let dir: string;
let store: Store;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-refs-'));
  const seedFile = path.join(dir, 'seed.json');
  fs.writeFileSync(seedFile, '{}');
  store = openStore(loadConfig({ DB_FILE: path.join(dir, 'db.sqlite'), DATA_DIR: dir, SEED_FILE: seedFile, STATIC_DIR: '' }), () => {});
  store.transactionSync((tx) => {
    tx.insert('quickads', { title: 'An ad', mediaUrls: ['/seed/photo-01.svg', url(1), url(2)] });
    tx.insert('users', { firstName: 'Asha', avatarUrl: url(3), introVideoUrl: null });
    tx.insert('help-items', { title: 'How to', videoUrl: `${url(4)}?t=1` });
  });
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('references to uploaded files', () => {
  it('reads every media field of every collection from the schemas, and no other field', () => {
    const fields = MEDIA_URL_FIELDS.map((f) => `${f.collection}.${f.field}`);
    expect(fields).toEqual(expect.arrayContaining(['quickads.mediaUrls', 'users.avatarUrl', 'help-items.videoUrl', 'error-reports.screenshots', 'admins.avatar']));
    expect(fields).not.toContain('quickads.websiteLink');
  });

  it('finds files held in list and single fields, by exact URL, among many asked about', () => {
    const asked = Array.from({ length: 250 }, (_, i) => name(i));
    expect([...referencedUploads(store, asked)].sort()).toEqual([name(1), name(2), name(3)]);
    expect(referencedUploads(store, [])).toEqual(new Set());
  });
});
