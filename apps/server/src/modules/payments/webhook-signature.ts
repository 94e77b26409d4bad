import crypto from 'node:crypto';

/** The header a gateway's webhook carries its signature in. */
export const SIGNATURE_HEADER = 'x-crease-signature';

/** The lowercase hex HMAC-SHA256 of the raw body with the shared secret. */
export function signWebhook(secret: string, rawBody: Buffer | string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Whether `signature` is the body's, compared in constant time; a missing or malformed one is not. */
export function hasValidSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return crypto.timingSafeEqual(Buffer.from(signWebhook(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
