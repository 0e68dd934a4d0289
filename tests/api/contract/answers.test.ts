import { randomUUID } from 'node:crypto';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { bounded, customRoleClient, type RoleClient } from '../foundation/roleClients';
import { ResponseContract } from '../../../scripts/apiCheck/responseContract';
import { PERMISSIONS } from '../../../src/domain/permissions';
import { ROUTE_PERMISSIONS, type GuardedRoute } from '../../../src/domain/routePermissions';

/**
 * The server answers what openapi.json says (#36, point 6). Every API test already holds each
 * answer it gets against the document (tests/helpers/api.ts); these are the cases the audit found:
 * a body of another shape, a command answering something else than its record, a permission the
 * document named wrong, and methods answered but not described.
 */
type Doc = { paths: Record<string, Record<string, { 'x-method-not-allowed'?: boolean }>> };
let server: TestServer;
let admin: ApiClient;
let contract: ResponseContract;
let doc: Doc;

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server);
  doc = (await (await fetch(`${server.api}/openapi.json`)).json()) as Doc;
  contract = new ResponseContract(doc);
}, 60_000);
afterAll(() => server.stop());

/** The answer as the document judges it: null when described. */
async function judged(method: string, path: string, res: Response) {
  return contract.check({ method, path: `/api${path}`, status: res.status, headers: res.headers, text: await res.clone().text() });
}

describe('answers are the ones openapi.json describes', () => {
  it('GET /moderators answers { data: [...] }, the shape the moderation screens read', async () => {
    const res = await admin.get('/moderators');
    expect(res.status).toBe(200);
    const body = (await res.clone().json()) as { data: { id: number; name: string; isMe: boolean }[] };
    expect(body.data.find((m) => m.isMe)).toMatchObject({ id: 1 });
    expect(await judged('GET', '/moderators', res)).toBeNull();
  });

  it('unblock_ip answers the blocked-address entry it removed, not an administrator', async () => {
    const target = (await admin.json<{ id: number; version: number }>('GET', '/admins/2')).body;
    const ip = '203.0.113.77';
    const blocked = await admin.send('POST', `/admins/${target.id}/actions/block_ip`, { ip, version: target.version });
    expect(blocked.status).toBe(200);
    const listed = await admin.get('/admins/blocked-ips');
    expect(await judged('GET', '/admins/blocked-ips', listed)).toBeNull();
    const res = await admin.send('POST', '/admins/actions/unblock_ip', { ip }, { 'Idempotency-Key': randomUUID() });
    expect(res.status).toBe(200);
    expect(await res.clone().json()).toMatchObject({ ip, byAdminId: 1 });
    expect(await judged('POST', '/admins/actions/unblock_ip', res)).toBeNull();
  });

  it('a REST method a collection does not take is described, and answered 405 with Allow naming the methods it takes', async () => {
    const refusals: [string, string, string][] = [
      ['POST', '/orders', 'GET'],
      ['POST', '/audit-log', 'GET'],
      ['PATCH', '/audit-log/1', 'GET'],
      ['DELETE', '/wallet-transactions/1', 'GET'],
    ];
    for (const [method, path, allow] of refusals) {
      const res = await admin.send(method, path, method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await judged(method, path, res), `${method} ${path}`).toBeNull();
    }
  });

  it('every method a path does not describe is no route (404); every one it describes as refused is 405 with Allow', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    const jobs = Object.entries(doc.paths).flatMap(([template, item]) => {
      const path = template
        .replace(/^\/api/, '')
        .replace(/\{list\}/, 'languages')
        .replace(/\{[^}]+\}/g, '1');
      const served = METHODS.filter((m) => item[m.toLowerCase()] && !item[m.toLowerCase()]['x-method-not-allowed']);
      return METHODS.filter((m) => !served.includes(m)).map((method) => async () => {
        const refused = item[method.toLowerCase()]?.['x-method-not-allowed'] === true;
        const res = await admin.send(method, path, ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
        const expected = refused ? `405 Allow: ${served.join(', ')}` : '404';
        const got = res.status === 405 ? `405 Allow: ${res.headers.get('allow') ?? ''}` : String(res.status);
        return got === expected ? null : `${method} ${template}: expected ${expected}, got ${got}`;
      });
    });
    expect(jobs.length).toBeGreaterThan(500);
    expect((await bounded(jobs, 4)).filter(Boolean)).toEqual([]);
  }, 60_000);
});

describe('x-permission is what the server asks for', () => {
  const accounts = new Map<string, Promise<RoleClient>>();
  /** One Custom administrator per set of permissions, invited and signed in once. */
  const holding = (permissions: readonly string[]) => {
    const key = [...permissions].sort().join(',');
    if (!accounts.has(key))
      accounts.set(key, customRoleClient(server, admin, `perm.${accounts.size}.${Date.now()}@example.com`, permissions));
    return accounts.get(key)!;
  };
  const call = (api: ApiClient, route: GuardedRoute) => {
    const [method, routerPath] = route.split(' ');
    const path = routerPath.replace(':list', 'languages').replace(/:\w+/g, '1');
    return api.send(method, path, method === 'POST' ? {} : undefined);
  };

  it('GET /users/by-country: globe.view lets a Custom administrator see the globe, users.read alone does not', async () => {
    const operation = doc.paths['/api/users/by-country'].get as { 'x-permission'?: string };
    expect(operation['x-permission']).toBe('globe.view');
    expect((await call((await holding(['globe.view'])).api, 'GET /users/by-country')).status).toBe(200);
    expect((await call((await holding(['users.read'])).api, 'GET /users/by-country')).status).toBe(403);
  }, 30_000);

  it('for every route of ROUTE_PERMISSIONS, any one permission named lets a Custom administrator through, and all the others do not', async () => {
    const wrong: string[] = [];
    for (const [route, permissions] of Object.entries(ROUTE_PERMISSIONS) as [GuardedRoute, readonly string[]][]) {
      for (const p of permissions) {
        const res = await call((await holding([p])).api, route);
        if (res.status === 403 || res.status === 401) wrong.push(`${route} refused ${p} (${res.status})`);
      }
      const others = PERMISSIONS.filter((p) => !permissions.includes(p));
      const res = await call((await holding(others)).api, route);
      if (res.status !== 403) wrong.push(`${route} let every other permission through (${res.status})`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
