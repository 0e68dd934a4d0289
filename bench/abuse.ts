import fs from 'node:fs';
import path from 'node:path';
import { apiSession, DEMO, DEMO_PASSWORD } from '../tests/helpers/auth';
import { UPLOAD_MAX_BYTES } from '../src/domain/uploads';
import { ANONYMOUS, bearer, openLoop, Recorder, type Sent, type Session } from './lib/abuseClient';
import { manyRowsCsv, manyRowsXlsx, pngLike, whitespaceBombXlsx } from './lib/attackFiles';
import { residentMemory, startOurs } from './lib/servers';
import { percentile } from './lib/stats';

/**
 * `npm run bench -- --only abuse`: the five attacks of the security audit, one after another,
 * against our server while a victim (an employee's normal session) reads the users' first page
 * and /api/health every 100 ms. The bench records what each attack got, refusal or acceptance
 * alike: what the server should answer is the API tests' business, how the others fare meanwhile
 * is this bench's.
 */

const VICTIM_EVERY_MS = 100;
const VICTIM_PAGE = '/users?_start=0&_end=25&_sort=memberSince&_order=DESC';
/** Victim-only time before the first attack and after the last, to compare with and to see lasting harm. */
const QUIET_BEFORE_MS = 3_000;
const QUIET_AFTER_MS = 5_000;
/** After this, attack requests are no longer sent: a server stuck on an attack cannot make the bench run for hours. */
const ATTACK_BUDGET_MS = 10 * 60_000;

const WHITESPACE_BYTES = 400 * 1024 * 1024;
const XLSX_ROWS = 420_000;
const CSV_ROWS = 1_300_000;
const SEARCH_CONNECTIONS = 20;
const SEARCH_SECONDS = 15;
/** No range, every day, and one year. */
const STATISTICS_RANGES = ['', '?from=2000-01-01&to=2099-12-31', '?from=2026-01-01&to=2026-12-31'];
const OVERSIZED_ROUNDS = 3;
const OVERSIZED_ITEMS = 1000;
const OVERSIZED_TEXT = 'A long review, written again and again. '.repeat(100).slice(0, 4000);
const MEDIA_UPLOADS = 20;
const FAILED_SIGN_INS = 150;
const SIGN_IN_CONNECTIONS = 10;

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  n: number;
}

export interface AbusePhase {
  name: string;
  seconds: number;
  list: Latency;
  health: Latency;
}

export interface AttackRow {
  attack: string;
  sent: number;
  skipped: number;
  /** `{ '200': 3, '400 app.errors.validation': 1, timeout: 1 }`: statuses (refusals with their code), and why no answer came for the others. */
  statuses: Record<string, number>;
  p50: number;
  max: number;
}

export interface AbuseRun {
  size: string;
  list: Latency;
  health: Latency;
  /** Answers with a 5xx status, victim and attackers together. */
  serverErrors: number;
  /** Requests that got no answer at all (timeout, connection refused or reset). */
  unanswered: number;
  memory: { beforeMb: number; afterMb: number; peakMb: number };
  /** The login then the code step of a real admin after the flood: `200 → 200`, `429`… */
  adminSignIn: string;
  adminGotIn: boolean;
  /** Whether the server was still running at the end, and if not, since which phase. */
  serverAlive: boolean;
  diedIn: string | null;
  phases: AbusePhase[];
  attacks: AttackRow[];
  /** Bytes on the wire of each crafted file. */
  files: Record<string, number>;
}

function latency(samples: number[]): Latency {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN, n: s.length };
}

/** `400 app.errors.validation`, `201`, `timeout`: what a request got, refusals with their code. */
/** Labels of the requests that are not attacks: the report shows them elsewhere or not at all. */
const NOT_ATTACKS = ['warm-up', 'victim list', 'victim health', 'setup', 'real admin signs in'];

const statusOf = (s: Sent) => (s.status ? [s.status, s.code].filter(Boolean).join(' ') : (s.failure ?? 'no answer'));

