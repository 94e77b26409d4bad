/**
 * STOMP 1.2 frames: COMMAND EOL, headers, a blank line, the body, and a NULL byte. Only what
 * a WebSocket STOMP server needs; see https://stomp.github.io/stomp-specification-1.2.html.
 */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const NULL = 0;
const LF = 10;
const CR = 13;

// CONNECT and CONNECTED headers are not escaped (for 1.0 compatibility); all others are.
const rawHeaderCommands = new Set(['CONNECT', 'CONNECTED']);

/** Most header values need no escaping (destinations, ids, lengths): one test, not four replaces. */
const NEEDS_ESCAPING = /[\\\r\n:]/;
const escapeHeader = (value: string) =>
  NEEDS_ESCAPING.test(value) ? value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c') : value;
const unescapeHeader = (value: string) =>
  value.includes('\\') ? value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : c === 'c' ? ':' : c === '\\' ? '\\' : c)) : value;

export function serializeFrame(frame: StompFrame): string {
  const escape = rawHeaderCommands.has(frame.command) ? (v: string) => v : escapeHeader;
  const headers = { ...frame.headers };
  if (frame.body) headers['content-length'] = String(Buffer.byteLength(frame.body, 'utf8'));
  const lines = Object.entries(headers).map(([key, value]) => `${escape(key)}:${escape(value)}`);
  return `${frame.command}\n${lines.map((line) => `${line}\n`).join('')}\n${frame.body}\0`;
}

const NULL_BYTE = Buffer.from([NULL]);

/** A MESSAGE frame's command and headers, up to the blank line before its body. */
function messageHead(destination: string, subscription: string, messageId: string, contentLength: number): Buffer {
  const headers = { subscription, 'message-id': messageId, destination, 'content-type': 'application/json', 'content-length': String(contentLength) };
  const lines = Object.entries(headers).map(([key, value]) => `${escapeHeader(key)}:${escapeHeader(value)}\n`);
  return Buffer.from(`MESSAGE\n${lines.join('')}\n`, 'utf8');
}

/**
 * A MESSAGE frame as bytes, ready for any number of sockets: built once per distinct
 * (subscription, body), never once per subscriber.
 */
export function messageFrame(destination: string, subscription: string, messageId: string, body: string): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  return Buffer.concat([messageHead(destination, subscription, messageId, bytes.length), bytes, NULL_BYTE]);
}

/**
 * A MESSAGE frame whose body is a shared JSON array (already UTF-8) with one subscriber's rows
 * appended: the shared bytes are copied, never encoded or scanned again, so a personal frame
 * costs little more than the shared one.
 */
export function messageFrameWithRows(destination: string, subscription: string, messageId: string, sharedArray: Buffer, rows: unknown[]): Buffer {
  const extra = JSON.stringify(rows).slice(1, -1);
  const opening = sharedArray.length === 2 ? '' : ','; // after "[]" there is nothing to separate
  const tail = Buffer.from(`${opening}${extra}]`, 'utf8');
  const head = sharedArray.subarray(0, sharedArray.length - 1);
  return Buffer.concat([messageHead(destination, subscription, messageId, head.length + tail.length), head, tail, NULL_BYTE]);
}

export class StompFrameError extends Error {}

/** A frame past the reader's bound, whole or still arriving. */
export class StompFrameTooLarge extends StompFrameError {}

/** The largest frame a client may send, command, headers and body together. */
export const MAX_FRAME_BYTES = 64 * 1024;

/**
 * Reads frames from a byte stream that may split or join them; heart-beat EOLs between frames
 * are skipped. Keeps a partial frame until the rest arrives. No frame may pass `maxFrameBytes`,
 * whether it came whole in one message, split over several, or packed among others: the reader
 * never holds more than that of one frame, so a connection's memory is bounded too.
 */
export class StompFrameReader {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes = MAX_FRAME_BYTES) {}

  /**
   * Adds bytes and answers the frames they complete. With `maxFrames`, stops reading after that
   * many (a flood past a budget is refused without reading the rest; the reader is done then).
   */
  push(chunk: Buffer | string, maxFrames = Number.POSITIVE_INFINITY): StompFrame[] {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    const frames: StompFrame[] = [];
    while (frames.length < maxFrames) {
      let start = 0;
      while (start < this.buffer.length && (this.buffer[start] === LF || this.buffer[start] === CR)) start++;
      this.buffer = this.buffer.subarray(start);
      if (!this.buffer.length) break;
      const frame = this.readFrame();
      if (!frame) break;
      frames.push(frame);
    }
    if (frames.length < maxFrames && this.buffer.length > this.maxFrameBytes) throw this.tooLarge();
    return frames;
  }

  private tooLarge(): StompFrameTooLarge {
    return new StompFrameTooLarge(`A frame is larger than ${this.maxFrameBytes} bytes.`);
  }

  private readFrame(): StompFrame | undefined {
    const headerEnd = findHeaderEnd(this.buffer, this.maxFrameBytes);
    if (!headerEnd) {
      if (this.buffer.length > this.maxFrameBytes) throw this.tooLarge();
      return undefined;
    }
    const lines = this.buffer.subarray(0, headerEnd.at).toString('utf8').replace(/\r$/, '').split(/\r?\n/);
    const command = lines.shift()!.trim();
    if (!/^[A-Z]+$/.test(command)) throw new StompFrameError(`"${command.slice(0, 20)}" is not a STOMP command.`);
    const unescape = rawHeaderCommands.has(command) ? (v: string) => v : unescapeHeader;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompFrameError(`The header line "${line.slice(0, 40)}" has no name.`);
      const key = unescape(line.slice(0, colon));
      // When a header repeats, the first one counts.
      if (!(key in headers)) headers[key] = unescape(line.slice(colon + 1));
    }
    const bodyStart = headerEnd.at + headerEnd.length;
    let bodyEnd: number;
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (!Number.isInteger(length) || length < 0) throw new StompFrameError('content-length is not a byte count.');
      // Refused as soon as it is announced, not after the bytes have been kept.
      if (bodyStart + length + 1 > this.maxFrameBytes) throw this.tooLarge();
      bodyEnd = bodyStart + length;
      if (this.buffer.length <= bodyEnd) return undefined;
      if (this.buffer[bodyEnd] !== NULL) throw new StompFrameError('The frame body is longer than its content-length.');
    } else {
      bodyEnd = this.buffer.indexOf(NULL, bodyStart);
      if (bodyEnd < 0) return undefined;
      if (bodyEnd + 1 > this.maxFrameBytes) throw this.tooLarge();
    }
    const body = this.buffer.subarray(bodyStart, bodyEnd).toString('utf8');
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/** Where the headers end, looking no further than a frame may be long. */
function findHeaderEnd(buffer: Buffer, within: number): { at: number; length: number } | undefined {
  const end = Math.min(buffer.length - 1, within);
  for (let i = 0; i < end; i++) {
    if (buffer[i] !== LF) continue;
    if (buffer[i + 1] === LF) return { at: i, length: 2 };
    if (buffer[i + 1] === CR && buffer[i + 2] === LF) return { at: i, length: 3 };
  }
  return undefined;
}
