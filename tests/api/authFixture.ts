import fs from 'node:fs';
import { expect, inject } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { commandKeyHeader } from '../helpers/commandKey';

/**
 * A small database for the auth tests, independent of the demo seed: the four demo admins
 * (one per role; the custom one may read users only) and one record in a few collections, so a
 * 403 is a refusal and not an empty list.
 */
/** The first record of a collection in the app's seed (db.json). */
function seedRecord(collection: string): Record<string, unknown> {
  const seed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../db.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>[]
  >;
  return seed[collection][0];
}

/** Written under the run's folder for servers' data (tests/testServers.ts), removed with it. */
export function writeAuthSeed(): string {
  const dir = fs.mkdtempSync(path.join(inject('serverDataRoot') || os.tmpdir(), 'bo-auth-seed-'));
  const at = '2026-01-01T00:00:00.000Z';
  const base = (id: number) => ({ id, version: 1, createdAt: at, updatedAt: at });
  const admin = (id: number, firstName: string, email: string, role: string, permissions: string[] = []) => ({
    ...base(id),
    firstName,
    lastName: 'Demo',
    email,
    phone: `+91 98765 4321${id}`,
    avatar: null,
    role,
    permissions,
    status: 'active',
    inviteExpiresAt: null,
    lastSignInAt: null,
  });
  const seed = {
    admins: [
      admin(1, 'Asha', 'admin@example.com', 'admin'),
      admin(2, 'Ravi', 'employee@example.com', 'employee'),
      admin(3, 'Sara', 'support@example.com', 'tech_support'),
      admin(4, 'Kiran', 'custom@example.com', 'custom', ['dashboard.view', 'users.read']),
    ],
    // One user with card details and an order, whole records as the app's seed has them.
    'payment-details': [{ ...seedRecord('payment-details'), ...base(1), userId: 1 }],
    orders: [{ ...seedRecord('orders'), ...base(1), status: 'in_progress', customerId: 1, providerId: null }],
    users: [{ ...seedRecord('users'), ...base(1), firstName: 'Uma' }],
    'audit-log': [],
  };
  const file = path.join(dir, 'seed.json');
  fs.writeFileSync(file, JSON.stringify(seed, null, 1));
  return file;
}

export interface OutboxLine {
  to: string;
  purpose: string;
  code: string;
  sentAt: string;
  link?: string;
}

export function outbox(dataDir: string): OutboxLine[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

/** Waits for a message the server sends in the background (invite, reset sent by an admin). */
export async function waitForMail(dataDir: string, to: string, purpose: string, after = 0): Promise<OutboxLine> {
  for (let i = 0; i < 50; i++) {
    const found = outbox(dataDir)
      .slice(after)
      .filter((m) => m.to === to && m.purpose === purpose)
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose} mail for ${to}`);
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

/** A plain HTTP client that keeps every answer, so the test can check none leaks a secret. */
export function recordingClient(api: string) {
  const seen: string[] = [];
  const call = async (
    method: string,
    urlPath: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> => {
    const headers: Record<string, string> = { ...commandKeyHeader(method, urlPath, opts.body, opts.headers), ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${api}${urlPath}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    seen.push(`${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${text}`);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not JSON (a served photo): `text` still holds it.
    }
    return { status: res.status, headers: res.headers, text, body };
  };
  return { call, seen };
}

export const DEMO_PASSWORD = 'Demo#2026';

/** Sign-in steps against one server, through a recording client. */
export function authSteps(dataDir: string, call: ReturnType<typeof recordingClient>['call']) {
  const lastCode = (to: string, purpose = 'sign_in'): string => {
    const found = outbox(dataDir)
      .filter((m) => m.to === to && m.purpose === purpose)
      .at(-1);
    if (!found) throw new Error(`no ${purpose} code for ${to}`);
    return found.code;
  };
  const login = (identifier: string, password = DEMO_PASSWORD) => call('POST', '/auth/login', { body: { identifier, password } });
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
    const started = await login(email, password);
    expect(started.status, started.text).toBe(200);
    const verified = await call('POST', '/auth/verify-otp', { body: { challengeId: started.body.challengeId, code: lastCode(email) } });
    expect(verified.status, verified.text).toBe(200);
    return String(verified.body.token);
  };
  return { lastCode, login, signIn };
}

/** No recorded answer may carry a bcrypt hash or any code the outbox holds. */
export function expectNoSecrets(seen: string[], dataDir: string): void {
  const codes = new Set(outbox(dataDir).map((m) => m.code));
  for (const text of seen) {
    expect(text).not.toMatch(/\$2[aby]\$/);
    for (const token of text.match(/(?<![\w-])\d{6}(?![\w-])/g) ?? []) expect(codes.has(token), `code ${token} in an answer`).toBe(false);
  }
}
