import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openStore } from '../openStore';
import type { Store } from '../store/store';
import { MEDIA_URL_FIELDS, referencedUploads } from './references';
import { ENTITIES } from '../../src/domain/entities';

const name = (i: number) => `${i.toString(16).padStart(32, '0')}.png`;
const url = (i: number) => `/api/uploads/${name(i)}`;

let dir: string;
let store: Store;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-refs-'));
  const seedFile = path.join(dir, 'seed.json');
  fs.writeFileSync(seedFile, '{}');
  store = await openStore(
    loadConfig({ DB_FILE: path.join(dir, 'db.sqlite'), DATA_DIR: dir, SEED_FILE: seedFile, STATIC_DIR: '' }),
    () => {},
  );
  // Whole records (the tables refuse a missing field), checked against the collections' create schemas.
  const at = '2026-10-01T00:00:00.000Z';
  const quickad = {
    owner: 'platform',
    postedByUserId: null,
    title: 'An ad',
    categories: [],
    ageLimit: 0,
    brief: '',
    websiteLink: 'https://www.example.com/ad',
    mediaUrls: ['/seed/photo-01.svg', url(1), url(2)],
    disclosures: { cannabis: false, cbd: false, politicalPromotion: false },
    contentUsageRights: 'Organic posting only',
    platform: 'instagram',
    whenToPost: at,
    language: 'en',
    dialect: 'Neutral',
    mood: 'Calm',
    swearingAllowed: false,
    targetAudience: 'All',
    dueDate: at,
    budget: 100,
    status: 'draft',
    moderationReason: null,
  };
  const user = {
    firstName: 'Asha',
    lastName: 'Rao',
    dateOfBirth: '1990-01-01',
    username: 'asha.rao',
    profileName: 'Asha Rao',
    country: 'IN',
    languages: ['hi'],
    state: 'Goa',
    zip: '403001',
    city: 'Panaji',
    gender: 'female',
    occupation: 'Singer',
    bio: '',
    phone: '+91 98765 43210',
    email: 'asha@example.com',
    category: 'Music',
    subcategory: 'Singer',
    tags: [],
    verificationStatus: 'unverified',
    memberSince: at,
    rating: 0,
    online: false,
    ageBracket: '35_44',
    basedIn: 'Goa, India',
    introVideoUrl: null,
    musicUrl: null,
    avatarUrl: url(3),
    reviews: [],
    accountType: 'individual',
    accountStatus: 'active',
    activeStrikes: 0,
    referralCode: 'ASHA-0001',
  };
  const helpItem = { section: 'video_tutorials', title: 'How to', content: '', description: '', videoUrl: `${url(4)}?t=1`, order: 0 };
  await store.transaction(async (tx) => {
    await tx.insert('quickads', ENTITIES.quickads.create.parse(quickad));
    await tx.insert('users', ENTITIES.users.create.parse(user));
    await tx.insert('help-items', ENTITIES['help-items'].create.parse(helpItem));
  });
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('references to uploaded files', () => {
  it('reads every media field of every collection from the schemas, and no other field', () => {
    const fields = MEDIA_URL_FIELDS.map((f) => `${f.collection}.${f.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'quickads.mediaUrls',
        'users.avatarUrl',
        'help-items.videoUrl',
        'error-reports.screenshots',
        'admins.avatar',
      ]),
    );
    expect(fields).not.toContain('quickads.websiteLink');
  });

  it('finds files held in list and single fields, by exact URL, among many asked about', async () => {
    const asked = Array.from({ length: 250 }, (_, i) => name(i));
    expect([...(await referencedUploads(store, asked))].sort()).toEqual([name(1), name(2), name(3)]);
    expect(await referencedUploads(store, [])).toEqual(new Set());
  });
});
