import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ChallengePurpose } from './authRecords';

/** One message carrying a one-time code. `link`, when present, opens the screen that takes it. */
export interface CodeMessage {
  to: string;
  purpose: ChallengePurpose;
  code: string;
  link?: string;
}

/** Every code the server sends goes through this one interface. */
export interface Mailer {
  send(message: CodeMessage): Promise<void>;
  close(): Promise<void>;
}

const SUBJECTS: Record<ChallengePurpose, string> = {
  sign_in: 'Your sign-in code',
  password_reset: 'Reset your password',
  change_password: 'Confirm your new password',
  change_email: 'Confirm your new email address',
  invite: 'You are invited to the back-office',
};

const INTROS: Record<ChallengePurpose, string> = {
  sign_in: 'Use this code to finish signing in.',
  password_reset: 'Use this code to choose a new password.',
  change_password: 'Use this code to confirm your password change.',
  change_email: 'Use this code to confirm this address as your new sign-in email.',
  invite: 'An administrator invited you. Use this code to set your password and activate your account.',
};

function bodyOf(m: CodeMessage): string {
  const lines = [INTROS[m.purpose], '', `Code: ${m.code}`];
  if (m.link) lines.push('', m.link);
  lines.push('', 'If you did not ask for this, ignore this message; nothing changes without the code.');
  return lines.join('\n');
}

/**
 * The embedded default: every message is appended to `<dataDir>/outbox.jsonl` (one JSON
 * object a line) and printed to the server log, so a local install needs no mail server.
 */
export class OutboxMailer implements Mailer {
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly log: (msg: string) => void,
  ) {
    this.file = path.join(dataDir, 'outbox.jsonl');
  }

  async send(m: CodeMessage): Promise<void> {
    const line = { to: m.to, purpose: m.purpose, code: m.code, sentAt: new Date().toISOString(), ...(m.link ? { link: m.link } : {}) };
    await fs.promises.appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    this.log(`[outbox] ${m.purpose} code for ${m.to}: ${m.code}${m.link ? ` (${m.link})` : ''}`);
  }

  async close(): Promise<void> {}
}

/** Real mail through SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). Codes never reach the log. */
export class SmtpMailer implements Mailer {
  private transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: (msg: string) => void,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(m: CodeMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: m.to, subject: SUBJECTS[m.purpose], text: bodyOf(m) });
    this.log(`[mail] ${m.purpose} sent to ${m.to}`);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export function createMailer(opts: { smtpUrl: string | null; mailFrom: string; dataDir: string; log: (msg: string) => void }): Mailer {
  return opts.smtpUrl ? new SmtpMailer(opts.smtpUrl, opts.mailFrom, opts.log) : new OutboxMailer(opts.dataDir, opts.log);
}
