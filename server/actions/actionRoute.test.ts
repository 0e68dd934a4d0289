import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Store, SqliteStore } from '../store/store';
import { MIGRATIONS } from '../db/migrations';
import { COLLECTIONS } from '../../src/domain/collections';
import { serveRoutes } from '../../tests/helpers/routeHarness';
import { actionRoutes } from './actionRoute';
import { errorReportHandlers } from './errorReports';
import { IdempotencyKeys } from './idempotency';
import type { ActionHandler } from './types';

/**
 * The action route checks the record's version and status inside the transaction that writes
 * over it. Here the command's handler waits a timer before writing, as a database answering
 * asynchronously would: other requests run meanwhile, so a check made before the transaction
 * would let every raced command through on the version they all read.
 */
let dir: string;
let store: Store;
let routes: Awaited<ReturnType<typeof serveRoutes>>;
let base: string;

const at = '2026-10-01T00:00:00.000Z';
const report = (id: number) => ({
  id,
  version: 1,
  createdAt: at,
  updatedAt: at,
  reportedByUserId: 33,
  reportedAt: at,
  description: `Report ${id}`,
  screenshots: [],
  recordings: [],
  status: 'open',
  resolvedAt: null,
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'action-route-'));
  const seedFile = path.join(dir, 'seed.json');
  const seed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../db.json'), 'utf8')) as Record<string, { id: number }[]>;
  fs.writeFileSync(
    seedFile,
    JSON.stringify({
      admins: seed.admins.filter((a) => a.id === 1),
      users: seed.users.filter((u) => u.id === 33),
      'error-reports': [report(1), report(2)],
    }),
  );
  store = await SqliteStore.open({ dbFile: path.join(dir, 'db.sqlite'), seedFile, collections: COLLECTIONS, migrations: MIGRATIONS });
  const slowResolve: ActionHandler = async (args) => {
    await sleep(5);
    return errorReportHandlers.resolve(args);
  };
  routes = await serveRoutes(actionRoutes(store, { 'error-reports': { resolve: slowResolve } }, new IdempotencyKeys(store)), () => ({
    id: 1,
    email: 'admin@example.com',
    role: 'admin',
    permissions: [],
    sessionId: 's',
  }));
  base = routes.base;
});

afterAll(async () => {
  await routes.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function resolve(id: number, body: Record<string, unknown>, key?: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${base}/error-reports/${id}/actions/resolve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
}

const auditCount = (id: number) => store.count('audit-log', { resource: 'error-reports', recordId: id });

describe('commands raced on one record', () => {
  it('with one version: one applies, the rest get 409 conflict; one audit entry', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => resolve(1, { version: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200)).toEqual(Array(19).fill({ status: 409, code: 'app.errors.conflict' }));
    expect(await store.get('error-reports', 1)).toMatchObject({ status: 'resolved', version: 2 });
    expect(await auditCount(1)).toBe(1);
  });

  it('each with its own key (no version): the status check lets one through, the rest get 409 transition', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => resolve(2, {}, randomUUID())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200)).toEqual(Array(19).fill({ status: 409, code: 'app.errors.transition' }));
    expect(await store.get('error-reports', 2)).toMatchObject({ status: 'resolved', version: 2 });
    expect(await auditCount(2)).toBe(1);
  });

  it('answers 404 for a record that does not exist, writing nothing', async () => {
    expect(await resolve(99, { version: 1 })).toEqual({ status: 404, code: undefined });
    expect(await auditCount(99)).toBe(0);
  });
});
