/** What a seed run generates and where it writes it. */
export interface SeedOptions {
  users: number;
  orders: number;
  out: string;
}

export const DEFAULT_USERS = 500;
export const DEFAULT_OUT = 'db.json';

/**
 * Six orders per user, capped at 3 000 so the default database stays small (500 users ->
 * 3 000 orders), but never fewer orders than users (100 000 users -> 100 000 orders).
 */
export function defaultOrderCount(users: number): number {
  return Math.max(users, Math.min(6 * users, 3000));
}

/** `--users N`, `--orders N`, `--out FILE` (also `--users=N`). */
export function parseSeedArgs(argv: readonly string[]): SeedOptions {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    const match = /^--(users|orders|out)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument ${arg}. Usage: npm run seed -- [--users N] [--orders N] [--out FILE]`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value`);
    values.set(match[1], value);
  }
  const count = (name: string, fallback: number) => {
    const raw = values.get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${raw}`);
    return n;
  };
  const users = count('users', DEFAULT_USERS);
  return { users, orders: count('orders', defaultOrderCount(users)), out: values.get('out') ?? DEFAULT_OUT };
}
