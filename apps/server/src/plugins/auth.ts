import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '@crease/game';
import { AppError, forbidden, invalidToken, unauthorized } from '../errors.ts';
import type { AccessTokens } from '../lib/access-tokens.ts';

/** Who may call a route: anyone, any signed-in person, or admins only. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller, from a valid bearer token; null when there is none. */
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The signed-in caller of a `user` or `admin` route (the hook has already checked). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(500, 'NO_USER', 'currentUser() called on a public route');
  return request.user;
}

/**
 * The one authentication hook. Every API route declares `config.auth`; the hook runs before
 * the body is parsed or validated, so a caller learns 401/403 before any 400.
 */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const access = route.config?.auth;
    if (isApi && !access) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.auth ('public', 'user' or 'admin').`);
    }
    // The API docs show what the hook enforces: no lock on public routes, admin routes marked.
    if (access && route.schema) {
      route.schema = {
        ...route.schema,
        ...(access === 'public' ? { security: [] } : {}),
        ...(access === 'admin' ? { description: `Admins only. ${route.schema.description ?? ''}`.trim() } : {}),
      };
    }
  });

  // A callback, not a promise: a public call without a token (most catalogue reads) passes
  // synchronously; only a token is checked asynchronously.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.auth;
    if (!access) return done();
    const token = bearerToken(request);
    if (!token) return done(access === 'public' ? undefined : unauthorized('Sign in to continue.'));
    tokens.check(token).then((check) => {
      if (check.ok) {
        request.user = check.user;
      } else if (access !== 'public') {
        return done(
          invalidToken(check.reason === 'expired' ? 'Your session has expired. Sign in again.' : 'Your sign-in is not valid. Sign in again.'),
        );
      }
      if (access === 'admin' && request.user?.role !== 'ROLE_ADMIN') return done(forbidden('This is for admins only.'));
      done();
    }, done);
  });
}
