import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { apiSession } from '../tests/helpers/auth';
import { seedSample } from './lib/seedSample';
import { residentMemory, startOurs, startVanillaOrFailed, type ServerForm } from './lib/servers';
import { startPostgresCluster } from '../scripts/postgresCluster';
import { summarize, timeEach, type Summary } from './lib/stats';

export interface ApiRow {
  size: string;
  measure: string;
  ours: Summary;
  vanilla: Summary;
}

export interface Target {
  base: string;
  headers: Record<string, string>;
  /** Ours requires the record version on updates; vanilla ignores it. */
  versions: Map<number, number> | null;
}

const Q_TERMS = ['sharma', 'mumbai', 'singer', 'lee', 'garcia', 'delhi'];

/**
 * fetch, retried once when the server closed a kept-alive connection just as it was reused (a
 * race of the client's pool, seen with vanilla json-server stalled by a write): the time of the
 * retry counts, the bench goes on.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (!(e instanceof TypeError) || !/other side closed|ECONNRESET/.test(String((e as { cause?: unknown }).cause))) throw e;
    return fetch(url, init);
  }
}

async function get(t: Target, path: string): Promise<void> {
  const r = await fetchOnce(`${t.base}${path}`, { headers: t.headers });
  if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
  await r.arrayBuffer();
}

export async function send(
  t: Target,
  method: string,
  path: string,
  body: unknown,
  timeoutMs = 60000,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const r = await fetchOnce(`${t.base}${path}`, {
    method,
    headers: { ...t.headers, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}

async function patchUser(t: Target, id: number, body: Record<string, unknown>) {
  const payload = t.versions ? { ...body, version: t.versions.get(id) } : body;
  let rec: Record<string, unknown>;
  try {
    rec = await send(t, 'PATCH', `/users/${id}`, payload);
  } catch (e) {
    // A domain command moved the record on (verify bumps its version): read it, as a screen would, and retry once.
    if (!t.versions || !String(e).includes(': 409')) throw e;
    const current = (await (await fetch(`${t.base}/users/${id}`, { headers: t.headers })).json()) as { version: number };
    rec = await send(t, 'PATCH', `/users/${id}`, { ...body, version: current.version });
  }
  t.versions?.set(id, Number(rec.version));
}

/** Latency of reads while writes run back to back, compared with reads alone. */
async function readsDuringWrites(t: Target, ids: number[], seconds: number): Promise<Summary> {
  let writing = true;
  const writer = (async () => {
    let i = 0;
    while (writing) await patchUser(t, ids[i++ % ids.length], { city: `Pune ${i}` });
  })();
  const samples: number[] = [];
  const end = Date.now() + seconds * 1000;
  try {
    for (let i = 0; Date.now() < end; i++) {
      const start = (i % 40) * 25;
      const t0 = performance.now();
      await get(t, `/users?_sort=lastName&_order=asc&_start=${start}&_end=${start + 25}`);
      samples.push(performance.now() - t0);
    }
  } finally {
    writing = false;
    await writer;
  }
  return summarize(samples);
}

/**
 * Every user in one answer: ours writes the users list's export (GET /exports/users, a CSV
 * streamed in batches, #39); vanilla json-server has no export, so it answers its whole list as JSON.
 */
const everyUser = (t: Target) => (t.versions ? '/exports/users?_sort=lastName&_order=ASC' : '/users?_sort=lastName&_order=asc');

/** Latency of the users' first page while every user is exported back to back: an export must not hold other requests. */
async function readsDuringExports(t: Target, seconds: number): Promise<Summary> {
  let exporting = true;
  const exporter = (async () => {
    while (exporting) await get(t, everyUser(t));
  })();
  const samples: number[] = [];
  const end = Date.now() + seconds * 1000;
  try {
    while (Date.now() < end) {
      const t0 = performance.now();
      await get(t, '/users?_sort=lastName&_order=asc&_start=0&_end=25');
      samples.push(performance.now() - t0);
    }
  } finally {
    exporting = false;
    await exporter;
  }
  return summarize(samples);
}

