import { STRIKE_LIFETIME_DAYS } from './constants';
import { COUNTING_STRIKE_STATUSES } from './machines/strike';

/**
 * The strike policy shared by the server (which keeps users.activeStrikes) and the screens
 * (which show whether a strike still counts): a strike counts while its status is a counting
 * one and `expiresAt` (issuedAt + STRIKE_LIFETIME_DAYS) is still ahead. docs/decisions/0021-strike-policy.md.
 */
const DAY_MS = 86_400_000;

export function strikeExpiresAt(issuedAt: string): string {
  return new Date(Date.parse(issuedAt) + STRIKE_LIFETIME_DAYS * DAY_MS).toISOString();
}

export function isStrikeActive(strike: Readonly<Record<string, unknown>>, nowIso: string): boolean {
  return (COUNTING_STRIKE_STATUSES as readonly unknown[]).includes(strike.status) && String(strike.expiresAt) > nowIso;
}

export function hasStrikeExpired(strike: Readonly<Record<string, unknown>>, nowIso: string): boolean {
  return String(strike.expiresAt) <= nowIso;
}
