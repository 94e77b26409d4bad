import { MAX_FRAME_BYTES } from './stomp-frames.ts';

/**
 * What one connection, and one account, may hold of the live channel. Past any of them the
 * client gets an ERROR frame that says which, and the connection closes (STOMP has no other way
 * to refuse), except a reader too slow to take its frames: it cannot read an ERROR either, so
 * it is cut off.
 */
export interface LiveLimits {
  /** Subscriptions one connection may hold; the next SUBSCRIBE is refused. */
  subscriptionsPerConnection: number;
  /** Connections one account may have open, across every server process of the deployment. */
  connectionsPerUser: number;
  /** The largest frame a client may send (bytes). */
  maxFrameBytes: number;
  /**
   * Frames a connection may send at once, and per second after that (a token bucket). A
   * WebSocket message counts as one frame at least, so heart-beats and empty messages count too.
   */
  frameBurst: number;
  framesPerSecond: number;
  /** Bytes written to a connection and not yet taken by the network (ws's `bufferedAmount`). */
  maxBufferedBytes: number;
}

/**
 * The burst holds a page opening its subscriptions (CONNECT and the 50 allowed SUBSCRIBEs);
 * after it a person's screens send a few frames a minute. A table of the top 100 is about 15 KB:
 * a connection that has 50 of them waiting (its subscribe burst) is under the byte bound, one
 * that has stopped reading passes it within a few pushes.
 */
export const LIVE_LIMITS: LiveLimits = {
  subscriptionsPerConnection: 50,
  connectionsPerUser: 10,
  maxFrameBytes: MAX_FRAME_BYTES,
  frameBurst: 100,
  framesPerSecond: 20,
  maxBufferedBytes: 1024 * 1024,
};

/** A token bucket of frames: ask what is `available()`, then `spend` what was read. */
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Frames that fit the budget now. */
  available(): number {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    return Math.floor(this.tokens);
  }

  /** Spends what `available()` was asked for (a connection past its budget is closed, so going below zero is harmless). */
  spend(frames: number): void {
    this.tokens -= frames;
  }
}
