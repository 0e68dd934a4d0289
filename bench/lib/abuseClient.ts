/**
 * The abuse bench's HTTP side (bench/abuse.ts): every request it sends, timed and kept with its
 * status, so the report can count 5xx answers and silences across victim and attackers alike.
 */

/** Long enough for any honest answer; a request past it is recorded as `timeout` and the bench goes on. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Session {
  headers: Record<string, string>;
}

export const ANONYMOUS: Session = { headers: {} };

export const bearer = (token: string): Session => ({ headers: { Authorization: `Bearer ${token}` } });

/** What one request got. */
export interface Outcome {
  /** 0 when no answer came. */
  status: number;
  /** From sending to the last byte of the body (or to the failure). */
  ms: number;
  /** Why no answer came: `timeout`, `ECONNREFUSED`, `UND_ERR_SOCKET`… */
  failure?: string;
  /** The parsed answer, when the caller asked for it or the server refused. */
  body?: unknown;
}

export interface Sent {
  label: string;
  /** The phase the request was sent in. */
  phase: string;
  status: number;
  ms: number;
  failure?: string;
  /** The catalogue code of a refusal (`app.errors.validation`…): why, in a word. */
  code?: string;
}

function failureOf(e: unknown): string {
  const name = (e as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  return (e as { cause?: { code?: string } }).cause?.code ?? name ?? 'error';
}

/** Keeps every request it sends; `attack` sends stop by themselves when `mayAttack` says so. */
export class Recorder {
  phase = 'warm-up';
  readonly sent: Sent[] = [];
  /** Attack requests not sent (the time budget ran out, or the server is gone), per label. */
  readonly skipped = new Map<string, number>();

  constructor(
    private readonly api: string,
    private readonly mayAttack: () => boolean,
  ) {}

  async send(label: string, session: Session, method: string, path: string, body?: unknown, parse = false): Promise<Outcome> {
    const phase = this.phase;
    const t0 = performance.now();
    let outcome: Outcome;
    try {
      const res = await fetch(`${this.api}${path}`, {
        method,
        headers: { ...session.headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // Read to the end either way: the latency is the whole answer's, as a screen waits for it.
      // A refusal is read too, for its code: small, and it says which limit answered.
      const read = parse || res.status >= 400;
      const text = read ? await res.text() : (await res.arrayBuffer(), '');
      outcome = { status: res.status, ms: performance.now() - t0, body: read ? parseJson(text) : undefined };
    } catch (e) {
      outcome = { status: 0, ms: performance.now() - t0, failure: failureOf(e) };
    }
    const code = (outcome.body as { code?: unknown } | undefined)?.code;
    this.sent.push({
      label,
      phase,
      status: outcome.status,
      ms: outcome.ms,
      failure: outcome.failure,
      code: typeof code === 'string' ? code : undefined,
    });
    return outcome;
  }

  /** An attacker's request, or null (counted as skipped) once attacks must stop. */
  async attack(label: string, session: Session, method: string, path: string, body?: unknown, parse = false): Promise<Outcome | null> {
    if (!this.mayAttack()) {
      this.skipped.set(label, (this.skipped.get(label) ?? 0) + 1);
      return null;
    }
    return this.send(label, session, method, path, body, parse);
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls `send` every `everyMs` while `running()`, without waiting for the previous call: a client
 * that waited would send one request through a 5 s stall and record one slow sample where a user
 * clicking every 100 ms meets fifty, and the p99 would hide the stall. Each call ends by itself
 * (the request timeout), so this ends at most that long after `running()` turns false. A tick
 * missed while the bench's own event loop was busy is dropped, not sent in a burst.
 */
export async function openLoop(everyMs: number, running: () => boolean, send: () => Promise<unknown>): Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  let next = performance.now();
  while (running()) {
    const call: Promise<unknown> = send().finally(() => inFlight.delete(call));
    inFlight.add(call);
    next = Math.max(next + everyMs, performance.now());
    await sleep(next - performance.now());
  }
  await Promise.all(inFlight);
}
