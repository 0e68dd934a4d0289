import fs from 'node:fs';
import { apiSession } from '../tests/helpers/auth';
import { startPostgresCluster } from '../scripts/postgresCluster';
import { seedSample } from './lib/seedSample';
import { startOurs, type ServerForm } from './lib/servers';
import { summarize, type Summary } from './lib/stats';
import { machineShare, treeCpuSeconds } from './lib/cpuShare';

export interface MixRow {
  size: string;
  processes: number;
  round: number;
  requestsPerSecond: number;
  latency: Summary;
  errors: number;
  /** Each side's share of the whole machine's CPU (every core) while the load ran: 1 is every core busy. */
  cpu: { database: number; api: number; client: number };
}

/** Clients sending at once: enough to keep two processes busy, as several admins' screens would. */
const CLIENTS = 16;

/**
 * A read-heavy mix on PostgreSQL (#35): nine reads (a sorted page, a filtered page, a search,
 * one record) for each PATCH, sent by CLIENTS clients for `seconds`, against WORKERS=1 and
 * WORKERS=2 on one database, alternated over `rounds`. Requests a second and their latency.
 */
export async function benchProcessMix(
  size: string,
  seedFile: string,
  workDir: string,
  log: (s: string) => void,
  opts: { seconds?: number; rounds?: number; serverForm?: ServerForm } = {},
): Promise<MixRow[]> {
  const seconds = opts.seconds ?? 15;
  const rounds = opts.rounds ?? 2;
  const { sample } = seedSample(seedFile);
  const ids = sample.map((u) => u.id);
  const cluster = await startPostgresCluster({ durable: true });
  const rows: MixRow[] = [];
  try {
    cluster.psql('CREATE DATABASE mix');
    // The postmaster's pid is the first line of postmaster.pid in the cluster's data directory.
    const dataDirectory = cluster.psql('SHOW data_directory').split('\n')[1];
    const postmaster = Number(fs.readFileSync(`${dataDirectory}/postmaster.pid`, 'utf8').split('\n')[0]);
    const env = { DATABASE_URL: cluster.urlOf('mix') };
    for (let round = 1; round <= rounds; round++)
      for (const processes of [1, 2]) {
        log(`  ${size} mixed load, ${processes} process(es), round ${round}`);
        const server = await startOurs(seedFile, workDir, '', undefined, opts.serverForm, { ...env, WORKERS: String(processes) });
        try {
          const { token } = await apiSession(server.url, server.dataDir, 'admin@example.com');
          // Where the two cores go: PostgreSQL's postmaster and every backend, the API processes, this load generator.
          const roots = [postmaster, server.proc.pid!];
          const before = { trees: treeCpuSeconds(roots), client: process.cpuUsage(), at: performance.now() };
          const load = await mixedLoad(server.api, token, ids, seconds);
          const [database, api] = treeCpuSeconds(roots).map((t, k) => t - before.trees[k]);
          const client = process.cpuUsage(before.client);
          const wall = (performance.now() - before.at) / 1000;
          const cpu = {
            database: machineShare(database, wall),
            api: machineShare(api, wall),
            client: machineShare((client.user + client.system) / 1e6, wall),
          };
          rows.push({ size, processes, round, ...load, cpu });
        } finally {
          await server.stop();
          fs.rmSync(server.dataDir, { recursive: true, force: true });
        }
      }
  } finally {
    cluster.stop();
  }
  return rows;
}

async function mixedLoad(
  api: string,
  token: string,
  ids: number[],
  seconds: number,
): Promise<{ requestsPerSecond: number; latency: Summary; errors: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  const reads = [
    (i: number) => `/users?_sort=lastName&_order=asc&_start=${(i % 40) * 25}&_end=${(i % 40) * 25 + 25}`,
    (i: number) => `/users?country=${['IN', 'US', 'GB', 'BR'][i % 4]}&_sort=memberSince&_order=desc&_start=0&_end=25`,
    (i: number) => `/users?q=${['sharma', 'mumbai', 'singer', 'garcia'][i % 4]}&_start=0&_end=25`,
    (i: number) => `/users/${ids[i % ids.length]}`,
  ];
  const samples: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const client = async (c: number) => {
    for (let i = c; performance.now() < end; i += CLIENTS) {
      const t0 = performance.now();
      try {
        if (i % 10 === 9) {
          const id = ids[(i * 7) % ids.length];
          const current = (await (await fetch(`${api}/users/${id}`, { headers })).json()) as { version: number };
          const r = await fetch(`${api}/users/${id}`, {
            method: 'PATCH',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ city: `Mix ${i}`, version: current.version }),
          });
          await r.arrayBuffer();
          // Another client patched it between the read and the write: a conflict, as a screen would get.
          if (!r.ok && r.status !== 409) errors++;
        } else {
          const r = await fetch(`${api}${reads[i % reads.length](i)}`, { headers });
          await r.arrayBuffer();
          if (!r.ok) errors++;
        }
      } catch {
        errors++;
      }
      samples.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return { requestsPerSecond: samples.length / ((performance.now() - started) / 1000), latency: summarize(samples), errors };
}
