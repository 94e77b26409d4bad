import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { toPaise } from '@crease/game';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { AccessTokens } from './lib/access-tokens.ts';
import { resolveJwtSecret } from './lib/jwt-secret.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { googleVerifier, type GoogleVerifier } from './modules/auth/google-identity.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { LeaderboardService } from './modules/leaderboard/leaderboard.service.ts';
import { LiveHub } from './modules/live/live-hub.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { Mailer, smtpTransport, type MailTransport } from './modules/mail/mail.service.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { ReadCache } from './lib/read-cache.ts';
import { contestRoutes } from './modules/contests/contests.routes.ts';
import { ContestsService } from './modules/contests/contests.service.ts';
import { cricsheetRoutes } from './modules/cricsheet/cricsheet.routes.ts';
import { CricsheetImporter } from './modules/cricsheet/cricsheet.service.ts';
import { matchRoutes } from './modules/matches/matches.routes.ts';
import { MatchesService } from './modules/matches/matches.service.ts';
import { playerRoutes } from './modules/players/players.routes.ts';
import { PlayersService } from './modules/players/players.service.ts';
import { entryRoutes } from './modules/entries/entries.routes.ts';
import { EntriesService } from './modules/entries/entries.service.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { ResultsService } from './modules/results/results.service.ts';
import { scoringRoutes } from './modules/scoring/scoring.routes.ts';
import { ScoringService } from './modules/scoring/scoring.service.ts';
import { teamRoutes } from './modules/teams/teams.routes.ts';
import { TeamsService } from './modules/teams/teams.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { InMemoryEventBus, RedisEventBus, type EventBus } from './lib/event-bus.ts';
import { MemoryRateCounter, RedisRateCounter } from './lib/rate-counter.ts';
import { rateLimitHook } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { findWebDir, registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis | undefined;
  /** Prefix of every Redis key this app writes (tests give each app its own). */
  redisKeyPrefix?: string;
  /** Replaces Google's key set, for tests. */
  google?: GoogleVerifier;
  /** Replaces SMTP, for tests. */
  mailTransport?: MailTransport;
  /** Replaces the system clock, for tests that move past a deadline. */
  clock?: Clock;
}

/** How often stored states catch up with start times (readers never wait for it). */
const CLOCK_TICK_MS = 5_000;

export interface App {
  server: FastifyInstance;
  services: {
    /** The time every service reads (a test's clock when it moves past deadlines). */
    clock: Clock;
    auth: AuthService;
    mailer: Mailer;
    tokens: AccessTokens;
    hub: LiveHub;
    leaderboard: LeaderboardService;
    matches: MatchesService;
    players: PlayersService;
    contests: ContestsService;
    importer: CricsheetImporter;
    teams: TeamsService;
    entries: EntriesService;
    wallet: WalletService;
    scoring: ScoringService;
    results: ResultsService;
  };
}

