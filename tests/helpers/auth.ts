import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO = {
  admin: 'admin@example.com',
  employee: 'employee@example.com',
  tech_support: 'support@example.com',
  custom: 'custom@example.com',
} as const;

function newestCode(file: string, to: string, purpose?: string): string | undefined {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!lines[i]) continue;
    const msg = JSON.parse(lines[i]) as { to: string; purpose: string; code: string };
    if (msg.to === to && (!purpose || msg.purpose === purpose)) return msg.code;
  }
  return undefined;
}

/**
 * The newest one-time code the server "sent" to this address (the embedded mailer's outbox).
 * Codes from commands are mailed once their transaction commits, after the answer may have
 * left: this waits (up to 10 s) for the first matching mail.
 */
export async function latestCode(dataDir: string, to: string, purpose?: string): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const code = newestCode(file, to, purpose);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${to} in ${file}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Signs in through the API (password, then the code from the outbox). */
export async function apiSession(
  baseUrl: string,
  dataDir: string,
  email: string,
): Promise<{ token: string; admin: Record<string, unknown> }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const { challengeId } = (await login.json()) as { challengeId: string };
  const code = await latestCode(dataDir, email);
  const verify = await fetch(`${baseUrl}/api/auth/verify-otp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ challengeId, code }),
  });
  if (!verify.ok) throw new Error(`verify ${email}: ${verify.status} ${await verify.text()}`);
  return (await verify.json()) as { token: string; admin: Record<string, unknown> };
}

/** Puts a fresh API session into the page's storage, as the sign-in screens would. */
export async function signInAs(page: Page, baseUrl: string, dataDir: string, email: string, startPath = '/dashboard'): Promise<string> {
  const { token, admin } = await apiSession(baseUrl, dataDir, email);
  await page.goto(`${baseUrl}/nointernet`);
  await page.evaluate(
    ([t, a]) => {
      localStorage.setItem('authToken', JSON.stringify({ token: t }));
      localStorage.setItem('adminData', JSON.stringify(a));
    },
    [token, admin] as const,
  );
  await page.goto(`${baseUrl}${startPath}`);
  return token;
}
