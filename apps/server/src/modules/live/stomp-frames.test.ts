import { describe, expect, it } from 'vitest';
import { serializeFrame, StompFrameError, StompFrameReader } from './stomp-frames.ts';

describe('STOMP frames', () => {
  it('ends every frame with a NULL byte and counts content-length in bytes', () => {
    const body = JSON.stringify([{ username: 'Ravi Ashwin ₹', totalPoints: 101.5 }]);
    const text = serializeFrame({ command: 'MESSAGE', headers: { destination: '/topic/leaderboard' }, body });
    expect(text.endsWith('\0')).toBe(true);
    expect(text).toContain(`content-length:${Buffer.byteLength(body)}\n`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(body.length);
  });

  it('reads back what it writes, escaping headers except on CONNECTED', () => {
    const reader = new StompFrameReader();
    const frames = reader.push(
      serializeFrame({ command: 'ERROR', headers: { message: 'a:b\nc\\d' }, body: 'x' }) +
        serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '10000,10000' }, body: '' }),
    );
    expect(frames).toEqual([
      { command: 'ERROR', headers: { message: 'a:b\nc\\d', 'content-length': '1' }, body: 'x' },
      { command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '10000,10000' }, body: '' },
    ]);
  });

  it('joins a frame split across messages, skips heart-beats, and keeps a NULL inside a counted body', () => {
    const reader = new StompFrameReader();
    const body = 'a\0b';
    const frame = `\n\r\nSEND\ndestination:/x\ncontent-length:3\n\n${body}\0\n`;
    expect(reader.push(frame.slice(0, 10))).toEqual([]);
    expect(reader.push(frame.slice(10))).toEqual([{ command: 'SEND', headers: { destination: '/x', 'content-length': '3' }, body }]);
  });

  it('keeps the first of repeated headers and accepts CRLF line ends', () => {
    const [frame] = new StompFrameReader().push('SUBSCRIBE\r\nid:1\r\nid:2\r\ndestination:/topic/leaderboard\r\n\r\n\0');
    expect(frame!.headers).toEqual({ id: '1', destination: '/topic/leaderboard' });
  });

  it('refuses garbage and oversized frames', () => {
    expect(() => new StompFrameReader().push('hello world\n\n\0')).toThrow(StompFrameError);
    expect(() => new StompFrameReader(100).push(`SEND\n\n${'x'.repeat(200)}`)).toThrow(/larger than 100 bytes/);
  });
});
