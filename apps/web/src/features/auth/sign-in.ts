import type { TokenClaims } from '@crease/game';
import { claimsOf, storeToken } from '../../lib/auth-token.ts';

/** Keeps a fresh token and returns its claims; null (and nothing stored) if it is not usable. */
export function completeSignIn(token: string): TokenClaims | null {
  const claims = claimsOf(token);
  if (claims) storeToken(token);
  return claims;
}
