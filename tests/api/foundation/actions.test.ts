import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
});
afterAll(() => server.stop());

describe('domain commands', () => {
  it('moves a status through POST /<resource>/<id>/actions/<action>, then refuses a repeat with 409', async () => {
    const [chat] = (await api.json<{ id: number; status: string }[]>('GET', '/flagged-chats?status=awaiting_review&_end=1')).body;
    const done = await api.json<{ status: string; version: number }>('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {});
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('reviewed');
    const again = await api.json<{ code: string }>('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');
    const audit = await api.json<{ action: string }[]>('GET', `/audit-log?resource=flagged-chats&recordId=${chat.id}`);
    expect(audit.body.map((a) => a.action)).toContain('mark_reviewed');
  });

  it('refuses unknown actions, bad payloads and stale versions', async () => {
    const [chat] = (await api.json<{ id: number; version: number }[]>('GET', '/flagged-chats?status=awaiting_review&_end=1')).body;
    expect((await api.send('POST', `/flagged-chats/${chat.id}/actions/launch_rockets`, {})).status).toBe(404);
    expect((await api.send('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, { surprise: 1 })).status).toBe(400);
    expect((await api.send('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, { version: chat.version - 1 })).status).toBe(409);
  });

  it('checks the permission of the command, not of the collection', async () => {
    const support = await apiClient(server, 'support@example.com');
    const [strike] = (await api.json<{ id: number }[]>('GET', '/strikes?status=appealed&_end=1')).body;
    expect((await support.send('POST', `/strikes/${strike.id}/actions/uphold`, {})).status).toBe(403);
  });
});
