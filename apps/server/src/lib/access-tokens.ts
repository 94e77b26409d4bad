import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type AuthUser, type Role } from '@crease/game';

export type TokenCheck = { ok: true; user: AuthUser; sessionId: string | undefined } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * What the server answers about a bearer token: its signature and claims, and that its session
 * (the `sid` claim) has not ended. The HTTP hook and the live channel ask the same function.
 */
export type Authentication = { ok: true; user: AuthUser; sessionId: string } | { ok: false; reason: 'expired' | 'invalid' | 'ended' };
export type Authenticate = (token: string) => Promise<Authentication>;

/** The words of a refusal, the same on every route and on the live channel. */
export function refusalMessage(reason: Exclude<Authentication, { ok: true }>['reason']): string {
  if (reason === 'expired') return 'Your session has expired. Sign in again.';
  if (reason === 'ended') return 'You have been signed out. Sign in again.';
  return 'Your sign-in is not valid. Sign in again.';
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Signs and checks the HS256 access tokens the web app keeps under `localStorage.jwt`. */
export class AccessTokens {
  /** Imported once: a raw secret is imported again on every check (60 us a request). */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for a session (its `sid`), valid until `expiresAt` (the session's end, to the second). */
  sign(user: AuthUser, session: { id: string; expiresAt: Date }): Promise<string> {
    return new SignJWT({ email: user.email, name: user.name, role: user.role, sid: session.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
      const id = Number(payload.sub);
      const { email, name, role, sid } = payload as Record<string, unknown>;
      if (
        (sid !== undefined && (typeof sid !== 'string' || !SESSION_ID.test(sid))) ||
        !Number.isSafeInteger(id) ||
        id <= 0 ||
        typeof email !== 'string' ||
        typeof name !== 'string' ||
        !ROLES.includes(role as Role)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, user: { id, email, name, role: role as Role }, sessionId: sid as string | undefined };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
