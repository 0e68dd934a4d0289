import { apiSession } from './auth';
import type { TestServer } from './server';

export interface ApiClient {
  token: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; headers: Headers }>;
}

/** An authenticated client for one server, signed in as `email` through the real OTP flow. */
export async function apiClient(server: TestServer, email = 'admin@example.com'): Promise<ApiClient> {
  const { token } = await apiSession(server.url, server.dataDir, email);
  const auth = { Authorization: `Bearer ${token}` };
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.api}${path}`, {
      method,
      headers: { ...auth, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    token,
    get: (path, headers = {}) => fetch(`${server.api}${path}`, { headers: { ...auth, ...headers } }),
    send,
    json: async (method, path, body) => {
      const res = await send(method, path, body);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never, headers: res.headers };
    },
  };
}
