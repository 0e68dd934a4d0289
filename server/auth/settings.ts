import { OTP_LENGTH, OTP_RESEND_SECONDS, PHOTO_MAX_BYTES } from '../../src/domain/constants';
import type { SignInLimits } from './rateLimit';

/**
 * The numbers of the sign-in security model. Durations that tests (and operators) need to
 * change come from the environment; the rest are fixed by the issue.
 */
export interface AuthSettings {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  otpLength: number;
  otpTtlMs: number;
  otpResendMs: number;
  otpMaxWrongTries: number;
  inviteTtlMs: number;
  /** Failed sign-ins, wrong codes and forgot-password requests (each with its own counts). */
  signInLimits: SignInLimits;
  photoMaxBytes: number;
  /** Give the four demo accounts the demo password when they have none yet. */
  demoPasswords: boolean;
  /** Prefix of the links put in mails (`<appUrl>/new-password?...`); empty: site-relative links. */
  appUrl: string;
}

/** The demo administrators of the seed; each starts with DEMO_PASSWORD (see README). */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'Admin' },
  { email: 'employee@example.com', role: 'Employee' },
  { email: 'support@example.com', role: 'Tech Support' },
  { email: 'custom@example.com', role: 'Custom access' },
] as const;
export const DEMO_EMAILS = DEMO_ACCOUNTS.map((a) => a.email);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function positive(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    sessionIdleMs: positive(env.SESSION_IDLE_MINUTES, 30) * MINUTE,
    sessionAbsoluteMs: positive(env.SESSION_ABSOLUTE_HOURS, 12) * HOUR,
    otpLength: OTP_LENGTH,
    otpTtlMs: positive(env.OTP_TTL_MINUTES, 10) * MINUTE,
    otpResendMs: positive(env.OTP_RESEND_SECONDS, OTP_RESEND_SECONDS) * 1000,
    otpMaxWrongTries: 5,
    inviteTtlMs: 72 * HOUR,
    signInLimits: {
      perAccount: { max: positive(env.SIGNIN_MAX_FAILURES_PER_ACCOUNT, 10), windowMs: 15 * MINUTE },
      perAddressAndAccount: { free: positive(env.SIGNIN_MAX_FAILURES_PER_IP_AND_ACCOUNT, 5), windowMs: HOUR, maxWaitMs: 15 * MINUTE },
      perAddress: {
        // SIGNIN_MAX_FAILURES_PER_IP is the name from when an address was blocked: an install that set it keeps its number.
        slowAfter: positive(env.SIGNIN_SLOW_AFTER_FAILURES_PER_IP ?? env.SIGNIN_MAX_FAILURES_PER_IP, 20),
        windowMs: HOUR,
        stepMs: positive(env.SIGNIN_SLOW_STEP_MS, 100),
        maxDelayMs: positive(env.SIGNIN_SLOW_MAX_MS, 3000),
      },
    },
    photoMaxBytes: PHOTO_MAX_BYTES,
    demoPasswords: env.DEMO_PASSWORDS !== '0',
    appUrl: (env.APP_URL ?? '').replace(/\/+$/, ''),
  };
}
