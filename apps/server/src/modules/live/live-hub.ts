import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '@crease/game';
import type { EventBus } from '../../lib/event-bus.ts';
import { messageFrame, messageFrameWithRows } from './stomp-frames.ts';

/** Someone subscribed to a destination: a STOMP subscription on one connection. */
export interface Subscriber {
  user: AuthUser;
  /** The client's id for the subscription (the `subscription` header of each MESSAGE). */
  subscriptionId: string;
  /** Sends a whole frame, already serialised. */
  deliver(frame: Buffer): void;
}

export interface TopicDefinition {
  /** e.g. /^\/topic\/contests\/(\d+)\/leaderboard$/ */
  pattern: RegExp;
  /** The current content of the topic, as JSON-ready data: the same for every subscriber. */
  load(params: string[]): Promise<unknown>;
  /** Refuses a subscriber who may not read the topic (throws an AppError saying why; a private one's outsiders get not found). */
  authorize?(params: string[], user: AuthUser): Promise<void>;
  /**
   * Rows only this subscriber gets, after the shared ones (their own entries far down a table).
   * Called once per subscriber and push, with what `load` returned; `load` must return an array.
   * Answer synchronously when the rows are at hand (a live table in memory): a promise costs a
   * turn per subscriber.
   */
  personalize?(params: string[], user: AuthUser, shared: unknown): unknown[] | Promise<unknown[]>;
}

const REFRESH_CHANNEL = 'live:refresh';
/** Distinct subscription ids whose frames a content keeps: a client picks its ids, and each frame is the whole table. */
const FRAMES_KEPT = 32;

export interface LiveHubDeps {
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The least time between two pushes of one topic. */
  pushIntervalMs?: number;
  /**
   * How long a topic's content, once loaded, answers new subscribers without being loaded
   * again. Changes that are announced (`refresh`) load it at once; this bounds the age of what
   * changes unannounced (the entries of a contest before its deadline).
   */
  snapshotMaxAgeMs?: number;
  /** Hears each push of a topic: seconds since the change that caused it, and how many subscribers it reached (the metrics). */
  observePush?: (lagSeconds: number, subscribers: number) => void;
}

/** A topic's content as loaded once: the data, its JSON, and what was built from it for subscribers. */
interface Snapshot {
  /** Loads are numbered: an older one finishing late never replaces a newer one. */
  seq: number;
  /** The MESSAGE id of this content (STOMP asks ids to differ between messages; one content is one message). */
  messageId: string;
  loadedAt: number;
  shared: unknown;
  body: string;
  /** Frames by subscription id (clients mostly share ids, so a few serve everyone; at most `FRAMES_KEPT`). */
  frames: Map<string, Buffer>;
  /** Each user's own rows for this content (`personalize`), asked once per user. */
  personal: Map<number, unknown[] | Promise<unknown[]>>;
}

/** A destination that has subscribers on this process, and what it last loaded for them. */
interface TopicState {
  topic: TopicDefinition;
  params: string[];
  subscribers: Set<Subscriber>;
  content: Snapshot | undefined;
  loading: Promise<Snapshot> | undefined;
  loads: number;
  /** Users who passed `authorize` since the content was last loaded, and checks under way. */
  allowed: Set<number>;
  authorizing: Map<number, Promise<void>>;
}

/**
 * Live topics and their subscribers on this process. A change anywhere (any process) calls
 * `refresh(destination)`; the event bus carries it to every process, and each one loads the
 * topic once and pushes it to its own subscribers — at most once per `pushIntervalMs` per
 * topic, however fast the changes come (the last change always gets through). A push serialises
 * the body once and each distinct frame once (clients mostly share subscription ids), so
 * thousands of subscribers cost a socket write each.
 *
 * A SUBSCRIBE is answered from memory: while a topic has subscribers here, its last content is
 * kept with its frames, who was allowed to read it, and each user's own rows, until a change or
 * `snapshotMaxAgeMs` makes it load again (subscribers arriving meanwhile share that one load). A
 * flood of SUBSCRIBEs to one topic costs a load per change at most, not one each.
 */