/** Builds the whole server: plugins first, then every module, in one explicit list. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const server = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  // Shared pieces: the clock every service reads, tokens, mail, rate limits, the event bus.
  const clock = deps.clock ?? systemClock;
  const tokens = new AccessTokens(resolveJwtSecret(config.jwtSecret, config.dataDir), config.jwtTtlSeconds);
  const mailTransport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const mailer = new Mailer(database.db, config.mailFrom, mailTransport, server.log);
  const google = deps.google ?? (config.googleClientId ? googleVerifier(config.googleClientId) : undefined);
  const keyPrefix = deps.redisKeyPrefix ?? 'crease:';
  const rateCounter = deps.redis ? new RedisRateCounter(deps.redis, `${keyPrefix}rate:`) : new MemoryRateCounter();
  const signInLimit = rateLimitHook(rateCounter, { name: 'auth', max: config.authRateLimit, windowMs: 60_000 });
  const bus: EventBus = deps.redis ? new RedisEventBus(deps.redis, keyPrefix) : new InMemoryEventBus();
  const catalogue = new ReadCache(bus, 'catalogue-changed');

  // The services: each gets what it calls, and the clock if it reads the time.
  const auth = new AuthService({
    db: database.db,
    tokens,
    mailer,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    google,
    clock,
  });
  const hub = new LiveHub(bus, server.log);
  const matches = new MatchesService(database.db, catalogue, clock);
  const players = new PlayersService(database.db, matches, clock);
  const contests = new ContestsService(database.db, matches, catalogue, clock);
  const importer = new CricsheetImporter(database.db, matches, players, catalogue, clock);
  const wallet = new WalletService(database.db, toPaise(config.welcomeBonus));
  const teams = new TeamsService(database.db, matches, players, contests, clock);
  const entries = new EntriesService(database.db, database, matches, contests, wallet, clock);
  const scoring = new ScoringService(database.db, matches, players, bus, hub, clock);
  const leaderboard = new LeaderboardService({ db: database.db, hub, bus, log: server.log, clock, auth, matches, players, contests, entries, teams, scoring });
  const results = new ResultsService({ db: database.db, clock, log: server.log, matches, contests, entries, wallet, leaderboard, payBatch: config.settlementBatchSize });

  // Who reacts to what. Each listener runs inside the transaction of the change it follows, so
  // the change and its consequences commit together or not at all.
  matches.onStateChange((tx, match) => contests.followMatch(tx, match)); // live, completed, or cancelled with refunds
  matches.onSidesRenamed((tx, match, renamed) => players.followRenamedSides(tx, match, renamed));
  contests.onCancel((tx, contest) => entries.refundAll(tx, contest));
  auth.onAccountCreated((tx, user) => wallet.open(tx, user.id)); // the welcome bonus
  players.onChange((tx, before, after) => scoring.checkRename(tx, before, after)); // the feed names players as it sent them
  // These follow a change that has committed: a failure is logged, and the next change catches up.
  const logFailure = (what: string) => (error: unknown) => server.log.error({ err: error }, `${what} failed`);
  players.afterChange(async (before, after) => {
    if (before.playingStatus !== after.playingStatus) await scoring.rescore(after.matchId).catch(logFailure('rescoring after a playing-XI change'));
  });
  matches.afterStateChange(async (match) => {
    if (match.state === 'LIVE') await scoring.rescore(match.id).catch(logFailure('scoring the playing XIs at the start'));
    await leaderboard.matchChanged(match.id).catch(logFailure('refreshing the leaderboards of a match'));
    if (match.state === 'COMPLETED') results.settleSoon(); // in the background: a large contest takes a while
  });
  contests.afterCancel((contest) => leaderboard.matchChanged(contest.matchId).catch(logFailure('refreshing the leaderboards of a match')));
  entries.useLiveStandings((userId, contestIds) => leaderboard.liveStandings(userId, contestIds));
  // Every process hears of every scoring change (through Redis when there are several).
  scoring.onScored((event) => {
    scoring.scorecardChanged(event);
    leaderboard.applyScoring(event);
  });
  for (const topic of [...leaderboard.topics(), ...scoring.topics()]) hub.addTopic(topic);

  const tick = setInterval(() => {
    matches.advanceClock().catch((error: unknown) => server.log.error({ err: error }, 'moving started matches to LIVE failed'));
    results.settleSoon(); // what a process that died left unpaid, or another process's completion
  }, CLOCK_TICK_MS);
  tick.unref();
  results.settleSoon(); // at start-up: anything left unfinished
  server.addHook('onClose', async () => {
    clearInterval(tick);
    await results.stop();
    await leaderboard.flushWriteBacks();
    leaderboard.close();
    catalogue.close();
    hub.close();
    await bus.close();
  });

  registerErrorHandler(server);
  acceptEmptyJsonBodies(server);
  registerSecurityHeaders(server, { google: Boolean(config.googleClientId) });
  registerAuth(server, tokens);
  await registerApiDocs(server);

  await server.register(healthRoutes(database));
  await server.register(authRoutes(auth, { limited: signInLimit, googleClientId: config.googleClientId }));
  await server.register(mailRoutes(mailer));
  await server.register(liveRoutes(hub, tokens));
  await server.register(matchRoutes(matches));
  await server.register(playerRoutes(players, contests));
  await server.register(contestRoutes(contests));
  await server.register(cricsheetRoutes(importer));
  await server.register(teamRoutes(teams));
  await server.register(entryRoutes(entries));
  await server.register(walletRoutes(wallet));
  await server.register(profileRoutes({ auth, entries, wallet }));
  await server.register(scoringRoutes(scoring));
  await server.register(leaderboardRoutes(leaderboard));

  await registerWebApp(server, findWebDir(config.webDir));
  return { server, services: { clock, auth, mailer, tokens, hub, leaderboard, matches, players, contests, importer, teams, entries, wallet, scoring, results } };
}
