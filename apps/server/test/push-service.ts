import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its P-256 key pair and auth secret, as `pushManager.subscribe` makes them. */
export interface BrowserKeys {
  ecdh: crypto.ECDH;
  /** The public key, uncompressed (65 bytes), base64url: the subscription's keys.p256dh. */
  p256dh: string;
  /** 16 random bytes, base64url: keys.auth. */
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

/**
 * Decrypts a Web Push message body as the browser does (RFC 8291 over RFC 8188 aes128gcm):
 * the header carries the salt, the record size and the server's ephemeral public key; the keys
 * come from ECDH with ours, the auth secret and HKDF; one record, padding delimited by 0x02.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service of the test's own on 127.0.0.1: records each message it is sent and answers
 * with the status `answer` chooses (201 by default; 410 for a subscription that is gone).
 */
export async function startPushService() {
  const received: PushRequest[] = [];
  const waiters: (() => void)[] = [];
  let answer: (request: PushRequest) => number = () => 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      response.statusCode = answer(push);
      response.end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** A new subscription on this service: its endpoint and the browser's keys. */
    subscription(name: string) {
      const keys = browserKeys();
      return { keys, json: { endpoint: `${url}/push/${name}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
    },
    answerWith(choose: (request: PushRequest) => number) {
      answer = choose;
    },
    /** What reached one subscription, decrypted. */
    messagesTo(name: string, keys: BrowserKeys): unknown[] {
      return received.filter((push) => push.path === `/push/${name}`).map((push) => JSON.parse(decryptPush(push.body, keys)));
    },
    waitFor(count: number): Promise<void> {
      return new Promise((resolve) => {
        const check = () => (received.length >= count ? resolve() : waiters.push(check));
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a push's VAPID authorization (RFC 8292) as a push service does: `vapid t=<JWT>, k=<key>`,
 * the key the server's, the JWT signed with it (ES256); answers the token's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('signed with another key');
  const [header, payload, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const valid = crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
}
