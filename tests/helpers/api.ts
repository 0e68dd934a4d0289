import { apiSession } from './auth';
import { commandKeyHeader } from './commandKey';
import type { TestServer } from './server';
import { ResponseContract, type ContractViolation } from '../../scripts/apiCheck/responseContract';

export interface ApiClient {
  token: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; headers: Headers }>;
}

let contract: ResponseContract | undefined;
const violations: ContractViolation[] = [];
/** Checks of answers the caller may still be reading: they finish before the test is judged. */
const pending = new Set<Promise<void>>();

/**
 * Every answer an API test receives through this client is held against docs/openapi.json, as a
 * validating proxy would (scripts/apiCheck/responseContract.ts): a test that was answered
 * something the document does not describe fails, after its own expectations ran (tests/setup.ts
 * calls this after each test; the bench, which uses the client too, has no tests to fail).
 */
export async function assertAnswersDescribed(): Promise<void> {
  await Promise.all(pending);
  if (!violations.length) return;
  const seen = violations.splice(0);
  throw new Error(`Answers openapi.json does not describe:\n${seen.map((v) => `  ${v.route} → ${v.status}: ${v.problem}`).join('\n')}`);
}

function hold(method: string, path: string, res: Response, text: string): void {
  contract ??= ResponseContract.fromFile();
  const violation = contract.check({ method, path: `/api${path}`, status: res.status, headers: res.headers, text });
  if (violation) violations.push(violation);
}

/** An authenticated client for one server, signed in as `email` through the real OTP flow. */
export async function apiClient(server: TestServer, email = 'admin@example.com'): Promise<ApiClient> {
  const { token } = await apiSession(server.url, server.dataDir, email);
  const auth = { Authorization: `Bearer ${token}` };
  // A command without `version` gets a fresh Idempotency-Key, as the app's data provider sends it.
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.api}${path}`, {
      method,
      headers: {
        ...auth,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...commandKeyHeader(method, path, body, headers),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  /** The answer, unread for the caller: the check reads a copy of it meanwhile, off the test's way. */
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await request(method, path, body, headers);
    const check: Promise<void> = res
      .clone()
      .text()
      .then((text) => hold(method, path, res, text))
      .finally(() => pending.delete(check));
    pending.add(check);
    return res;
  };
  return {
    token,
    get: (path, headers = {}) => send('GET', path, undefined, headers),
    send,
    json: async (method, path, body) => {
      const res = await request(method, path, body);
      const text = await res.text();
      hold(method, path, res, text);
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never, headers: res.headers };
    },
  };
}
