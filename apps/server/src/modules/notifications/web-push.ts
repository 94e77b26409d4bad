import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs every push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise a pair generated on the first start and kept under the data directory (as the token
 * secret is), so browsers' subscriptions survive a restart.
 */
export function resolveVapidKeys(configured: Partial<VapidKeys>, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** How long a VAPID token is valid (push services accept up to 24 hours); renewed an hour before. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push's outcome: delivered, the subscription gone (404/410: forget it), or failed (try again later). */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; error: string };

/**
 * Sends Web Push messages: the payload encrypted for the subscription (aes128gcm, RFC 8291) and
 * signed with the VAPID key (RFC 8292) by the `web-push` package, then POSTed to the push
 * service with fetch (so keep-alive connections are reused, and a push service on plain HTTP,
 * such as a test's own on 127.0.0.1, can be spoken to).
 */
export class PushSender {
  constructor(
    private readonly keys: VapidKeys,
    /** Who runs the server, for the push service: a mailto: or https: URL. */
    private readonly subject: string,
    private readonly timeoutMs = 10_000,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /**
   * The request to make: the payload encrypted for this subscription by web-push, with the VAPID
   * signature of its push service's origin. web-push signs a new token for every message (an
   * ECDSA signature, about as costly as the encryption itself); a token is valid for any message
   * to that origin until it expires, so one is kept per origin for most of its 12 hours.
   */
  request(target: PushTarget, payload: string) {
    return webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      TTL: 24 * 60 * 60,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      headers: { Authorization: this.vapidAuthorization(new URL(target.endpoint).origin) },
    });
  }

  private readonly tokens = new Map<string, { authorization: string; renewAt: number }>();

  private vapidAuthorization(audience: string): string {
    const now = Date.now();
    const kept = this.tokens.get(audience);
    if (kept && kept.renewAt > now) return kept.authorization;
    const expiresAt = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const headers = webPush.getVapidHeaders(audience, this.subject, this.keys.publicKey, this.keys.privateKey, 'aes128gcm', expiresAt);
    const authorization = String(headers.Authorization);
    if (this.tokens.size > 1_000) this.tokens.clear(); // push services are a handful of origins
    this.tokens.set(audience, { authorization, renewAt: now + (VAPID_TOKEN_SECONDS - 3_600) * 1000 });
    return authorization;
  }

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    let details: ReturnType<PushSender['request']>;
    try {
      details = this.request(target, payload);
    } catch (error) {
      // Keys a browser would never hand out: the subscription can never be delivered to.
      return { kind: 'gone' };
    }
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer | null,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      if (response.status >= 200 && response.status < 300) return { kind: 'sent' };
      return { kind: 'failed', error: `the push service answered ${response.status}` };
    } catch (error) {
      return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** A push subscription's keys, as the browser encodes them (base64url). */
export function isPushKey(text: string, bytes: number): boolean {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return false;
  return Buffer.from(text, 'base64url').length === bytes;
}

/** The one-click unsubscribe's signature: the user and the kind, signed with the server's secret. */
export function unsubscribeSignature(secret: string, userId: number, kind: string): string {
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}
