import path from 'node:path';
import { startServer, type TestServer } from '../../helpers/server';
import { DEMO, DEMO_PASSWORD } from '../../helpers/auth';
import { runApiCheck, type ApiCheckOptions } from '../../../scripts/apiCheck/run';
import type { Finding } from '../../../scripts/apiCheck/report';
import { brokenProxy, type Breakage } from './brokenProxy';

/**
 * npm run api:check holds against our own server in both dialects, and fails, naming the route,
 * against a server that breaks one rule.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(() => server.stop());

const options = (url: string, dialect: ApiCheckOptions['dialect'], roles = true): ApiCheckOptions => ({
  url,
  dialect,
  email: DEMO.admin,
  password: DEMO_PASSWORD,
  codeFrom: path.join(server.dataDir, 'outbox.jsonl'),
  roles: roles ? { employee: DEMO.employee, tech_support: DEMO.tech_support, custom: DEMO.custom } : {},
});

const describeFailures = (failed: Finding[]) => failed.map((f) => `${f.route} — ${f.check}: ${f.detail}`).join('\n');

describe('npm run api:check', () => {
  for (const dialect of ['json-server', 'simple-rest'] as const) {
    it(`holds against our server in the ${dialect} dialect, every role included`, async () => {
      const report = await runApiCheck(options(server.url, dialect));
      expect(describeFailures(report.failed)).toBe('');
      const areas = new Set(report.findings.map((f) => f.area.replace(/ \(.*\)$/, '')));
      expect([...areas].sort()).toEqual([
        'commands',
        'contract',
        'document',
        'errors',
        'import protocol',
        'lists',
        'permissions',
        'records',
        'sign-in',
      ]);
      expect(report.findings.length).toBeGreaterThan(400);
    }, 120_000);
  }

  const broken: [Breakage, ApiCheckOptions['dialect'], (f: Finding) => boolean][] = [
    [
      'stale-write-succeeds',
      'json-server',
      (f) => f.route === 'PATCH /api/restricted-words/{id}' && /stale version/.test(f.check) && /answered 200/.test(f.detail ?? ''),
    ],
    ['no-total-header', 'json-server', (f) => f.route === 'GET /api/users' && /no X-Total-Count header/.test(f.detail ?? '')],
    ['no-total-header', 'simple-rest', (f) => f.route === 'GET /api/orders' && /no Content-Range header/.test(f.detail ?? '')],
    ['ignores-sort', 'json-server', (f) => f.route === 'GET /api/users' && f.check === 'sorted by id descending'],
    [
      'ticket-without-wait',
      'json-server',
      (f) => f.area === 'contract' && f.route === 'POST /api/auth/login' && /resendAfter/.test(f.detail ?? ''),
    ],
  ];
  for (const [breakage, dialect, expected] of broken) {
    it(`fails against a server where ${breakage.replace(/-/g, ' ')} (${dialect}), naming the route`, async () => {
      const proxy = await brokenProxy(server.url, breakage);
      try {
        const report = await runApiCheck(options(proxy.url, dialect, false));
        expect(report.failed.length).toBeGreaterThan(0);
        expect(report.failed.some(expected), describeFailures(report.failed)).toBe(true);
        expect(report.format()).toMatch(/✖ .* checks fail\./s);
      } finally {
        await proxy.close();
      }
    }, 120_000);
  }
});
