import { Client, ReconnectionTimeMode, type IFrame } from '@stomp/stompjs';

export const LEADERBOARD_ENDPOINT = '/ws/leaderboard';

/** `ws(s)://<this host>/ws/leaderboard`: the live channel is same-origin, like the API. */
export function brokerUrlFor(location: Pick<Location, 'protocol' | 'host'>, path = LEADERBOARD_ENDPOINT): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}`;
}

/** The text shown for a STOMP ERROR frame (spec section 8). */
export function stompErrorText(frame: Pick<IFrame, 'body' | 'headers'>): string {
  const reason = frame.body.trim() || frame.headers.message?.trim() || 'Unknown error';
  return `WebSocket Error: ${reason}`;
}

export interface LiveTopicOptions {
  topic: string;
  token: string;
  /** Each MESSAGE body, as received. */
  onMessage: (body: string) => void;
  /** The broker refused us (ERROR frame): the text to show. Reconnecting stops, as the token will not change. */
  onError: (text: string) => void;
  /** The connection dropped; the client is trying again. */
  onReconnecting?: () => void;
  brokerURL?: string;
}

/**
 * Subscribes to one STOMP topic over the live channel, reconnecting with backoff when the network
 * drops. Returns a function that disconnects.
 */
export function subscribeToTopic({
  topic,
  token,
  onMessage,
  onError,
  onReconnecting,
  brokerURL = brokerUrlFor(window.location),
}: LiveTopicOptions): () => void {
  let refused = false;
  const client = new Client({
    brokerURL,
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 1_000,
    maxReconnectDelay: 30_000,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    heartbeatIncoming: 20_000,
    heartbeatOutgoing: 20_000,
    onConnect: () => {
      client.subscribe(topic, (message) => onMessage(message.body));
    },
    onStompError: (frame) => {
      refused = true;
      onError(stompErrorText(frame));
      void client.deactivate();
    },
    onWebSocketClose: () => {
      if (!refused && client.active) onReconnecting?.();
    },
  });
  client.activate();
  return () => {
    void client.deactivate();
  };
}
