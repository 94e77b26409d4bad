import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthUser } from '@crease/game';
import { AppError } from '../../errors.ts';
import type { LiveHub, Subscriber } from './live-hub.ts';
import { refusalMessage, type Authenticate } from '../../lib/access-tokens.ts';
import type { LiveConnection, LiveConnections } from './live-connections.ts';
import { FrameBudget, type LiveLimits } from './live-limits.ts';
import { serializeFrame, StompFrameError, StompFrameReader, StompFrameTooLarge, type StompFrame } from './stomp-frames.ts';

/** What this server offers: it sends heart-beats and wants them every 10 s. */
const SERVER_HEART_BEAT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** Frames handled in one go before other connections get a turn (a message may pack hundreds). */
const FRAMES_PER_TURN = 16;

export interface StompSessionDeps {
  hub: LiveHub;
  connections: LiveConnections;
  /** The token's user and session (the auth module answers). */
  authenticate: Authenticate;
  limits: LiveLimits;
  log: FastifyBaseLogger;
}

/**
 * One STOMP 1.2 connection: CONNECT with a bearer token, SUBSCRIBE/UNSUBSCRIBE to topics,
 * DISCONNECT with a receipt. It only delivers: SEND and transactions are refused. Any error
 * is an ERROR frame with a readable message, then the connection closes (as STOMP requires).
 * What a connection may send and hold is bounded (`LiveLimits`): frames are counted as they
 * arrive, before any is handled, so a flood costs its parsing and no more.
 */
