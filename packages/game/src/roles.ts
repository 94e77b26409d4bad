// Who someone is once signed in. No zod here: every screen can import this for free.

export const ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The claims of a Crease access token (a signed HS256 JWT). */
export interface TokenClaims {
  sub: string;
  email: string;
  name: string;
  role: Role;
  exp: number;
}

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** Where a person lands after signing in. */
export function homePathFor(role: string): '/admin' | '/home' {
  return role === 'ROLE_ADMIN' ? '/admin' : '/home';
}

