import { describe, expect, it } from 'vitest';
import { brokerUrlFor, stompErrorText } from './stomp-client.ts';

describe('live channel', () => {
  it('connects to /ws/leaderboard on the same host, over wss when the page is https', () => {
    expect(brokerUrlFor({ protocol: 'https:', host: 'crease.in' })).toBe('wss://crease.in/ws/leaderboard');
    expect(brokerUrlFor({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws/leaderboard');
  });

  it("words an ERROR frame as 'WebSocket Error: ' and the server's text, else 'Unknown error'", () => {
    expect(stompErrorText({ body: 'Invalid or expired token.', headers: {} })).toBe('WebSocket Error: Invalid or expired token.');
    expect(stompErrorText({ body: '', headers: {} })).toBe('WebSocket Error: Unknown error');
  });
});
