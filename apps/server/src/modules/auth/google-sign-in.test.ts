import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToken, uniqueEmail, createUser } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { googleVerifier } from './google-identity.ts';

const CLIENT_ID = '1234-crease.apps.googleusercontent.com';
let server: TestServer;
let googleKey: CryptoKey;

/** An ID token as Google would sign it, with our test key in place of Google's. */
function idToken(claims: Record<string, unknown>, options: { audience?: string; issuer?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(googleKey);
}

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  googleKey = privateKey;
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' }] });
  server = await startTestServer({ env: { GOOGLE_CLIENT_ID: CLIENT_ID }, deps: { google: googleVerifier(CLIENT_ID, keys) } });
});
afterAll(() => server?.close());

const signIn = (credential: string) => server.api.post('/api/auth/google', { credential });

describe('POST /api/auth/google', () => {
  it('tells the web app the client id', async () => {
    expect((await server.api.get('/api/config')).body).toMatchObject({ googleClientId: CLIENT_ID });
  });

  it('creates a verified player account on the first sign-in and finds it on the next', async () => {
    const email = uniqueEmail('google');
    const credential = await idToken({ sub: 'google-1', email, email_verified: true, name: 'Sunil Gavaskar' });
    const first = await signIn(credential);
    expect(first.status).toBe(200);
    expect(decodeToken(first.body.token)).toMatchObject({ email, name: 'Sunil Gavaskar', role: 'ROLE_USER' });
    const me = await server.api.get('/api/auth/me', { token: first.body.token });
    expect(me.body.emailVerified).toBe(true);
    const second = await signIn(credential);
    expect(decodeToken(second.body.token).sub).toBe(decodeToken(first.body.token).sub);
  });

  it('signs an existing account of the same e-mail in', async () => {
    const player = await createUser(server);
    const response = await signIn(await idToken({ sub: 'google-2', email: player.email, email_verified: true }));
    expect(decodeToken(response.body.token).sub).toBe(String(player.id));
  });

  it('refuses a token for another app, from another issuer, or without a verified e-mail', async () => {
    const email = uniqueEmail('google');
    const otherApp = await signIn(await idToken({ sub: 'g3', email, email_verified: true }, { audience: 'someone-else' }));
    const otherIssuer = await signIn(await idToken({ sub: 'g3', email, email_verified: true }, { issuer: 'https://evil.example' }));
    const unverified = await signIn(await idToken({ sub: 'g3', email, email_verified: false }));
    expect([otherApp.status, otherIssuer.status, unverified.status]).toEqual([401, 401, 401]);
    expect(otherApp.body.message).toBe('Google did not confirm this sign-in. Try again.');
    expect(unverified.body.message).toBe('Your Google account has no verified e-mail address.');
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('says Google sign-in is not configured', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.api.get('/api/config')).body).toMatchObject({ googleClientId: null });
      const response = await plain.api.post('/api/auth/google', { credential: 'anything' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Google sign-in is not configured on this server.');
    } finally {
      await plain.close();
    }
  });
});
