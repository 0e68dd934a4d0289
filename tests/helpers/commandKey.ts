import { randomUUID } from 'node:crypto';

/** POST /<resource>[/<id>]/actions/<name>: a domain command. */
const COMMAND_PATH = /\/actions\/[^/?]+$/;

/**
 * What the app's data provider adds to a command sent without `version`: a fresh
 * Idempotency-Key, one per call (the server refuses such a command without one). Nothing when the
 * body has a version or the caller set the header itself; to send a command with neither, use fetch.
 */
export function commandKeyHeader(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Record<string, string> {
  if (method !== 'POST' || !COMMAND_PATH.test(path)) return {};
  if (Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key')) return {};
  const version = body && typeof body === 'object' ? (body as Record<string, unknown>).version : undefined;
  return version === undefined ? { 'Idempotency-Key': randomUUID() } : {};
}
