/**
 * A fresh Idempotency-Key: 128 random bits in hex. `crypto.getRandomValues` rather than
 * `randomUUID`, which browsers give only to pages served over HTTPS or from localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