/** `serverRoot`: another checkout's server (`--server-dir`), to compare versions on the same attacks. */
export async function benchAbuse(
  sizeLabel: string,
  seedFile: string,
  workDir: string,
  log: (s: string) => void,
  serverRoot?: string,
): Promise<AbuseRun> {
  log(`  ${sizeLabel} crafting the attack files`);
  const files = {
    bomb: whitespaceBombXlsx(WHITESPACE_BYTES),
    rowsXlsx: manyRowsXlsx(XLSX_ROWS),
    rowsCsv: manyRowsCsv(CSV_ROWS),
  };
  log(`  ${sizeLabel} starting the server`);
  const ours = await startOurs(seedFile, workDir, '', serverRoot);
  const pid = ours.proc.pid!;
  const alive = () => ours.proc.exitCode === null && ours.proc.signalCode === null;
  const attacksEnd = Date.now() + ATTACK_BUDGET_MS;
  const r = new Recorder(ours.api, () => alive() && Date.now() < attacksEnd);
  const phases: { name: string; from: number; to: number }[] = [];
  let diedIn: string | null = null;
  const phase = async (name: string, run: () => Promise<unknown>) => {
    log(`  ${sizeLabel} ${name}`);
    r.phase = name;
    const from = performance.now();
    await run();
    phases.push({ name, from, to: performance.now() });
    if (!alive() && diedIn === null) {
      diedIn = name;
      log(`  the server exited (${ours.proc.exitCode ?? ours.proc.signalCode}) during "${name}":\n${ours.output().slice(-2000)}`);
    }
  };
  let sampler: NodeJS.Timeout | undefined;
  // Outside the try: whatever fails, the victim's loops must stop, or the bench would never exit.
  let victimRunning = true;
  try {
    // Signed in before the flood: the per-address limit it may trigger must not keep the attackers out.
    const session = async (email: string) => bearer((await apiSession(ours.url, ours.dataDir, email)).token);
    const admin = await session(DEMO.admin);
    const employee = await session(DEMO.employee);
    const support = await session(DEMO.tech_support);
    // The first sorted page builds its index: not what a victim meets on a running server.
    for (let i = 0; i < 5; i++) await r.send('warm-up', employee, 'GET', VICTIM_PAGE);

    const before = residentMemory(pid);
    if (!before) throw new Error(`the server exited before the attacks:\n${ours.output().slice(-2000)}`);
    let sampledPeakMb = before.rssMb;
    sampler = setInterval(() => {
      const now = residentMemory(pid);
      if (now) sampledPeakMb = Math.max(sampledPeakMb, now.rssMb);
    }, 100);
    const victim = Promise.all([
      openLoop(
        VICTIM_EVERY_MS,
        () => victimRunning,
        () => r.send('victim list', employee, 'GET', VICTIM_PAGE),
      ),
      openLoop(
        VICTIM_EVERY_MS,
        () => victimRunning,
        () => r.send('victim health', ANONYMOUS, 'GET', '/health'),
      ),
    ]);

    await phase('quiet before', () => sleep(QUIET_BEFORE_MS));
    await phase('import: whitespace bomb', () =>
      importFile(r, admin, 'import whitespace-bomb XLSX', 'countries', 'countries.xlsx', files.bomb),
    );
    await phase('import: 420k-row XLSX', () => importFile(r, admin, 'import 420k-row XLSX', 'languages', 'languages.xlsx', files.rowsXlsx));
    await phase('import: 1.3M-row CSV', () =>
      importFile(r, admin, 'import 1.3M-row CSV', 'user-categories', 'categories.csv', files.rowsCsv),
    );
    await phase('short searches + statistics', () => searches(r, support, admin));
    await phase('oversized records', () => oversizedRecords(r, support, admin));
    await phase('media uploads', () => mediaUploads(r, admin));
    await phase('sign-in flood', () => signInFlood(r));
    let adminSignIn = '';
    await phase('admin signs in', async () => (adminSignIn = await adminSignsIn(r, ours.dataDir)));
    await phase('quiet after', () => sleep(QUIET_AFTER_MS));
    victimRunning = false;
    await victim;
    clearInterval(sampler);

    const after = residentMemory(pid);
    // VmHWM moved only if the peak came after `before`; otherwise the 100 ms samples are all there is.
    const peakMb = after && after.peakMb > before.peakMb ? after.peakMb : sampledPeakMb;
    const of = (label: string, name?: string) =>
      r.sent.filter((s) => s.label === label && (name === undefined || s.phase === name)).map((s) => s.ms);
    const attackLabels = [...new Set([...r.sent.map((s) => s.label), ...r.skipped.keys()])].filter((l) => !NOT_ATTACKS.includes(l));
    return {
      size: sizeLabel,
      list: latency(of('victim list')),
      health: latency(of('victim health')),
      serverErrors: r.sent.filter((s) => s.status >= 500).length,
      unanswered: r.sent.filter((s) => s.status === 0).length,
      memory: { beforeMb: before.rssMb, afterMb: after?.rssMb ?? NaN, peakMb },
      adminSignIn,
      adminGotIn: adminSignIn === '200 → 200',
      serverAlive: alive(),
      diedIn,
      phases: phases.map((p) => ({
        name: p.name,
        seconds: (p.to - p.from) / 1000,
        list: latency(of('victim list', p.name)),
        health: latency(of('victim health', p.name)),
      })),
      attacks: attackLabels.map((attack) => {
        const sent = r.sent.filter((s) => s.label === attack);
        const statuses: Record<string, number> = {};
        for (const s of sent) statuses[statusOf(s)] = (statuses[statusOf(s)] ?? 0) + 1;
        const { p50, max } = latency(sent.map((s) => s.ms));
        return { attack, sent: sent.length, skipped: r.skipped.get(attack) ?? 0, statuses, p50, max };
      }),
      files: { 'whitespace-bomb XLSX': files.bomb.length, '420k-row XLSX': files.rowsXlsx.length, '1.3M-row CSV': files.rowsCsv.length },
    };
  } finally {
    victimRunning = false;
    clearInterval(sampler);
    await stopWithin(ours, 10_000);
    fs.rmSync(ours.dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGTERM, then SIGKILL if a server still busy with an attack has not exited after `ms`. */
async function stopWithin(server: Awaited<ReturnType<typeof startOurs>>, ms: number): Promise<void> {
  const stopped = server.stop();
  const exited = await Promise.race([stopped.then(() => true), sleep(ms).then(() => false)]);
  if (!exited) await server.stop('SIGKILL');
}

/** Attack 1: a file uploaded in chunks as the List Manager does, then imported (add_more). */
async function importFile(r: Recorder, s: Session, label: string, list: string, fileName: string, bytes: Buffer): Promise<void> {
  const start = await r.attack(`${label}: upload`, s, 'POST', `/lists/${list}/uploads`, { fileName, size: bytes.length }, true);
  if (start?.status !== 201) return;
  const { uploadId, chunkBytes } = start.body as { uploadId: string; chunkBytes: number };
  for (let index = 0; index * chunkBytes < bytes.length; index++) {
    const data = bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes).toString('base64');
    const sent = await r.attack(`${label}: upload`, s, 'POST', `/lists/${list}/uploads/${uploadId}/chunks`, { index, data });
    if (sent?.status !== 200) return;
  }
  await r.attack(`${label}: import`, s, 'POST', `/lists/${list}/import`, { mode: 'add_more', uploadId });
}

/**
 * Attack 2: one-character searches on the largest collections from 20 connections, and the
 * dashboard's statistics, for a fixed time. Tech Support sends them, except the wallet search,
 * which its role may not read (it would only measure a 403).
 */
async function searches(r: Recorder, support: Session, admin: Session): Promise<void> {
  const end = Date.now() + SEARCH_SECONDS * 1000;
  const targets: [string, Session][] = [
    ['/users?q=a&_start=0&_end=25', support],
    ['/orders?q=a&_start=0&_end=25', support],
    ['/wallet-transactions?q=1&_start=0&_end=25', admin],
  ];
  const searcher = async (first: number) => {
    for (let i = first; Date.now() < end; i++) {
      const [target, session] = targets[i % targets.length];
      if (!(await r.attack(`search ${target.split('&')[0]}`, session, 'GET', target))) return;
    }
  };
  const statistics = async () => {
    for (let i = 0; Date.now() < end; i++) {
      if (!(await r.attack('statistics (3 ranges)', support, 'GET', `/statistics${STATISTICS_RANGES[i % STATISTICS_RANGES.length]}`)))
        return;
    }
  };
  await Promise.all([...Array.from({ length: SEARCH_CONNECTIONS }, (_, i) => searcher(i)), statistics()]);
}

/**
 * Attack 3: records far larger than any screen writes. The user is the newest one, on the victim's
 * page: accepted, its reviews would travel with every read of that page. Verification requests are
 * written by an admin: Tech Support may not write them at all (users.verify), so it would meet a 403.
 */
async function oversizedRecords(r: Recorder, support: Session, admin: Session): Promise<void> {
  const reviews = Array.from({ length: OVERSIZED_ITEMS }, (_, i) => ({
    authorName: `Reviewer ${i}`,
    rating: 5,
    text: OVERSIZED_TEXT,
    date: new Date().toISOString(),
  }));
  const info = Object.fromEntries(Array.from({ length: OVERSIZED_ITEMS }, (_, i) => [`field${i}`, OVERSIZED_TEXT]));
  const newest = await r.send('setup', support, 'GET', '/users?_sort=id&_order=DESC&_start=0&_end=1', undefined, true);
  const userId = (newest.body as { id: number }[] | null)?.[0]?.id;
  const pending = await r.send('setup', admin, 'GET', '/verification-requests?status=pending&_start=0&_end=1', undefined, true);
  const requestId = (pending.body as { id: number }[] | null)?.[0]?.id;
  const versionOf = async (s: Session, resource: string) =>
    ((await r.send('setup', s, 'GET', resource, undefined, true)).body as { version?: number } | null)?.version;
  for (let round = 0; round < OVERSIZED_ROUNDS; round++) {
    if (userId !== undefined) {
      const version = await versionOf(support, `/users/${userId}`);
      if (!(await r.attack('PATCH user: 1000 reviews of 4000 chars', support, 'PATCH', `/users/${userId}`, { reviews, version }))) return;
    }
    const created = {
      userId: userId ?? 1,
      kind: 'initial',
      selfieUrl: '/seed/selfie-02.svg',
      selfieTakenOn: new Date().toISOString(),
      currentInfo: info,
      newInfo: { firstName: 'Asha' },
    };
    if (!(await r.attack('POST verification request: 1000 currentInfo keys', admin, 'POST', '/verification-requests', created))) return;
    if (requestId !== undefined) {
      const version = await versionOf(admin, `/verification-requests/${requestId}`);
      if (
        !(await r.attack('PATCH verification request: 1000 currentInfo keys', admin, 'PATCH', `/verification-requests/${requestId}`, {
          currentInfo: info,
          version,
        }))
      )
        return;
    }
  }
}

/** Attack 4: 5 MB media files no record refers to, one after another. A refused one is not retried: the next one tries. */
async function mediaUploads(r: Recorder, admin: Session): Promise<void> {
  const bytes = pngLike(UPLOAD_MAX_BYTES);
  const chunksOf = new Map<number, string[]>();
  for (let n = 0; n < MEDIA_UPLOADS; n++) {
    const begin = await r.attack(
      'media upload 5 MB: begin',
      admin,
      'POST',
      '/uploads',
      { contentType: 'image/png', size: bytes.length },
      true,
    );
    if (!begin) return;
    if (begin.status !== 201) continue;
    const { uploadId, chunkBytes } = begin.body as { uploadId: string; chunkBytes: number };
    if (!chunksOf.has(chunkBytes))
      chunksOf.set(
        chunkBytes,
        Array.from({ length: Math.ceil(bytes.length / chunkBytes) }, (_, i) =>
          bytes.subarray(i * chunkBytes, (i + 1) * chunkBytes).toString('base64'),
        ),
      );
    const chunks = chunksOf.get(chunkBytes)!;
    for (let i = 0; i < chunks.length; i++) {
      const sent = await r.attack('media upload 5 MB: chunks (201 = stored)', admin, 'POST', `/uploads/${uploadId}`, {
        offset: i * chunkBytes,
        data: chunks[i],
      });
      if (!sent) return;
      if (sent.status >= 300 || sent.status === 0) break;
    }
  }
}

/** Unknown identifiers of each kind a sign-in takes: emails, phone numbers, usernames. */
const identifierOf = (i: number) => [`intruder${i}@example.com`, `+91 98${String(i).padStart(8, '0')}`, `intruder${i}`][i % 3];

/** Attack 5: failed sign-ins from one address (all of the bench's requests come from 127.0.0.1). */
async function signInFlood(r: Recorder): Promise<void> {
  let next = 0;
  const attacker = async () => {
    while (next < FAILED_SIGN_INS) {
      const i = next++;
      if (
        !(await r.attack('failed sign-ins', ANONYMOUS, 'POST', '/auth/login', {
          identifier: identifierOf(i),
          password: `wrong password ${i}`,
        }))
      )
        return;
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONNECTIONS }, attacker));
}

/** The real admin, from the same address, right after the flood: `200 → 200` when it got in. */
async function adminSignsIn(r: Recorder, dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox.jsonl');
  const mailsBefore = readMails(outbox).length;
  const login = await r.send(
    'real admin signs in',
    ANONYMOUS,
    'POST',
    '/auth/login',
    { identifier: DEMO.admin, password: DEMO_PASSWORD },
    true,
  );
  if (login.status !== 200) return statusText(login);
  const code = await codeMailedAfter(outbox, DEMO.admin, mailsBefore);
  if (!code) return `${login.status} → no code mailed`;
  const { challengeId } = login.body as { challengeId: string };
  const verify = await r.send('real admin signs in', ANONYMOUS, 'POST', '/auth/verify-otp', { challengeId, code });
  return `${login.status} → ${statusText(verify)}`;
}

const statusText = (o: { status: number; failure?: string }) => (o.status ? String(o.status) : (o.failure ?? 'no answer'));

function readMails(outbox: string): { to: string; code: string }[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; code: string });
}

/**
 * The code of a mail sent after the first `skip` mails: the admin's own sign-in code from the
 * start of the bench is in the outbox too, and is no longer valid.
 */
async function codeMailedAfter(outbox: string, to: string, skip: number): Promise<string | undefined> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = readMails(outbox)
      .slice(skip)
      .find((m) => m.to === to);
    if (mail) return mail.code;
    await sleep(50);
  }
  return undefined;
}
