import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

interface ErrorReport {
  id: number;
  version: number;
  status: string;
  resolvedAt: string | null;
}

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let custom: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [admin, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
});
afterAll(() => server.stop());

describe('errors reported: mark resolved', () => {
  it('resolves an open report with the time, audits it and refuses a repeat (409)', async () => {
    const [report] = (await support.json<ErrorReport[]>('GET', '/error-reports?status=open&_end=1')).body;
    const done = await support.json<ErrorReport>('POST', `/error-reports/${report.id}/actions/resolve`, { version: report.version });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('resolved');
    expect(Date.now() - Date.parse(done.body.resolvedAt!)).toBeLessThan(60_000);
    const audit = await admin.json<{ action: string }[]>('GET', `/audit-log?resource=error-reports&recordId=${report.id}`);
    expect(audit.body.map((a) => a.action)).toContain('resolve');
    const again = await support.json<{ code: string }>('POST', `/error-reports/${report.id}/actions/resolve`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');
  });

  it('refuses roles without errorReports.act (403) and leaves the report open', async () => {
    const [report] = (await admin.json<ErrorReport[]>('GET', '/error-reports?status=open&_end=1')).body;
    expect((await custom.send('POST', `/error-reports/${report.id}/actions/resolve`, {})).status).toBe(403);
    expect((await custom.send('GET', '/error-reports')).status).toBe(403);
    expect((await admin.json<ErrorReport>('GET', `/error-reports/${report.id}`)).body.status).toBe('open');
  });

  it('does not let plain REST skip the command', async () => {
    const [report] = (await admin.json<ErrorReport[]>('GET', '/error-reports?status=open&_end=1')).body;
    const res = await admin.json<{ errors: Record<string, string> }>('PUT', `/error-reports/${report.id}`, {
      ...report,
      status: 'resolved',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['status']);
  });
});
