import { describe, expect, it } from 'vitest';
import { messageFrame, messageFrameWithRows, serializeFrame, StompFrameError, StompFrameReader, StompFrameTooLarge } from './stomp-frames.ts';

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

  it('bounds every frame: whole in one chunk, packed after others, announced by content-length, or headers without end', () => {
    const frame = (size: number) => `SEND\ndestination:/x\n\n${'x'.repeat(size)}\0`;
    expect(new StompFrameReader(100).push(frame(60))).toHaveLength(1);
    expect(() => new StompFrameReader(100).push(frame(120))).toThrow(StompFrameTooLarge);
    expect(() => new StompFrameReader(100).push(frame(10) + frame(10) + frame(120))).toThrow(StompFrameTooLarge);
    expect(() => new StompFrameReader(100).push('SEND\ncontent-length:5000\n\nabc')).toThrow(StompFrameTooLarge);
    expect(() => new StompFrameReader(100).push(`SEND\n${'h:1\n'.repeat(40)}`)).toThrow(StompFrameTooLarge);
  });

  it('appends a subscriber\'s rows to a shared array without changing it, counting bytes', () => {
    const shared = Buffer.from(JSON.stringify([{ username: 'Zoë' }]), 'utf8');
    const reader = new StompFrameReader();
    const [frame] = reader.push(messageFrameWithRows('/topic/x', 'sub-0', '7', shared, [{ username: 'Ólafur', mine: true }]));
    expect(frame!.command).toBe('MESSAGE');
    expect(JSON.parse(frame!.body)).toEqual([{ username: 'Zoë' }, { username: 'Ólafur', mine: true }]);
    expect(Number(frame!.headers['content-length'])).toBe(Buffer.byteLength(frame!.body));
    expect(JSON.parse(shared.toString())).toEqual([{ username: 'Zoë' }]);
    const [alone] = reader.push(messageFrameWithRows('/topic/x', 'sub-0', '8', Buffer.from('[]'), [{ rank: 40 }]));
    expect(JSON.parse(alone!.body)).toEqual([{ rank: 40 }]);
    const [plain] = reader.push(messageFrame('/topic/x', 'sub-1', '9', '[1,2]'));
    expect(plain).toEqual({ command: 'MESSAGE', headers: { subscription: 'sub-1', 'message-id': '9', destination: '/topic/x', 'content-type': 'application/json', 'content-length': '5' }, body: '[1,2]' });
  });
});
