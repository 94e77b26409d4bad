import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { ROLES, type AuthUser, type Role } from '@crease/game';
import { verifyHs256 } from './hs256.ts';

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

  /**
   * The token's signature and claims, checked synchronously (lib/hs256.ts). Where the caller
   * then asks whether the token's session has ended (a session cache), that lookup follows this
   * check, on a token whose signature is already known good.
   */
  async check(token: string): Promise<TokenCheck> {
    const verified = verifyHs256(token, this.key);
    if (!verified.ok) return verified;
    const { sub, email, name, role } = verified.payload;
    const id = typeof sub === 'string' ? Number(sub) : Number.NaN;
    if (!Number.isSafeInteger(id) || id <= 0 || typeof email !== 'string' || typeof name !== 'string' || !ROLES.includes(role as Role)) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, user: { id, email, name, role: role as Role } };
  }
}
