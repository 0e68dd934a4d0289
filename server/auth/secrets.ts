import crypto from 'node:crypto';

/** 32 random bytes, base64url: the bearer token a browser holds. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Unguessable ids for sessions, challenges and photo files (16 bytes). */
export function newId(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('base64url');
}

/** A code of `length` decimal digits, uniformly drawn (leading zeros kept). */
export function newCode(length: number): string {
  return String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Compares two hashes without leaking, through timing, how many leading characters match. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
