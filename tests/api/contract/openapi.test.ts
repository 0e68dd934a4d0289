import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient } from '../../helpers/api';
import { loadConfig } from '../../../server/config';
import { UploadStore } from '../../../server/uploads/uploadStore';
import { SqliteStore } from '../../../server/store/store';
import { MIGRATIONS } from '../../../server/db/migrations';
import { createReadPool } from '../../../server/reads/readPool';
import { COLLECTIONS } from '../../../src/domain/collections';
import { findAction } from '../../../src/domain/actions';
import { createAuth } from '../../../server/auth';
import { createApp } from '../../../server/app';
import { IdempotencyKeys } from '../../../server/actions/idempotency';
import { answeredRoutes, type AnsweredRoute } from '../../../server/openapi/routeTable';
import { ROUTE_PERMISSIONS, routePermissions } from '../../../src/domain/routePermissions';
import { lintOpenApi } from '../../../scripts/apiCheck/lintDocument';

/**
 * GET /api/openapi.json is a valid OpenAPI 3.1 document, the same as docs/openapi.json, and it
 * names exactly the routes the server answers: a route added without its description fails here,
 * and so does a description of a route that is gone.
 */
type Doc = { openapi: string; paths: Record<string, Record<string, unknown>> };
let server: TestServer;
let doc: Doc;
let routes: AnsweredRoute[];

beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
  routes = await composedRoutes();
}, 60_000);
afterAll(() => server.stop());

/** The routes of the app as `npm start` composes it, read from Express's router. */
async function composedRoutes(): Promise<AnsweredRoute[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-routes-'));
  const config = loadConfig({ DB_FILE: path.join(dir, 'db.sqlite'), DATA_DIR: dir, STATIC_DIR: '' });
  const store = await SqliteStore.open({
    dbFile: config.dbFile,
    seedFile: config.seedFile,
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
    log: () => {},
  });
  // No read workers: the route table is all this app is built for.
  const reads = createReadPool({
    dbFile: config.dbFile,
    shapes: store.tableShapes,
    reader: store.reader,
    size: 0,
    budgetMs: 1000,
    log: () => {},
  });
  const ctx = {
    config,
    store,
    uploads: UploadStore.open(dir, config.uploads, store, () => {}),
    reads,
    idempotency: new IdempotencyKeys(store),
    log: () => {},
  };
  const auth = await createAuth(ctx);
  const app = createApp(ctx, auth);
  const table = answeredRoutes(app).filter((r) => r.path.startsWith('/api'));
  await auth.close();
  await store.close();
  return table;
}

/** A path the generic routes serve: a collection, one of its records, a nested list or a command. */
function conventional(template: string): boolean {
  const known = (c: string | undefined) => c !== undefined && (COLLECTIONS as readonly string[]).includes(c);
  const action = /^\/api\/([a-z-]+)(\/\{id\})?\/actions\/(\w+)$/.exec(template);
  if (action) {
    const def = findAction(action[1], action[3]);
    return def !== undefined && (def.scope === 'collection') === (action[2] === undefined);
  }
  const rest = /^\/api\/([a-z-]+)(?:\/\{id\}(?:\/([a-z-]+))?)?$/.exec(template);
  return rest !== null && known(rest[1]) && (rest[2] === undefined || known(rest[2]));
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const documented = () =>
  Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => m in item).map((m) => ({ method: m.toUpperCase(), path: p })));
/** A path template as a pattern: `{x}` matches one segment. */
const pattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
/** A template with every parameter filled in, as a request would carry it. */
const example = (template: string) => template.replace(/\{[^}]+\}/g, 'p1');

describe('GET /api/openapi.json', () => {
  it('is open without a session, refuses query parameters, and a standard validator accepts it', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((await fetch(`${server.url}/api/openapi.json?_embed=x`)).status).toBe(400);
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result).toEqual({ valid: true });
  });

  it('is what docs/openapi.json holds (npm run api:doc writes it)', () => {
    const file = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8')) as unknown;
    expect(file).toEqual(doc);
  });

  it('describes every route the server answers', () => {
    const docs = documented();
    const missing = routes.filter((r) => !docs.some((d) => d.method === r.method && pattern(r.path).test(example(d.path))));
    expect(missing).toEqual([]);
  });

  it('describes no route the server does not answer', () => {
    const extra = documented().filter((d) => {
      const answering = routes.filter((r) => r.method === d.method && pattern(r.path).test(example(d.path)));
      // The generic REST and command routes (/api/{collection}/…) answer only real collections and commands.
      if (answering.length && answering.every((r) => r.path.startsWith('/api/{'))) return !conventional(d.path);
      return !answering.length;
    });
    expect(extra).toEqual([]);
  });

  it('every documented list and nested list answers an Admin with 200', async () => {
    const admin = await apiClient(server);
    const isCollection = (name?: string) => name === undefined || (COLLECTIONS as readonly string[]).includes(name);
    const lists = Object.keys(doc.paths).filter((p) => {
      const m = /^\/api\/([a-z-]+)(?:\/\{id\}\/([a-z-]+))?$/.exec(p);
      return 'get' in doc.paths[p] && m !== null && isCollection(m[1]) && isCollection(m[2]);
    });
    expect(lists.length).toBeGreaterThan(COLLECTIONS.length);
    for (const p of lists) {
      const [, parent] = p.split('/').slice(1);
      const firstId = p.includes('{id}') ? ((await admin.json<{ id: number }[]>('GET', `/${parent}?_start=0&_end=1`)).body[0]?.id ?? 1) : 0;
      const res = await admin.get(`${p.replace('/api', '').replace('{id}', String(firstId))}?_start=0&_end=1`);
      expect(res.status, p).toBe(200);
    }
  });
});

describe('openapi.json as tools read it', () => {
  it("passes Redocly's recommended rules (as redocly.yaml adjusts them) without an error or a warning", async () => {
    expect(await lintOpenApi()).toEqual([]);
  });

  it('names the permission the server asks for: ROUTE_PERMISSIONS, which guards each route outside REST and the commands', () => {
    const guarded = routes.filter((r) => r.guarded);
    // Every route guarded has its entry, and every entry guards a route the app has.
    expect(guarded.map((r) => `${r.method} ${r.routerPath}`).sort()).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
    const operationOf = (r: AnsweredRoute) => {
      const [p] = Object.keys(doc.paths).filter((d) => pattern(r.path).test(example(d)) && r.method.toLowerCase() in doc.paths[d]);
      return doc.paths[p][r.method.toLowerCase()] as { 'x-permission'?: string | string[] };
    };
    for (const r of guarded) {
      const permissions = routePermissions(`${r.method} ${r.routerPath}`)!;
      expect(operationOf(r)['x-permission'], `${r.method} ${r.path}`).toEqual(permissions.length === 1 ? permissions[0] : permissions);
    }
    // A route of its own that is not guarded needs a session only (or nothing): it names no permission.
    const unguarded = routes.filter((r) => !r.guarded && !r.path.startsWith('/api/{') && r.method !== 'HEAD');
    expect(unguarded.filter((r) => operationOf(r)['x-permission'] !== undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
