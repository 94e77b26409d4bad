import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import type { LiveHub } from './live-hub.ts';
import { StompSession } from './stomp-session.ts';

const STOMP_PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/** STOMP over WebSocket at /ws/leaderboard: the live channel of every leaderboard topic. */
export function liveRoutes(hub: LiveHub, tokens: AccessTokens) {
  return async (app: FastifyInstance) => {
    await app.register(websocket, {
      options: {
        maxPayload: 64 * 1024,
        handleProtocols: (protocols) => STOMP_PROTOCOLS.find((protocol) => protocols.has(protocol)) ?? false,
      },
    });
    app.get('/ws/leaderboard', { websocket: true }, (socket) => {
      new StompSession(socket, hub, tokens);
    });
  };
}
