import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One rule a deliberately broken server breaks, as a proxy in front of the real one. */
export type Breakage = 'stale-write-succeeds' | 'no-total-header' | 'ignores-sort' | 'ticket-without-wait';

const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A server that keeps every rule but one: the conformance suite run against it must fail, and
 * say where. Requests are forwarded to `upstream`; the breakage is applied on the way.
 */
export async function brokenProxy(upstream: string, breakage: Breakage): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void forward(upstream, breakage, req, Buffer.concat(chunks)).then(
        ({ status, headers, body }) => {
          res.writeHead(status, headers);
          res.end(body);
        },
        (e: Error) => {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: e.message }));
        },
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

async function forward(upstream: string, breakage: Breakage, req: http.IncomingMessage, raw: Buffer) {
  const url = new URL(req.url ?? '/', upstream);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !HOP_HEADERS.has(k) && k !== 'host') headers[k] = v;
  let body: string | undefined = raw.length ? raw.toString() : undefined;
  const isList = req.method === 'GET' && /^\/api\/[a-z-]+$/.test(url.pathname);

  if (breakage === 'ignores-sort' && isList) for (const key of ['_sort', '_order', 'sort']) url.searchParams.delete(key);
  if (breakage === 'stale-write-succeeds' && (req.method === 'PATCH' || req.method === 'PUT') && body) {
    // Whatever version the client read, the write goes through with the current one.
    const current = await fetch(url, { headers: { authorization: headers.authorization ?? '' } });
    if (current.ok) {
      const { version } = (await current.json()) as { version: number };
      body = JSON.stringify({ ...(JSON.parse(body) as object), version });
    }
  }
  const answer = await fetch(url, { method: req.method, headers, body });
  const out: Record<string, string> = {};
  answer.headers.forEach((v, k) => {
    if (!HOP_HEADERS.has(k)) out[k] = v;
  });
  if (breakage === 'no-total-header' && isList) {
    delete out['x-total-count'];
    delete out['content-range'];
  }
  if (breakage === 'ticket-without-wait' && url.pathname === '/api/auth/login' && answer.ok) {
    // Sign-in still works, but the answer lacks a field the document requires (resendAfter).
    const { resendAfter: _dropped, ...ticket } = (await answer.json()) as Record<string, unknown>;
    return { status: answer.status, headers: out, body: Buffer.from(JSON.stringify(ticket)) };
  }
  return { status: answer.status, headers: out, body: Buffer.from(await answer.arrayBuffer()) };
}
