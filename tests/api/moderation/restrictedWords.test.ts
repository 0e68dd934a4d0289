import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

interface Word {
  id: number;
  version: number;
  text: string;
  normalized: string;
  addedAt: string;
  addedByAdminId: number;
}

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;
let custom: ApiClient;

/** What the Threat Library form sends: the server replaces normalized, addedAt and addedByAdminId. */
const entry = (text: string) => ({ text, normalized: text.toLowerCase(), addedAt: '2000-01-01T00:00:00.000Z', addedByAdminId: 99 });

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
});
afterAll(() => server.stop());

describe('Threat Library: add', () => {
  it('adds a phrase with the server deciding its normalized form, author and date, and audits it', async () => {
    const created = await employee.json<Word>('POST', '/restricted-words', entry('  Meet Me   Offline  '));
    expect(created.status).toBe(201);
    const me = (await employee.json<{ data: { id: number; isMe: boolean }[] }>('GET', '/moderators')).body.data.find((a) => a.isMe)!;
    expect(created.body).toMatchObject({ text: 'Meet Me Offline', normalized: 'meet me offline', addedByAdminId: me.id });
    expect(Date.now() - Date.parse(created.body.addedAt)).toBeLessThan(60_000);
    const audit = await admin.json<{ action: string }[]>('GET', `/audit-log?resource=restricted-words&recordId=${created.body.id}`);
    expect(audit.body.map((a) => a.action)).toEqual(['create']);
  });

  it.each(['scam', 'SCAM', '  Wire   Transfer ', 'meet me OFFLINE'])(
    'refuses %j as a duplicate with 409 and the exact message',
    async (text) => {
      const before = (await admin.json<Word[]>('GET', '/restricted-words')).body.length;
      const res = await admin.json<{ message: string; code: string }>('POST', '/restricted-words', entry(text));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'You have already added this word or string of words',
        code: 'app.messages.duplicate_restricted_word',
      });
      expect((await admin.json<Word[]>('GET', '/restricted-words')).body.length).toBe(before);
    },
  );

  it('refuses renaming an entry into a duplicate, and allows changing its own case', async () => {
    const [word] = (await admin.json<Word[]>('GET', '/restricted-words?normalized=fraud')).body;
    expect((await admin.json('PUT', `/restricted-words/${word.id}`, { ...word, text: 'Scam' })).status).toBe(409);
    const renamed = await admin.json<Word>('PUT', `/restricted-words/${word.id}`, { ...word, text: 'FRAUD' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ text: 'FRAUD', normalized: 'fraud', addedAt: word.addedAt, addedByAdminId: word.addedByAdminId });
  });

  it('refuses roles without threatLibrary.manage with 403', async () => {
    expect((await support.send('POST', '/restricted-words', entry('brand new phrase'))).status).toBe(403);
    expect((await custom.send('POST', '/restricted-words', entry('brand new phrase'))).status).toBe(403);
  });

  it('finds duplicates through the normalized filter the form uses before submitting', async () => {
    const res = await support.json<Word[]>('GET', '/restricted-words?normalized=wire%20transfer&_end=1');
    expect(res.status).toBe(200);
    expect(res.body.map((w) => w.text)).toEqual(['wire transfer']);
  });
});

describe('Threat Library: delete', () => {
  it('deletes an entry (audited) and refuses roles without threatLibrary.manage', async () => {
    const created = (await admin.json<Word>('POST', '/restricted-words', entry('delete me soon'))).body;
    expect((await custom.send('DELETE', `/restricted-words/${created.id}`)).status).toBe(403);
    expect((await admin.send('DELETE', `/restricted-words/${created.id}`)).status).toBe(200);
    expect((await admin.send('GET', `/restricted-words/${created.id}`)).status).toBe(404);
    const audit = await admin.json<{ action: string }[]>('GET', `/audit-log?resource=restricted-words&recordId=${created.id}`);
    expect(audit.body.map((a) => a.action)).toEqual(['create', 'delete']);
    // Deleted, the phrase may be added again.
    expect((await admin.send('POST', '/restricted-words', entry('Delete me soon'))).status).toBe(201);
  });
});

describe('Test a phrase', () => {
  it('returns the entries a message would be flagged for, whole words only', async () => {
    const res = await support.json<{ matches: { text: string }[] }>('POST', '/restricted-words/match', {
      text: 'This SCAM needs a wire\ntransfer, not scampi. पैसे भेजो!',
    });
    expect(res.status).toBe(200);
    expect(res.body.matches.map((m) => m.text).sort()).toEqual(['scam', 'wire transfer', 'पैसे भेजो'].sort());
    expect(
      (await support.json<{ matches: unknown[] }>('POST', '/restricted-words/match', { text: 'scampi and frauds' })).body.matches,
    ).toEqual([]);
  });

  it('refuses bad bodies (400) and roles without moderation.read (403)', async () => {
    expect((await support.send('POST', '/restricted-words/match', { text: 'x', more: 1 })).status).toBe(400);
    // Every demo role reads moderation; take it away from the custom administrator.
    const [me] = (await admin.json<{ id: number; version: number }[]>('GET', '/admins?email=custom@example.com')).body;
    const narrowed = await admin.json('PATCH', `/admins/${me.id}`, { permissions: ['dashboard.view'], version: me.version });
    expect(narrowed.status).toBe(200);
    expect((await custom.send('POST', '/restricted-words/match', { text: 'scam' })).status).toBe(403);
    expect((await custom.send('GET', '/moderators')).status).toBe(403);
  });
});