export class LiveHub {
  private readonly topics: TopicDefinition[] = [];
  private readonly states = new Map<string, TopicState>();
  private readonly throttles = new Map<string, { timer: NodeJS.Timeout; dirty: boolean; since: number }>();
  private readonly unsubscribeBus: () => void;
  private messageSeq = 0;

  private readonly pushIntervalMs: number;
  private readonly snapshotMaxAgeMs: number;

  constructor(private readonly deps: LiveHubDeps) {
    this.pushIntervalMs = deps.pushIntervalMs ?? 250;
    this.snapshotMaxAgeMs = deps.snapshotMaxAgeMs ?? 2_000;
    this.unsubscribeBus = deps.bus.subscribe(REFRESH_CHANNEL, (message) => {
      const { destination } = message as { destination: string };
      this.refreshHere(destination);
    });
  }

  addTopic(topic: TopicDefinition): void {
    this.topics.push(topic);
  }

  /** The topic a destination names, or undefined when there is none. */
  resolve(destination: string): { topic: TopicDefinition; params: string[] } | undefined {
    for (const topic of this.topics) {
      const match = topic.pattern.exec(destination);
      if (match) return { topic, params: match.slice(1) };
    }
    return undefined;
  }

  /** Adds a subscriber and sends it the topic's current content at once. */
  async subscribe(destination: string, subscriber: Subscriber): Promise<void> {
    try {
      await this.authorize(this.stateOf(destination), subscriber.user);
    } catch (error) {
      this.dropIfIdle(destination);
      throw error;
    }
    // Asked again: the state may have been dropped while the check ran (its last subscriber left).
    const state = this.stateOf(destination);
    state.subscribers.add(subscriber);
    try {
      const snapshot = await this.current(state);
      if (state.subscribers.has(subscriber)) await this.send(destination, state, snapshot, [subscriber]);
    } catch (error) {
      this.unsubscribe(destination, subscriber);
      throw error;
    }
  }

  unsubscribe(destination: string, subscriber: Subscriber): void {
    this.states.get(destination)?.subscribers.delete(subscriber);
    this.dropIfIdle(destination);
  }

  /** How many subscribers this process has on a destination. */
  subscriberCount(destination: string): number {
    return this.states.get(destination)?.subscribers.size ?? 0;
  }

  /** Tells every process that a topic changed. */
  refresh(destination: string): Promise<void> {
    return this.deps.bus.publish(REFRESH_CHANNEL, { destination });
  }

  /**
   * A topic changed, and every process hears of the change by itself (a scoring event reaches
   * them all): push to this process's subscribers only, with the same throttle.
   */
  refreshHere(destination: string): void {
    if (this.subscriberCount(destination) > 0) this.schedulePush(destination);
  }

  /** Every topic with subscribers here loads again and is pushed (what changed unheard reaches them). */
  refreshAllHere(): void {
    for (const destination of this.states.keys()) this.refreshHere(destination);
  }

  /** Destinations with subscribers here, and the subscriptions to them (the metrics). */
  get size(): { topics: number; subscriptions: number } {
    let subscriptions = 0;
    for (const state of this.states.values()) subscriptions += state.subscribers.size;
    return { topics: this.states.size, subscriptions };
  }

  close(): void {
    this.unsubscribeBus();
    for (const { timer } of this.throttles.values()) clearTimeout(timer);
    this.throttles.clear();
    this.states.clear();
  }

  private schedulePush(destination: string): void {
    const throttle = this.throttles.get(destination);
    if (throttle) {
      if (!throttle.dirty) throttle.since = performance.now();
      throttle.dirty = true;
      return;
    }
    void this.push(destination, performance.now());
    const cooldown = () => {
      const current = this.throttles.get(destination);
      if (current?.dirty) {
        current.dirty = false;
        void this.push(destination, current.since);
        current.timer = setTimeout(cooldown, this.pushIntervalMs);
      } else {
        this.throttles.delete(destination);
      }
    };
    this.throttles.set(destination, { timer: setTimeout(cooldown, this.pushIntervalMs), dirty: false, since: 0 });
  }