/** Our server's start on an existing database, and its resident memory then and after the measurements (reads, writes and a delete), at one size. */
export interface MemoryRow {
  size: string;
  startMs: number;
  startRssMb: number;
  rssMb: number;
  peakMb: number;
}

export async function benchApi(
  sizeLabel: string,
  seedFile: string,
  workDir: string,
  log: (s: string) => void,
  opts: {
    serverRoot?: string;
    serverForm?: ServerForm;
    memory?: MemoryRow[];
    /** The peer measured beside ours on SQLite: vanilla json-server, or ours on PostgreSQL (a throw-away, durable cluster). */
    peer?: 'vanilla' | 'postgres';
  } = {},
): Promise<ApiRow[]> {
  const { userCount, sample, unverified } = seedSample(seedFile);
  const sampleIds = sample.map((u) => u.id);
  const versions = new Map(sample.map((u) => [u.id, u.version]));

  log(`  starting servers on ${sizeLabel}…`);
  const ours = await startOurs(seedFile, workDir, '', opts.serverRoot, opts.serverForm);
  const cluster = opts.peer === 'postgres' ? await startPostgresCluster({ durable: true }) : null;
  cluster?.psql('CREATE DATABASE bench');
  const vanilla = cluster
    ? await startOurs(seedFile, workDir, '', opts.serverRoot, opts.serverForm, { DATABASE_URL: cluster.urlOf('bench') })
    : await startVanillaOrFailed(seedFile, workDir, log);
  const { token } = await apiSession(ours.url, ours.dataDir, 'admin@example.com');
  const peerSession = 'dataDir' in vanilla ? await apiSession(vanilla.url, vanilla.dataDir, 'admin@example.com') : null;
  const targets: Record<'ours' | 'vanilla', Target> = {
    ours: { base: ours.api, headers: { Authorization: `Bearer ${token}` }, versions },
    vanilla: peerSession
      ? { base: `${vanilla.url}/api`, headers: { Authorization: `Bearer ${peerSession.token}` }, versions: new Map(versions) }
      : { base: vanilla.url, headers: {}, versions: null },
  };
  const big = userCount > 50000;
  const reads = big ? 30 : 60;
  // Sixty writes at 100k: with the twelve this took before, a p50 moved by a millisecond from run
  // to run. (Vanilla json-server cannot open that file, so its writes cost no time there.)
  const writes = big ? 60 : 40;
  const rows: ApiRow[] = [];
  /** A server that fails under the load is reported as failed (∞), with what it printed, and the bench goes on. */
  const survive = async (who: 'ours' | 'vanilla', run: () => Promise<Summary>): Promise<Summary> => {
    try {
      return await run();
    } catch (e) {
      const proc = who === 'vanilla' ? vanilla.proc : ours.proc;
      const output = who === 'vanilla' ? vanilla.output() : ours.output();
      log(
        `  ${who} failed (${String((e as { cause?: unknown }).cause ?? e).slice(0, 300)}); exit ${proc.exitCode ?? proc.signalCode ?? 'none'}; last output:\n${output.slice(-1500)}`,
      );
      return { p50: Infinity, p95: Infinity, max: Infinity, n: 0 };
    }
  };
  const measure = async (name: string, n: number, fn: (t: Target, i: number) => Promise<void>) => {
    log(`  ${sizeLabel} ${name}`);
    const r: Partial<Record<'ours' | 'vanilla', Summary>> = {};
    for (const who of ['vanilla', 'ours'] as const) {
      r[who] = await survive(who, async () => {
        await fn(targets[who], 0); // warm-up (first sort builds the index on ours, JIT on both)
        return summarize(await timeEach(n, (i) => fn(targets[who], i + 1)));
      });
    }
    rows.push({ size: sizeLabel, measure: name, ours: r.ours!, vanilla: r.vanilla! });
  };

  try {
    await measure('sorted page', reads, (t, i) =>
      get(t, `/users?_sort=lastName&_order=asc&_start=${(i % 40) * 25}&_end=${(i % 40) * 25 + 25}`),
    );
    await measure('filtered page', reads, (t, i) =>
      get(t, `/users?country=${['IN', 'US', 'GB', 'BR'][i % 4]}&_sort=memberSince&_order=desc&_start=0&_end=25`),
    );
    await measure('q search', reads, (t, i) => get(t, `/users?q=${Q_TERMS[i % Q_TERMS.length]}&_start=0&_end=25`));
    await measure('getMany 25', reads, (t, i) =>
      get(
        t,
        `/users?${sampleIds
          .slice(i % 300, (i % 300) + 25)
          .map((id) => `id=${id}`)
          .join('&')}`,
      ),
    );
    await measure('PATCH', writes, (t, i) => patchUser(t, sampleIds[(i * 7) % sampleIds.length], { city: `Bench ${i}` }));
    let next = 0;
    await measure('domain command', writes, async (t) => {
      const id = unverified[next++];
      // A command without version carries a key, as the app sends it (docs/api.md, Domain commands).
      if (t.versions) await send(t, 'POST', `/users/${id}/actions/verify`, {}, undefined, { 'Idempotency-Key': randomUUID() });
      else await send(t, 'PATCH', `/users/${id}`, { verificationStatus: 'verified' });
    });
    log(`  ${sizeLabel} reads during writes`);
    const waitVanilla = await survive('vanilla', () => readsDuringWrites(targets.vanilla, sampleIds, big ? 8 : 4));
    const waitOurs = await survive('ours', () => readsDuringWrites(targets.ours, sampleIds, big ? 8 : 4));
    rows.push({ size: sizeLabel, measure: 'sorted page while writing', ours: waitOurs, vanilla: waitVanilla });

    log(`  ${sizeLabel} delete`);
    const del = async (who: 'ours' | 'vanilla', timeoutMs: number): Promise<number> => {
      let t0 = performance.now();
      try {
        const created = await send(targets[who], 'POST', '/languages', { name: 'Bench language', code: 'qzx' });
        t0 = performance.now();
        await send(targets[who], 'DELETE', `/languages/${created.id}`, undefined, timeoutMs);
        return performance.now() - t0;
      } catch (e) {
        // Vanilla json-server answers 500 here: its DELETE looks up every `*Id` field of every
        // record to cascade, and a null foreign key (adminId: null) throws (docs/performance.md).
        log(`  ${who} DELETE failed: ${String(e).split('\n')[0].slice(0, 200)}`);
        return Infinity;
      }
    };
    const delOurs = await del('ours', 10000);
    const delVanilla =
      vanilla.proc.exitCode === null && vanilla.proc.signalCode === null ? await del('vanilla', big ? 20000 : 60000) : Infinity;
    rows.push({
      size: sizeLabel,
      measure: 'DELETE one record',
      ours: { p50: delOurs, p95: delOurs, max: delOurs, n: 1 },
      vanilla: { p50: delVanilla, p95: delVanilla, max: delVanilla, n: 1 },
    });
    // Every row, not a page: a handful of runs (at 100 000 users each is seconds).
    await measure('export every user', big ? 3 : 5, (t) => get(t, everyUser(t)));
    log(`  ${sizeLabel} reads during exports`);
    const exportVanilla = await survive('vanilla', () => readsDuringExports(targets.vanilla, big ? 8 : 4));
    const exportOurs = await survive('ours', () => readsDuringExports(targets.ours, big ? 8 : 4));
    rows.push({ size: sizeLabel, measure: 'first page while exporting', ours: exportOurs, vanilla: exportVanilla });
    const mem = ours.proc.pid ? residentMemory(ours.proc.pid) : null;
    if (mem) opts.memory?.push({ size: sizeLabel, startMs: ours.startMs, startRssMb: ours.startRssMb, ...mem });
  } finally {
    if (ours.proc.exitCode !== null || ours.proc.signalCode !== null)
      log(`  our server exited (${ours.proc.exitCode ?? ours.proc.signalCode}):\n${ours.output().slice(-3000)}`);
    await ours.stop();
    await vanilla.stop();
    cluster?.stop();
    fs.rmSync(ours.dataDir, { recursive: true, force: true });
  }
  return rows;
}
