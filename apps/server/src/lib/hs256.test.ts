import { createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256.ts';

const SECRET = 'a-secret-of-thirty-two-characters-or-more';
const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
const NOW = 1_800_000_000;

const signed = (claims: Record<string, unknown>, header: Record<string, unknown> = {}, secret = key) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header }).sign(secret);

describe('verifyHs256: the checks jose makes of a sign-in token, synchronously', () => {
  it('accepts a token jose signed, with its claims', async () => {
    const token = await signed({ sub: '7', email: 'a@b.in', exp: NOW + 60, iat: NOW - 1 });
    expect(verifyHs256(token, key, NOW)).toEqual({ ok: true, payload: { sub: '7', email: 'a@b.in', exp: NOW + 60, iat: NOW - 1 } });
  });

  it('calls a token expired from its exp second on', async () => {
    const token = await signed({ sub: '7', exp: NOW });
    expect(verifyHs256(token, key, NOW - 1).ok).toBe(true);
    expect(verifyHs256(token, key, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another secret', async () => signed({ sub: '7', exp: NOW + 60 }, {}, createSecretKey(Buffer.from(`${SECRET}!`, 'utf8')))],
    ['no exp', async () => signed({ sub: '7' })],
    ['an exp that is not a number', async () => signed({ sub: '7', exp: String(NOW + 60) })],
    ['a not-before still ahead', async () => signed({ sub: '7', exp: NOW + 60, nbf: NOW + 1 })],
    ['an iat that is not a number', async () => signed({ sub: '7', exp: NOW + 60, iat: 'yesterday' })],
    ['a critical extension', async () => signed({ sub: '7', exp: NOW + 60 }, { crit: ['b64'], b64: true })],
    ['alg none', async () => new UnsecuredJWT({ sub: '7', exp: NOW + 60 }).encode()],
    ['a changed payload', async () => {
      const [head, , signature] = (await signed({ sub: '7', exp: NOW + 60 })).split('.');
      return `${head}.${Buffer.from(JSON.stringify({ sub: '1', exp: NOW + 60 })).toString('base64url')}.${signature}`;
    }],
    ['a cut signature', async () => (await signed({ sub: '7', exp: NOW + 60 })).slice(0, -2)],
    ['two parts', async () => (await signed({ sub: '7', exp: NOW + 60 })).split('.').slice(0, 2).join('.')],
    ['not base64url', async () => 'a.b.c!'],
    ['a payload that is not JSON', async () => `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.bm90IGpzb24.c2ln`],
  ])('refuses %s as invalid', async (_, make) => {
    expect(verifyHs256(await make(), key, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