  /** Loads the topic and sends it to every subscriber here; `since` is when the change was heard. */
  private async push(destination: string, since: number): Promise<void> {
    const state = this.states.get(destination);
    if (!state?.subscribers.size) return;
    try {
      // A change: what was loaded before it (or is loading) is out of date.
      const snapshot = await this.load(state);
      await this.send(destination, state, snapshot, state.subscribers);
      this.deps.observePush?.((performance.now() - since) / 1000, state.subscribers.size);
    } catch (error) {
      this.deps.log.error({ err: error, destination }, 'live topic failed to load');
    }
  }

  /** Nobody here reads it: nothing is kept, and its changes are not followed. */
  private dropIfIdle(destination: string): void {
    const state = this.states.get(destination);
    if (state && !state.subscribers.size && !state.authorizing.size) this.states.delete(destination);
  }

  private stateOf(destination: string): TopicState {
    let state = this.states.get(destination);
    if (!state) {
      const resolved = this.resolve(destination);
      if (!resolved) throw new Error(`Unknown destination ${destination}`);
      state = { ...resolved, subscribers: new Set(), content: undefined, loading: undefined, loads: 0, allowed: new Set(), authorizing: new Map() };
      this.states.set(destination, state);
    }
    return state;
  }

  /** Refuses a user who may not read the topic; once allowed, not asked again until it next loads. */
  private async authorize(state: TopicState, user: AuthUser): Promise<void> {
    const { topic, params } = state;
    if (!topic.authorize || state.allowed.has(user.id)) return;
    let check = state.authorizing.get(user.id);
    if (!check) {
      check = topic.authorize(params, user).finally(() => state.authorizing.delete(user.id));
      state.authorizing.set(user.id, check);
    }
    await check;
    state.allowed.add(user.id);
  }

  /** The content to answer a new subscriber with: the kept one while it is fresh, else one load shared by all who ask. */
  private current(state: TopicState): Promise<Snapshot> {
    const { content } = state;
    if (content && performance.now() - content.loadedAt < this.snapshotMaxAgeMs) return Promise.resolve(content);
    return state.loading ?? this.load(state);
  }

  /** Loads the topic now; answers the newest content loaded by then (never an older one). */
  private load(state: TopicState): Promise<Snapshot> {
    const seq = ++state.loads;
    const loading = state.topic.load(state.params).then((shared) => {
      if (!state.content || state.content.seq < seq) {
        const snapshot = { seq, messageId: String(++this.messageSeq), loadedAt: performance.now(), shared, body: JSON.stringify(shared), frames: new Map(), personal: new Map() };
        state.content = snapshot;
        state.allowed.clear();
      }
      return state.content;
    });
    state.loading = loading;
    void loading.finally(() => {
      if (state.loading === loading) state.loading = undefined;
    }).catch(() => {});
    return loading;
  }

  private async send(destination: string, { topic, params }: TopicState, snapshot: Snapshot, subscribers: Iterable<Subscriber>): Promise<void> {
    const { shared, body, frames, personal, messageId } = snapshot;
    let sharedBytes: Buffer | undefined;
    const deliver = (subscriber: Subscriber, own: unknown[]) => {
      if (own.length > 0) {
        sharedBytes ??= Buffer.from(body, 'utf8');
        subscriber.deliver(messageFrameWithRows(destination, subscriber.subscriptionId, messageId, sharedBytes, own));
        return;
      }
      let frame = frames.get(subscriber.subscriptionId);
      if (!frame) {
        frame = messageFrame(destination, subscriber.subscriptionId, messageId, body);
        if (frames.size < FRAMES_KEPT) frames.set(subscriber.subscriptionId, frame);
      }
      subscriber.deliver(frame);
    };
    const waiting: Promise<void>[] = [];
    for (const subscriber of subscribers) {
      const { id } = subscriber.user;
      let own = personal.get(id);
      if (own === undefined && topic.personalize) {
        own = topic.personalize(params, subscriber.user, shared);
        personal.set(id, own);
        // A failed read is asked again by the next subscriber, not kept.
        if (!Array.isArray(own)) own.catch(() => personal.delete(id));
      }
      if (own === undefined) deliver(subscriber, []);
      else if (Array.isArray(own)) deliver(subscriber, own);
      else waiting.push(own.then((rows) => deliver(subscriber, rows)));
    }
    await Promise.all(waiting);
  }
}
