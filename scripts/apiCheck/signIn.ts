import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ApiHttp } from './http';

const run = promisify(execFile);

/** Where the 6-digit code comes from: a file the mailer writes (read from its end), or a command. */
export interface CodeSource {
  /** A file: what was in it before the password step, so only a newer code is taken. */
  mark(): number;
  read(email: string, mark: number): Promise<string | null>;
}

const CODE = /\b(\d{6})\b/g;

export function codeSource(spec: string): CodeSource {
  // A path the mailer has not written yet (no code sent so far) is still a file, not a command.
  const isFile = fs.existsSync(spec) ? fs.statSync(spec).isFile() : !/\s/.test(spec) && fs.existsSync(path.dirname(spec));
  if (isFile) {
    const size = () => (fs.existsSync(spec) ? fs.statSync(spec).size : 0);
    return {
      mark: size,
      async read(email, mark) {
        if (size() <= mark) return null;
        const fresh = fs.readFileSync(spec).subarray(mark).toString('utf8');
        return lastCode(fresh, email);
      },
    };
  }
  // A command (`sh -c`), given the address in $EMAIL; the last 6-digit number it prints is the code.
  return {
    mark: () => 0,
    async read(email) {
      const { stdout } = await run('sh', ['-c', spec], { env: { ...process.env, EMAIL: email }, timeout: 15_000 });
      return lastCode(stdout, email);
    },
  };
}

/** A JSON-lines outbox (`{"to":…,"code":…}`) is read per recipient; any other text by its last 6 digits. */
function lastCode(text: string, email: string): string | null {
  let found: string | null = null;
  for (const line of text.split('\n')) {
    try {
      const msg = JSON.parse(line) as { to?: string; code?: string };
      if (msg.to?.toLowerCase() === email.toLowerCase() && msg.code) found = String(msg.code);
      continue;
    } catch {
      for (const m of line.matchAll(CODE)) found = m[1];
    }
  }
  return found;
}

/** Password, then the code: a bearer token, or an error saying which step failed. */
export async function signIn(
  http: ApiHttp,
  email: string,
  password: string,
  codes: CodeSource,
): Promise<{ token: string; admin: Record<string, unknown> }> {
  const mark = codes.mark();
  const login = await http.send('POST', '/auth/login', { identifier: email, password });
  if (login.status !== 200)
    throw new Error(`POST /api/auth/login as ${email}: expected 200, got ${login.status} ${login.text.slice(0, 200)}`);
  const { challengeId } = login.body as { challengeId?: string };
  if (!challengeId) throw new Error('POST /api/auth/login: the answer has no challengeId');
  let code: string | null = null;
  for (let i = 0; i < 100 && !code; i++) {
    code = await codes.read(email, mark);
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no 6-digit code for ${email} from --code-from`);
  const verify = await http.send('POST', '/auth/verify-otp', { challengeId, code });
  if (verify.status !== 200)
    throw new Error(`POST /api/auth/verify-otp as ${email}: expected 200, got ${verify.status} ${verify.text.slice(0, 200)}`);
  const session = verify.body as { token?: string; admin?: Record<string, unknown> };
  if (!session.token) throw new Error('POST /api/auth/verify-otp: the answer has no token');
  return { token: session.token, admin: session.admin ?? {} };
}
