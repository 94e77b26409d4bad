import type { Role } from '@crease/game';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface TokenOptions {
  role?: Role;
  name?: string;
  email?: string;
  /** Seconds from now until it expires; negative for a token that has expired. */
  expiresIn?: number;
}

/** An unsigned JWT of the shape the server issues: the web app only reads it. */
export function makeToken({ role = 'ROLE_USER', name = 'Asha Rao', email = 'asha@example.com', expiresIn = 3600 }: TokenOptions = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ sub: '7', name, email, role, exp: Math.floor(Date.now() / 1000) + expiresIn }));
  return `${header}.${payload}.not-a-real-signature`;
}
