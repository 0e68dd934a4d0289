import type { ApiClient } from './api';
import type { TestServer } from './server';

/** A command's answer, and whether the server replayed a first answer (Idempotent-Replayed). */
export interface CommandAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * A command as any API client may send it, to one server: the Idempotency-Key only when given
 * (the test client, like the app, would add one of its own).
 */
export async function sendCommand<T = Record<string, unknown>>(
  server: TestServer,
  client: ApiClient,
  path: string,
  body: Record<string, unknown>,
  key?: string,
): Promise<CommandAnswer<T>> {
  const res = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${client.token}`,
      'Content-Type': 'application/json',
      ...(key === undefined ? {} : { 'Idempotency-Key': key }),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
}

/**
 * Hands out active users without strikes, each once per test file: a test that strikes or
 * suspends one owns it. `among`: how many of the first such users (by id) it picks from.
 */
export function unusedActiveUsers<T extends { id: number }>(client: ApiClient, among: number): () => Promise<T> {
  const taken = new Set<number>();
  return async () => {
    const users = (await client.json<T[]>('GET', `/users?accountStatus=active&activeStrikes=0&_sort=id&_order=ASC&_end=${among}`)).body;
    const user = users.find((u) => !taken.has(u.id));
    if (!user) throw new Error('No unused active user without strikes');
    taken.add(user.id);
    return user;
  };
}
