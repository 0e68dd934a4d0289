import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, type ApiClient } from '../helpers/api';
import { startServer, type TestServer } from '../helpers/server';

/**
 * Issue #35: `WORKERS=2` runs two server processes on one port over one database. Any of them
 * answers a signed-in request; one killed is replaced while the other goes on answering; a stop
 * stops them all.
 */
let server: TestServer;
let api: ApiClient;

/** The server processes under the first one (node:cluster's workers, not tsx's compiler service), by pid. */
function serverProcesses(): number[] {
  const tasks = fs.readdirSync(`/proc/${server.proc.pid}/task`);
  const children = tasks.flatMap((t) =>
    fs.readFileSync(`/proc/${server.proc.pid}/task/${t}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return children.filter((pid) => {
    try {
      // The compiled server (main.mjs) or its sources under tsx (server/main.ts).
      return /main\.mjs|server\/main\.ts/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));

/** Signed-in reads on fresh connections (each may reach either process): every one answered 200. */
async function readsAnswered(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${server.api}/languages?_start=0&_end=5`, {
      headers: { Authorization: `Bearer ${api.token}`, Connection: 'close' },
    });
    const body = await res.text();
    expect(`${res.status} ${body.slice(0, 200)}`).toMatch(/^200 /);
  }
}

/** Waits (up to 30 s) for what a process does in its own time: end, start, log. */
async function until(condition: () => boolean, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error(`Timed out waiting for ${what}`);
    },
    { timeout: 30_000, interval: 50 },
  );
}

beforeAll(async () => {
  server = await startServer({ env: { WORKERS: '2', READ_WORKERS: '0' } });
  api = await apiClient(server, 'admin@example.com');
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('WORKERS=2', () => {
  it('serves from two processes, replacing one that is killed', async () => {
    const [first, second] = serverProcesses();
    expect(serverProcesses()).toHaveLength(2);
    await readsAnswered(10);

    process.kill(first, 'SIGKILL');
    await until(() => !alive(first), 'the killed process to end');
    // The other answers meanwhile, and a third takes the killed one's place.
    await readsAnswered(10);
    await until(() => serverProcesses().filter((p) => p !== first && p !== second).length === 1, 'a replacement process');
    const [replacement] = serverProcesses().filter((p) => p !== first && p !== second);
    await until(() => server.output().includes(`Server process ${replacement} took the place of ${first}`), 'the replacement to listen');

    // Killing the second leaves the replacement to answer, once it listens.
    process.kill(second, 'SIGKILL');
    await until(() => !alive(second), 'the second process to end');
    await readsAnswered(10);
    expect(alive(replacement)).toBe(true);
  }, 90_000);

  it('stops every process when stopped', async () => {
    const children = serverProcesses();
    expect(children.length).toBe(2);
    await server.stop();
    await until(() => children.every((p) => !alive(p)), 'every server process to end');
  }, 60_000);
});
