import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { LiveHub } from './live-hub.ts';
import type { Authenticate } from '../../lib/access-tokens.ts';
import type { LiveConnections } from './live-connections.ts';
import type { LiveEvents } from './live-events.ts';
import { LIVE_LIMITS, type LiveLimits } from './live-limits.ts';
import { StompSession } from './stomp-session.ts';

const STOMP_PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

export interface LiveChannel {
  hub: LiveHub;
  connections: LiveConnections;
  /** Event destinations (`/user/queue/...`, admin broadcasts) beside the hub's topics. */
  events?: LiveEvents;
  /** Who a CONNECT's bearer token is, and of which session (the auth module answers). */
  authenticate: Authenticate;
  limits?: LiveLimits;
}

/** STOMP over WebSocket at /ws/leaderboard: the live channel of every leaderboard topic. */
export function liveRoutes({ hub, events, connections, authenticate, limits = LIVE_LIMITS }: LiveChannel) {
  return async (app: FastifyInstance) => {
    await app.register(websocket, {
      options: {
        // A message may carry one largest frame and the heart-beats around it; a larger one is
        // closed by ws (1009) before it is kept. Frames are bounded by the STOMP reader, which
        // answers an oversized one with an ERROR frame, whole or split over messages.
        maxPayload: limits.maxFrameBytes + 1024,
        handleProtocols: (protocols) => STOMP_PROTOCOLS.find((protocol) => protocols.has(protocol)) ?? false,
      },
    });
    app.get('/ws/leaderboard', { websocket: true }, (socket) => {
      new StompSession(socket, { hub, events, connections, authenticate, limits, log: app.log });
    });
  };
}
