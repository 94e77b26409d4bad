import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

/** Checks a Google ID token (the `credential` of Google Identity Services). */
export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies the token's signature against Google's published keys, its issuer, its audience
 * (our client id) and its expiry. Tests hand in a local key set instead of Google's.
 */
export function googleVerifier(
  clientId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs')),
): GoogleVerifier {
  return async (credential) => {
    const { payload } = await jwtVerify(credential, keys, { issuer: GOOGLE_ISSUERS, audience: clientId });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new Error('The Google token has no subject or e-mail.');
    }
    return {
      subject: payload.sub,
      email: payload.email.toLowerCase(),
      emailVerified: payload.email_verified === true,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  };
}
