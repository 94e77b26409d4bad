import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '@crease/game';
import { AppError, forbidden, invalidToken, unauthorized } from '../errors.ts';
import { refusalMessage, type Authenticate } from '../lib/access-tokens.ts';
import type { Actor, SignedInActor } from '../lib/actor.ts';

/** Who may call a route: anyone, any signed-in person, or admins only. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller, from a valid bearer token; null when there is none. */
    user: AuthUser | null;
    /** The session of that token (its `sid`); null when there is none. */
    sessionId: string | null;
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

/** Who is calling and from where, for the use-cases that record what they change in the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const userAgent = request.headers['user-agent'];
  return {
    userId: request.user?.id ?? null,
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, 512) : null,
    sessionId: request.sessionId,
  };
}

/** The signed-in caller of a `user` or `admin` route, acting (`actorOf` with its id known). */
export function signedInActor(request: FastifyRequest): SignedInActor {
  return { ...actorOf(request), userId: currentUser(request).id };
}

/** The session of the signed-in caller of a `user` or `admin` route. */
export function currentSession(request: FastifyRequest): string {
  if (!request.sessionId) throw new AppError(500, 'NO_SESSION', 'currentSession() called on a public route');
  return request.sessionId;
}

/**
 * The one authentication hook. Every API route declares `config.auth`; the hook runs before
 * the body is parsed or validated, so a caller learns 401/403 before any 400. `authenticate`
 * checks the token and its session (the auth module's, handed in by app.ts: plugins import no
 * module); a session that has ended is refused like a forged token.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

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
    authenticate(token).then((check) => {
      if (check.ok) {
        request.user = check.user;
        request.sessionId = check.sessionId;
      } else if (access !== 'public') {
        return done(invalidToken(refusalMessage(check.reason)));
      }
      if (access === 'admin' && request.user?.role !== 'ROLE_ADMIN') return done(forbidden('This is for admins only.'));
      done();
    }, done);
  });
}
