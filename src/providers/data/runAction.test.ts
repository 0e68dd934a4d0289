// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './index';

/** The requests the provider made, read from a stubbed fetch that answers `{}`. */
function recordRequests() {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response('{"id":1}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init.body)) as unknown,
    }));
}

describe('runAction: every command applies once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a command with its record’s version as it is, without a key', async () => {
    const requests = recordRequests();
    await createDataProvider('/api').runAction('users', 7, 'verify', { version: 3 });
    expect(requests()).toEqual([{ url: '/api/users/7/actions/verify', key: null, body: { version: 3 } }]);
  });

  it('gives a command without version a fresh Idempotency-Key per call', async () => {
    const requests = recordRequests();
    const provider = createDataProvider('/api');
    await provider.runAction('flagged-chats', 10, 'claim', {});
    await provider.runAction('admins', null, 'invite', { email: 'a@example.com', role: 'employee' });
    const [claim, invite] = requests();
    expect(claim.key).toMatch(/^[0-9a-f]{32}$/);
    expect(invite.key).toMatch(/^[0-9a-f]{32}$/);
    expect(invite.key).not.toBe(claim.key);
    expect(invite.url).toBe('/api/admins/actions/invite');
  });

  it('sends the action’s own key on every retry of it', async () => {
    const requests = recordRequests();
    const provider = createDataProvider('/api');
    for (let i = 0; i < 2; i++)
      await provider.runAction('commission-rates', null, 'grant', { userId: 3, rate: 5 }, { idempotencyKey: 'action-1' });
    expect(requests().map((r) => r.key)).toEqual(['action-1', 'action-1']);
  });
});
