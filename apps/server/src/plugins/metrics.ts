import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError, notFound } from '../errors.ts';

/**
 * What the metrics read when Prometheus scrapes: each a function over a count the part keeps
 * anyway (app.ts hands them in; plugins import no module). Nothing here runs on a request's path
 * but the one observation of its duration.
 */
export interface MetricSources {
  /** Joins asked, that took a spot, database calls, and those waiting for one. */
  joins(): { asked: number; joined: number; batches: number; queued: number; inFlight: number };
  /** STOMP connections signed in on this process. */
  liveConnections(): number;
  /** Destinations with subscribers here, and the subscriptions. */
  liveTopics(): { topics: number; subscriptions: number };
  /** Settlement: contests left in the run under way, contests distributed, prizes paid, failures. */
  settlement(): { pending: number; settled: number; prizesPaid: number; failures: number };
  /** The database pool (PostgreSQL only). */
  pool: (() => { total: number; idle: number; waiting: number; max: number }) | undefined;
  /** The lists' read cache: answers kept, their bytes, hits and misses. */
  readCache(): { entries: number; bytes: number; hits: number; misses: number };
  /** Live boards kept in memory and the contests they rank. */
  boards(): { boards: number; contests: number };
  /** With Redis: counts answered by this process alone, messages Redis did not take, and its returns. */
  redis: (() => { rateFallbacks: number; publishFailures: number; reconnects: number }) | undefined;
}

/** A counter whose value is a running total kept elsewhere: moved by the difference at each scrape. */
function totalCounter(registry: Registry, name: string, help: string, read: () => number): void {
  let seen = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = now;
    },
  });
}

function gauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** This process's metrics in Prometheus' text format (prom-client), with Node's own (event-loop delay among them). */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  /** One child per method, route and status: the labels are hashed once, not on every request. */
  private readonly requestChildren = new Map<string, { observe(value: number): void }>();
  private readonly pushLag: Histogram;
  private readonly pushFrames: Counter;

  constructor(sources: MetricSources) {
    const { registry } = this;
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    this.requests = new Histogram({
      name: 'crease_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: their rate (_count) and how long they took.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.pushLag = new Histogram({
      name: 'crease_live_push_lag_seconds',
      help: 'Pushes of a live topic: from the change heard to the frames sent to every subscriber here.',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    this.pushFrames = new Counter({ name: 'crease_live_push_frames_total', help: 'MESSAGE frames pushed to subscribers.', registers: [registry] });

    totalCounter(registry, 'crease_joins_total', 'Contest joins asked.', () => sources.joins().asked);
    totalCounter(registry, 'crease_joins_joined_total', 'Contest joins that took a spot.', () => sources.joins().joined);
    totalCounter(registry, 'crease_join_batches_total', 'Calls to the database that applied joins (a batch or one alone).', () => sources.joins().batches);
    gauge(registry, 'crease_joins_queued', 'Joins waiting to go to the database in the next batch.', () => sources.joins().queued);
    gauge(registry, 'crease_join_batches_in_flight', 'Join batches in the database now.', () => sources.joins().inFlight);

    gauge(registry, 'crease_live_connections', 'STOMP connections signed in on this process.', () => sources.liveConnections());
    gauge(registry, 'crease_live_topics', 'Live destinations with subscribers on this process.', () => sources.liveTopics().topics);
    gauge(registry, 'crease_live_subscriptions', 'STOMP subscriptions on this process.', () => sources.liveTopics().subscriptions);
    gauge(registry, 'crease_live_boards', 'Live match boards kept in memory.', () => sources.boards().boards);
    gauge(registry, 'crease_live_board_contests', 'Contests ranked by the boards in memory.', () => sources.boards().contests);

    gauge(registry, 'crease_settlement_contests_pending', 'Completed contests left to settle in the run under way.', () => sources.settlement().pending);
    totalCounter(registry, 'crease_settlement_contests_settled_total', 'Contests settled (ranked, paid, distributed) by this process.', () => sources.settlement().settled);
    totalCounter(registry, 'crease_settlement_prizes_paid_total', 'Prizes paid by this process (WINNING ledger rows committed).', () => sources.settlement().prizesPaid);
    totalCounter(registry, 'crease_settlement_failures_total', 'Settlement steps that failed and are taken up again by the next run.', () => sources.settlement().failures);

    gauge(registry, 'crease_read_cache_entries', 'Answers kept in the read cache.', () => sources.readCache().entries);
    gauge(registry, 'crease_read_cache_bytes', 'Bytes of answers kept in the read cache.', () => sources.readCache().bytes);
    totalCounter(registry, 'crease_read_cache_hits_total', 'Reads answered from the read cache.', () => sources.readCache().hits);
    totalCounter(registry, 'crease_read_cache_misses_total', 'Reads the read cache had to load.', () => sources.readCache().misses);

    const { pool, redis } = sources;
    if (pool) {
      gauge(registry, 'crease_db_pool_connections', 'PostgreSQL connections open in the pool.', () => pool().total);
      gauge(registry, 'crease_db_pool_idle', 'PostgreSQL connections idle in the pool.', () => pool().idle);
      gauge(registry, 'crease_db_pool_waiting', 'Queries waiting for a pool connection.', () => pool().waiting);
      gauge(registry, 'crease_db_pool_max', 'The pool size (DATABASE_POOL_SIZE).', () => pool().max);
    }
    if (redis) {
      totalCounter(registry, 'crease_redis_rate_fallbacks_total', 'Rate counts answered by this process alone because Redis could not be asked.', () => redis().rateFallbacks);
      totalCounter(registry, 'crease_redis_publish_failures_total', 'Events Redis did not take (delivered in this process only).', () => redis().publishFailures);
      totalCounter(registry, 'crease_redis_reconnects_total', 'Times the connection to Redis came back.', () => redis().reconnects);
    }
  }

  /** One request answered (`route` is the pattern, never the raw URL: ids would make a series each). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let child = this.requestChildren.get(key);
    if (!child) {
      child = this.requests.labels(method, route, String(status));
      this.requestChildren.set(key, child);
    }
    child.observe(seconds);
  }

  /** A live topic pushed to `subscribers`, `lagSeconds` after its change was heard. */
  observePush(lagSeconds: number, subscribers: number): void {
    this.pushLag.observe(lagSeconds);
    this.pushFrames.inc(subscribers);
  }
}

/** Whether the Authorization header carries the token, compared in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const [a, b] = [crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(token).digest()];
  return crypto.timingSafeEqual(a, b);
}

/**
 * `GET /metrics` for Prometheus, with the bearer METRICS_TOKEN (401 without it or with another).
 * Without a token configured there are no metrics: a 404, as for any unknown path.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics | undefined, token: string | undefined): void {
  if (metrics) {
    // A callback, not an async hook: no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  // No `config.auth`: the sign-in hook leaves it alone, and it checks its own token.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) throw notFound('There are no metrics here: set METRICS_TOKEN to serve them.');
    if (!carriesToken(request.headers.authorization, token)) {
      throw new AppError(401, 'UNAUTHORIZED', 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.', { 'WWW-Authenticate': 'Bearer realm="crease-metrics"' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
