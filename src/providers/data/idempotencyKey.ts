/**
 * A fresh Idempotency-Key for one user action: 128 random bits as hex. From getRandomValues, which
 * browsers give on plain http too (randomUUID needs a secure context: an API reached by address
 * on a local network is not one).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
