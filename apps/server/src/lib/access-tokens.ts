import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type AuthUser, type Role } from '@crease/game';

export type TokenCheck = { ok: true; user: AuthUser } | { ok: false; reason: 'expired' | 'invalid' };

/** Signs and checks the HS256 access tokens the web app keeps under `localStorage.jwt`. */
export class AccessTokens {
  /** Imported once: a raw secret is imported again on every check (60 us a request). */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(user: AuthUser): Promise<string> {
    return new SignJWT({ email: user.email, name: user.name, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
      const id = Number(payload.sub);
      const { email, name, role } = payload as Record<string, unknown>;
      if (
        !Number.isSafeInteger(id) ||
        id <= 0 ||
        typeof email !== 'string' ||
        typeof name !== 'string' ||
        !ROLES.includes(role as Role)
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, user: { id, email, name, role: role as Role } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