export class StompSession implements LiveConnection {
  private readonly reader: StompFrameReader;
  private readonly budget: FrameBudget;
  private user: AuthUser | undefined;
  private readonly subscriptions = new Map<string, { destination: string; subscriber: Subscriber }>();
  private lastSeen = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  /** Frames read and counted, waiting their turn: handled one after another, even when one waits (a token check). */
  private readonly pending: StompFrame[] = [];
  private draining = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: StompSessionDeps,
  ) {
    this.reader = new StompFrameReader(deps.limits.maxFrameBytes);
    this.budget = new FrameBudget(deps.limits.frameBurst, deps.limits.framesPerSecond);
    this.timers.push(
      setTimeout(() => {
        if (!this.user) this.fail('No CONNECT frame', 'Send a CONNECT frame within 10 seconds of opening the connection.');
      }, CONNECT_TIMEOUT_MS),
    );
    socket.on('message', (data: Buffer) => this.receive(data));
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  /** The session this connection signed in with has ended, or another reason to stop it now. */
  end(message: string, detail: string): void {
    this.fail(message, detail);
  }

  private receive(data: Buffer): void {
    if (this.closed) return;
    this.lastSeen = Date.now();
    const allowed = this.budget.available();
    let frames: StompFrame[];
    try {
      // One frame past the budget is enough to refuse the message: the rest are never read.
      frames = this.reader.push(data, allowed + 1);
    } catch (error) {
      if (error instanceof StompFrameTooLarge) return this.fail('Frame too large', error.message);
      return this.fail('Malformed frame', error instanceof StompFrameError ? error.message : 'The frame could not be read.');
    }
    const { frameBurst, framesPerSecond } = this.deps.limits;
    const cost = Math.max(1, frames.length);
    this.budget.spend(cost);
    if (cost > allowed) {
      return this.fail('Too many frames', `A connection may send ${frameBurst} frames at once and ${framesPerSecond} a second after that. Connect again and send fewer.`);
    }
    if (frames.length === 0) return;
    this.pending.push(...frames);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    let handled = 0;
    while (this.pending.length > 0 && !this.closed) {
      const frame = this.pending.shift()!;
      try {
        await this.handle(frame);
      } catch (error) {
        this.deps.log.error({ err: error, command: frame.command }, 'a live frame failed');
        this.fail('Server error', 'Something went wrong on our side. Connect again in a moment.');
      }
      if (++handled % FRAMES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    this.draining = false;
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (!this.user && frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
      return this.fail('Not connected', `Send CONNECT before ${frame.command}.`);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return this.connect(frame);
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE': {
        const subscription = this.subscriptions.get(frame.headers.id ?? '');
        if (subscription) {
          this.forget(subscription);
          this.subscriptions.delete(frame.headers.id!);
        }
        return this.receipt(frame);
      }
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close();
      case 'ACK':
      case 'NACK':
        return this.receipt(frame);
      case 'SEND':
        return this.fail('SEND is not supported', 'This channel only delivers leaderboards; it does not take messages.');
      default:
        return this.fail(`${frame.command} is not supported`, `This server does not support ${frame.command} frames.`);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    if (this.user) return this.fail('Already connected', 'CONNECT was sent twice on one connection.');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail('Unsupported STOMP version', 'This server speaks STOMP 1.2.');
    const header = frame.headers.Authorization ?? frame.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
    if (!token) return this.fail('Not signed in', 'Sign in to see the live leaderboard.');
    const check = await this.deps.authenticate(token);
    if (this.closed) return;
    if (!check.ok) return this.fail('Not signed in', refusalMessage(check.reason));
    const admission = await this.deps.connections.admit(this, check.user, check.sessionId);
    if (this.closed) return; // cleanUp released the slot
    if (admission === 'ended') return this.fail('Not signed in', refusalMessage('ended'));
    if (admission === 'too-many') {
      const { connectionsPerUser } = this.deps.limits;
      return this.fail('Too many connections', `Your account has ${connectionsPerUser} live connections open, the most it may. Close one (another tab or device) and try again.`);
    }
    this.user = check.user;
    const [clientSends = 0, clientWants = 0] = (frame.headers['heart-beat'] ?? '0,0').split(',').map((n) => Number(n) || 0);
    this.startHeartBeats(clientSends, clientWants);
    this.send({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': `${SERVER_HEART_BEAT_MS},${SERVER_HEART_BEAT_MS}`, server: 'Crease/1.0' },
      body: '',
    });
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const { id, destination } = frame.headers;
    if (!id || !destination) return this.fail('Bad SUBSCRIBE', 'SUBSCRIBE needs an id and a destination header.');
    if (this.subscriptions.has(id)) return this.fail('Bad SUBSCRIBE', `The subscription id ${id} is already in use.`);
    const { subscriptionsPerConnection } = this.deps.limits;
    if (this.subscriptions.size >= subscriptionsPerConnection) {
      return this.fail('Too many subscriptions', `A connection may hold ${subscriptionsPerConnection} subscriptions. Unsubscribe from one first, or connect again.`);
    }
    const subscriber: Subscriber = {
      user: this.user!,
      subscriptionId: id,
      deliver: (frame) => this.write(frame),
    };
    if (this.deps.connections.isUserQueue(destination)) {
      // The account's own queue: nothing to load, messages follow as they come.
      this.subscriptions.set(id, { destination, subscriber });
      this.deps.connections.subscribeUserQueue(destination, subscriber);
      this.receipt(frame);
      return;
    }
    if (!this.deps.hub.resolve(destination)) {
      return this.fail('Unknown destination', `There is no topic ${destination}. Subscribe to /topic/leaderboard.`);
    }
    this.subscriptions.set(id, { destination, subscriber });
    this.receipt(frame);
    try {
      await this.deps.hub.subscribe(destination, subscriber);
    } catch (error) {
      // A topic of something that does not exist says so; anything else is ours to fix.
      this.fail('Topic unavailable', error instanceof AppError && error.statusCode < 500 ? error.message : `${destination} could not be loaded. Try again in a moment.`);
    }
  }

  private forget({ destination, subscriber }: { destination: string; subscriber: Subscriber }): void {
    if (this.deps.connections.isUserQueue(destination)) this.deps.connections.unsubscribeUserQueue(subscriber);
    else this.deps.hub.unsubscribe(destination, subscriber);
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt) this.send({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** Heart-beats as negotiated: ours every max(ours, theirs wanted); theirs checked at twice their period. */
  private startHeartBeats(clientSends: number, clientWants: number): void {
    if (clientWants > 0) {
      const every = Math.max(SERVER_HEART_BEAT_MS, clientWants);
      this.timers.push(setInterval(() => this.write('\n'), every));
    }
    if (clientSends > 0) {
      const every = Math.max(SERVER_HEART_BEAT_MS, clientSends);
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastSeen > every * 2) this.socket.terminate();
        }, every),
      );
    }
  }

  private send(frame: StompFrame): void {
    this.write(serializeFrame(frame));
  }

  /**
   * Every byte to the client goes through here. A client that does not take what it is sent
   * (gone without closing, or reading too slowly) is cut off once its unsent bytes pass the
   * bound, rather than kept in memory without end; an ERROR frame would only wait behind them.
   */
  private write(data: Buffer | string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(data);
    if (this.socket.bufferedAmount > this.deps.limits.maxBufferedBytes) {
      this.cleanUp();
      this.socket.terminate();
    }
  }

  private fail(message: string, detail: string): void {
    this.send({ command: 'ERROR', headers: { message, 'content-type': 'text/plain' }, body: detail });
    this.close();
  }

  private close(): void {
    this.cleanUp();
    this.socket.close(1000);
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.pending.length = 0;
    for (const subscription of this.subscriptions.values()) this.forget(subscription);
    this.subscriptions.clear();
    this.deps.connections.release(this);
  }
}

