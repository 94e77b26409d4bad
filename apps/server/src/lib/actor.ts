/**
 * Who did something, from where: what the audit log records beside a change. Routes make it
 * from the request (`actorOf` in plugins/auth.ts) and pass it to the use-cases that record;
 * commands and the configuration act as the server itself.
 */
export interface Actor {
  /** The signed-in person; null for the server itself (a command, ADMIN_EMAIL at start). */
  userId: number | null;
  /** The client's address (request.ip, which honours TRUST_PROXY). */
  ip: string | null;
  userAgent: string | null;
  /** The session the request came with, when signed in. */
  sessionId: string | null;
}

/** The server acting by itself: a command, the configuration, the demo's seed. */
export const SERVER_ACTOR: Actor = { userId: null, ip: null, userAgent: null, sessionId: null };

/** A signed-in person acting (every `user` and `admin` route). */
export type SignedInActor = Actor & { userId: number };
