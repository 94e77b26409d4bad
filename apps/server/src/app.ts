import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { DEPOSIT_MAX_RUPEES, DEPOSIT_MIN_RUPEES, PRIVATE_CONTEST_MIN_SPOTS, QUICK_DEPOSIT_AMOUNTS_RUPEES, toPaise, WITHDRAWAL_MIN_RUPEES } from '@crease/game';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { AppError } from './errors.ts';
import { AccessTokens } from './lib/access-tokens.ts';
import { InviteGuard } from './lib/invite-guard.ts';
import { resolveJwtSecret, resolveKeptSecret } from './lib/jwt-secret.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { AuditService } from './modules/audit/audit.service.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { PasswordChecks } from './modules/auth/password-checks.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { googleVerifier, type GoogleVerifier } from './modules/auth/google-identity.ts';
import { complianceRoutes } from './modules/compliance/compliance.routes.ts';
import { ComplianceService } from './modules/compliance/compliance.service.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { FinanceService } from './modules/finance/finance.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { leagueRoutes } from './modules/leagues/leagues.routes.ts';
import { LeaguesService } from './modules/leagues/leagues.service.ts';
import { privateContestRoutes } from './modules/private-contests/private-contests.routes.ts';
import { PrivateContestsService } from './modules/private-contests/private-contests.service.ts';
import { depositRoutes, paymentWebhookRoutes } from './modules/payments/payments.routes.ts';
import { PaymentsService } from './modules/payments/payments.service.ts';
import { SandboxGateway } from './modules/payments/sandbox-gateway.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { SIGNATURE_HEADER } from './modules/payments/webhook-signature.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { withdrawalRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { WithdrawalsService } from './modules/withdrawals/withdrawals.service.ts';
import { LeaderboardService } from './modules/leaderboard/leaderboard.service.ts';
import { LiveHub } from './modules/live/live-hub.ts';
import { LiveConnections } from './modules/live/live-connections.ts';
import { LiveEvents } from './modules/live/live-events.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { ReferralsService } from './modules/referrals/referrals.service.ts';
import { SupportFiles } from './modules/support/support-files.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { ADMIN_SUPPORT_TOPIC, SUPPORT_QUEUE, SupportService } from './modules/support/support.service.ts';
import { LIVE_LIMITS } from './modules/live/live-limits.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { matchFollowRoutes } from './modules/notifications/match-follows.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { NOTIFICATIONS_QUEUE, NotificationsService } from './modules/notifications/notifications.service.ts';
import { PushSender, resolveVapidKeys } from './modules/notifications/web-push.ts';
import { SingletonJob } from './lib/singleton-job.ts';
import { SESSION_LOCKS } from './db/client.ts';
import { Mailer, smtpTransport, type MailTransport } from './modules/mail/mail.service.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { ReadCache } from './lib/read-cache.ts';
import { errorForLog, requestForLog } from './lib/log-redaction.ts';
import { contestRoutes } from './modules/contests/contests.routes.ts';
import { createContests, type ContestsService } from './modules/contests/contests.service.ts';
import { contestTemplateRoutes } from './modules/contest-templates/contest-templates.routes.ts';
import { ContestTemplatesService } from './modules/contest-templates/contest-templates.service.ts';
import { cricsheetRoutes } from './modules/cricsheet/cricsheet.routes.ts';
import { CricsheetImporter } from './modules/cricsheet/cricsheet.service.ts';
import { matchRoutes } from './modules/matches/matches.routes.ts';
import { MatchesService } from './modules/matches/matches.service.ts';
import { playerRoutes } from './modules/players/players.routes.ts';
import { PlayersService } from './modules/players/players.service.ts';
import { MatchPlayers } from './modules/players/match-players.ts';
import { EntryCrowd } from './modules/entries/crowd.service.ts';
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
import { Metrics, registerMetrics } from './plugins/metrics.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { InMemoryEventBus, RedisEventBus, type EventBus } from './lib/event-bus.ts';
import { MemoryRateCounter, RedisRateCounter } from './lib/rate-counter.ts';
import { MemorySlotLeases, RedisSlotLeases } from './lib/slot-leases.ts';
import { rateLimitHook } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { findWebDir, registerWebApp } from './plugins/web-app.ts';


/**
 * Request ids for the logs: this process's random prefix and a counter, unique across the
 * processes of a deployment and their restarts, without a random UUID per request (about 5 us
 * of a join's CPU, docs/PERFORMANCE.md).
 */
const REQUEST_ID_PREFIX = crypto.randomBytes(6).toString('hex');
let requestCount = 0;
const nextRequestId = () => `${REQUEST_ID_PREFIX}-${(requestCount += 1).toString(36)}`;

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis | undefined;
  /** Prefix of every Redis key this app writes, instead of REDIS_KEY_PREFIX (tests give each app its own). */
  redisKeyPrefix?: string;
  /** Replaces Google's key set, for tests. */
  google?: GoogleVerifier;
  /** Replaces SMTP, for tests. */
  mailTransport?: MailTransport;
  /** Replaces the system clock, for tests that move past a deadline. */
  clock?: Clock;
  /** Where the log is written instead of stdout, for tests that read it. */
  logStream?: { write(line: string): void };
}

/** How often stored states catch up with start times (readers never wait for it). */
const CLOCK_TICK_MS = 5_000;
/** How often the deadline reminder looks for matches starting within 30 minutes. */
const DEADLINE_LOOK_MS = 60_000;

export interface App {
  server: FastifyInstance;
  services: {
    /** The time every service reads (a test's clock when it moves past deadlines). */
    clock: Clock;
    auth: AuthService;
    /** Where each account is signed in: `authenticate` checks a token and its session; `ended` hears of ended sessions from every process. */
    sessions: SessionsService;
    audit: AuditService;
    mailer: Mailer;
    tokens: AccessTokens;
    hub: LiveHub;
    /** The live channel's open connections: `endSessions` closes those of ended sessions. */
    live: LiveConnections;
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
    compliance: ComplianceService;
    payments: PaymentsService;
    sandbox: SandboxGateway;
    withdrawals: WithdrawalsService;
    finance: FinanceService;
    privateContests: PrivateContestsService;
    leagues: LeaguesService;
    profile: ProfileService;
    /** Event destinations of the live channel: `sendToUser` (/user/queue/...) and `broadcast`. */
    events: LiveEvents;
    support: SupportService;
    referrals: ReferralsService;
    notifications: NotificationsService;
  };
}

/** Builds the whole server: plugins first, then every module, in one explicit list. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const server = Fastify({
    // Requests are logged without headers and without the secrets a URL can carry, and errors without the values a query was given (lib/log-redaction.ts).
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization'], serializers: { req: requestForLog, err: errorForLog }, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    trustProxy: config.trustProxy,
    genReqId: nextRequestId,
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  // Shared pieces: the clock every service reads, tokens, mail, rate limits, the event bus.
  const clock = deps.clock ?? systemClock;
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new AccessTokens(jwtSecret, config.jwtTtlSeconds);
  const mailTransport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const mailer = new Mailer({ db: database.db, from: config.mailFrom, transport: mailTransport, log: server.log });
  const google = deps.google ?? (config.googleClientId ? googleVerifier(config.googleClientId) : undefined);
  const keyPrefix = deps.redisKeyPrefix ?? config.redisKeyPrefix;
  const redisCounter = deps.redis ? new RedisRateCounter(deps.redis, `${keyPrefix}rate:`) : undefined;
  const rateCounter = redisCounter ?? new MemoryRateCounter();
  const signInLimit = rateLimitHook(rateCounter, { name: 'auth', max: config.authRateLimit, windowMs: 60_000 });
  const redisBus = deps.redis ? new RedisEventBus(deps.redis, keyPrefix, server.log) : undefined;
  const bus: EventBus = redisBus ?? new InMemoryEventBus();
  // Made once every service exists (below), when METRICS_TOKEN is set; the hub reports its pushes to it.
  let metrics: Metrics | undefined;
  const catalogue = new ReadCache(bus, 'catalogue-changed');

  // The services: each gets what it calls, and the clock if it reads the time.
  const audit = new AuditService({ db: database.db });
  const sessions = new SessionsService({ db: database.db, tokens, bus, audit, log: server.log });
  const auth = new AuthService({
    db: database.db,
    sessions,
    passwords: new PasswordChecks({ db: database.db, counter: rateCounter, mailer }),
    audit,
    mailer,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    google,
    clock,
  });
  const hub = new LiveHub({ bus, log: server.log, observePush: (lag, subscribers) => metrics?.observePush(lag, subscribers) });
  const events = new LiveEvents({ bus, log: server.log });
  const live = new LiveConnections({
    leases: deps.redis ? new RedisSlotLeases(deps.redis, keyPrefix) : new MemorySlotLeases(),
    log: server.log,
    connectionsPerUser: LIVE_LIMITS.connectionsPerUser,
  });
  const matches = new MatchesService({ db: database.db, catalogue, audit, clock });
  const players = new PlayersService({ db: database.db, matches, audit, clock });
  const invites = new InviteGuard(rateCounter);
  const contests = createContests({ db: database.db, database, matches, cache: catalogue, clock, paidPlay: config.paidPlay, auth, invites, audit });
  const contestTemplates = new ContestTemplatesService({ db: database.db, matches, contests: contests.admin, clock });
  const importer = new CricsheetImporter({ db: database.db, matches, players, catalogue, clock });
  const wallet = new WalletService({ db: database.db, welcomeBonusPaise: toPaise(config.welcomeBonus) });
  const teams = new TeamsService({ db: database.db, matches, players, contests: contests.catalogue, clock });
  const playRules = { paidPlay: config.paidPlay, restrictedStates: config.restrictedStates };
  const compliance = new ComplianceService({ db: database.db, auth, audit, mailer, rules: playRules, monthlyCeilingPaise: toPaise(config.monthlyDepositLimit), clock });
  const entries = new EntriesService({
    db: database.db,
    database,
    matches,
    contests: contests.catalogue,
    wallet,
    compliance,
    teams,
    clock,
    invites,
    batching: {
      windowMs: config.joinBatchMs,
      maxSize: config.joinBatchSize,
      // PGlite has one connection; on PostgreSQL half the pool, leaving the rest to everything else.
      maxInFlight: database.kind === 'pglite' ? 1 : Math.max(1, Math.floor(config.databasePoolSize / 2)),
    },
  });
  const matchPlayers = new MatchPlayers({ db: database.db, players, matches, contests: contests.catalogue, crowd: new EntryCrowd({ db: database.db }), clock });
  const privateContests = new PrivateContestsService({ db: database.db, contests, entries, invites, clock, rules: config.privateContests });
  // The sandbox gateway calls the webhook as a gateway's servers would: an HTTP request through the
  // app's own route, raw body and signature check included (inject: no port needed).
  const sandbox = new SandboxGateway({
    db: database.db,
    secret: resolveKeptSecret(config.paymentWebhookSecret, config.dataDir, 'payment-webhook-secret'),
    clock,
    deliver: async (rawBody, signature) =>
      (await server.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: rawBody }))
        .statusCode,
  });
  const payments = new PaymentsService({ db: database.db, gateway: sandbox, compliance, wallet, clock });
  const withdrawals = new WithdrawalsService({ db: database.db, auth, compliance, wallet, payments, mailer, audit, clock });
  const finance = new FinanceService({ wallet, payments, withdrawals, entries, contests: contests.catalogue, auth, matches, clock });
  const profile = new ProfileService({ db: database.db, auth, entries, wallet, compliance });
  const scoring = new ScoringService({ db: database.db, matches, players, bus, hub, audit, clock });
  const leaderboard = new LeaderboardService({ db: database.db, hub, bus, log: server.log, clock, auth, matches, players, contests: contests.results, entries, teams, scoring });
  const support = new SupportService({
    db: database.db,
    auth,
    audit,
    mailer,
    counter: rateCounter,
    events,
    files: new SupportFiles(config.supportFilesDir),
    contests: contests.catalogue,
    payments,
    withdrawals,
    wallet,
    compliance,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    clock,
  });
  const referrals = new ReferralsService({
    db: database.db,
    auth,
    sessions,
    wallet,
    payments,
    compliance,
    audit,
    rules: {
      referrerBonusPaise: toPaise(config.referral.referrerBonus),
      refereeBonusPaise: toPaise(config.referral.refereeBonus),
      monthlyCap: config.referral.monthlyCap,
    },
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    clock,
  });
  const leagues = new LeaguesService({ db: database.db, auth, matches, teams, players, invites, hub, clock });
  const results = new ResultsService({
    db: database.db,
    clock,
    log: server.log,
    contests: contests.results,
    listsChanged: () => contests.catalogue.listsChanged(),
    entries,
    players,
    wallet,
    resultsFixed: (matchId) => leaderboard.matchChanged(matchId),
    payBatch: config.settlementBatchSize,
  });

  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const notifications = new NotificationsService({
    db: database.db,
    clock,
    log: server.log,
    mailer,
    push: new PushSender(resolveVapidKeys(config.vapid, config.dataDir), publicUrl.startsWith('https:') ? publicUrl : `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom}`),
    auth,
    matches,
    teams,
    entries,
    contests,
    live: (userId, view) => void events.sendToUser(userId, NOTIFICATIONS_QUEUE, view).catch((error: unknown) => server.log.warn({ err: error }, 'a notification could not be sent live')),
    publicUrl,
    // From the token secret, which every process of a deployment shares: a link any of them signed works on all.
    secret: crypto.createHmac('sha256', jwtSecret).update('notifications:unsubscribe').digest('base64url'),
    delivery: { batchSize: 100, concurrency: config.notificationWorkers, idleMs: 1_000 },
  });
  events.addDestination({ pattern: new RegExp(`^${NOTIFICATIONS_QUEUE}$`), perUser: true }); // a player's notifications, live

  // Who reacts to what. Each listener runs inside the transaction of the change it follows, so
  // the change and its consequences commit together or not at all.
  matches.stateChanging.add((tx, match) => contests.admin.followMatch(tx, match)); // live, completed, or cancelled with refunds
  matches.sidesRenaming.add((tx, match, renamed) => players.followRenamedSides(tx, match, renamed));
  matches.useResultOf((tx, match) => scoring.resultOf(tx, match)); // the result line, written as the match completes
  matches.rescheduling.add((tx, match) => contests.admin.followRescheduled(tx, match)); // the lists' order and deadline
  matches.creating.add((tx, match) => contestTemplates.applyToNewMatch(tx, match)); // templates applied to every new match
  contests.admin.cancelling.add((tx, contest) => entries.refundAll(tx, contest));
  contests.catalogue.useEntrantCheck((contestId, userId) => entries.isEntrant(database.db, contestId, userId)); // who sees a private contest
  auth.accountOpening.add((tx, user) => wallet.open(tx, user.id)); // the welcome bonus
  auth.signingUp.add((tx, user, signUp) => referrals.linkSignUp(tx, user.id, signUp)); // a friend's code: linked, or an unknown one refused
  // Refer and Earn rewards (or holds) a friend's referral in the change that completes it: the address verified, or ₹100 deposited.
  auth.emailVerifying.add((tx, userId) => referrals.consider(tx, userId));
  payments.captured.add((tx, deposit) => referrals.consider(tx, deposit.userId));
  // What players are told, written in the transaction of what happened (docs/NOTIFICATIONS.md).
  matches.lineupsAnnouncing.add((tx, match) => notifications.lineupsAnnounced(tx, match));
  matches.stateChanging.add((tx, match) => notifications.matchChanging(tx, match)); // live
  results.distributing.add((tx, contest) => notifications.contestSettled(tx, contest));
  withdrawals.decided.add((tx, withdrawal) => notifications.withdrawalDecided(tx, withdrawal));
  players.changing.add((tx, before, after) => scoring.checkRename(tx, before, after)); // the feed names players as it sent them
  // These follow a change that has committed: a failure is logged, and the next change catches up.
  const logFailure = (what: string) => (error: unknown) => server.log.error({ err: error }, `${what} failed`);
  players.changed.add(async (before, after) => {
    if (before.playingStatus !== after.playingStatus) await scoring.rescore(after.matchId).catch(logFailure('rescoring after a playing-XI change'));
  });
  matches.stateChanged.add(async (match) => {
    if (match.state === 'LIVE') await scoring.rescore(match.id).catch(logFailure('scoring the playing XIs at the start'));
    await leaderboard.matchChanged(match.id).catch(logFailure('refreshing the leaderboards of a match'));
    await leagues.matchChanged(match.id).catch(logFailure('refreshing the league tables of a match'));
    if (match.state === 'COMPLETED') results.settleSoon(); // in the background: a large contest takes a while
  });
  matches.scorerChanged.add((match) => scoring.scorerChanged(match.id).catch(logFailure('pushing the scorecard after a change of scorer')));
  contests.admin.cancelled.add((contest) => leaderboard.matchChanged(contest.matchId).catch(logFailure('refreshing the leaderboards of a match')));
  entries.useLiveStandings((userId, contestIds) => leaderboard.liveStandings(userId, contestIds));
  entries.teamSwapped.add(({ matchId }) => leaderboard.matchChanged(matchId).catch(logFailure('refreshing the leaderboards after a team swap'))); // every process
  sessions.ended.add(({ userId, sessionIds }) => live.endSessions(userId, sessionIds)); // every process: their live connections close
  sessions.ended.add(({ sessionIds }) => notifications.sessionsEnded(sessionIds.map(String)).catch(logFailure('forgetting the push subscriptions of ended sessions')));
  entries.joinedWithCode.add(() => notifications.friendJoined());
  // Every process hears of every scoring change (through Redis when there are several).
  scoring.onScored((event) => {
    scoring.scorecardChanged(event);
    leaderboard.applyScoring(event);
    void leagues.matchChanged(event.matchId).catch(logFailure('refreshing the league tables of a match'));
  });
  // Redis came back: what other processes changed meanwhile is read again, and every table read here is pushed.
  bus.onReconnect(() => leaderboard.resync());
  for (const topic of [...leaderboard.topics(), ...scoring.topics(), ...leagues.topics()]) hub.addTopic(topic);
  events.addDestination({ pattern: new RegExp(`^${SUPPORT_QUEUE}$`), perUser: true }); // support's replies to the player
  events.addDestination({
    pattern: new RegExp(`^${ADMIN_SUPPORT_TOPIC}$`),
    perUser: false,
    authorize: (user) => {
      if (user.role !== 'ROLE_ADMIN') throw new AppError(403, 'FORBIDDEN', `${ADMIN_SUPPORT_TOPIC} is for admins.`);
    },
  });

  if (config.metricsToken) {
    metrics = new Metrics({
      joins: () => entries.joinCounts,
      liveConnections: () => live.count,
      liveTopics: () => hub.size,
      settlement: () => results.progress,
      pool: database.poolStats?.bind(database),
      readCache: () => ({ ...catalogue.size, hits: catalogue.hits, misses: catalogue.misses }),
      boards: () => leaderboard.boardsKept,
      redis: redisCounter && redisBus
        ? () => ({ rateFallbacks: redisCounter.fallbacks, publishFailures: redisBus.publishFailures, reconnects: redisBus.reconnects })
        : undefined,
    });
  }

  const tick = setInterval(() => {
    matches.advanceClock().catch((error: unknown) => server.log.error({ err: error }, 'moving started matches to LIVE failed'));
    results.settleSoon(); // what a process that died left unpaid, or another process's completion
  }, CLOCK_TICK_MS);
  tick.unref();
  results.settleSoon(); // at start-up: anything left unfinished
  notifications.worker.start();
  // The deadline reminder: one process of a deployment looks every minute (each player is told once per match).
  const deadlines = new SingletonJob(database, {
    key: SESSION_LOCKS.deadlineReminders,
    label: 'deadline reminders',
    log: server.log,
    run: async () => {
      const look = () => void notifications.remindDeadlines().catch(logFailure('the deadline reminders'));
      const timer = setInterval(look, DEADLINE_LOOK_MS);
      timer.unref();
      look();
      return () => clearInterval(timer);
    },
  });
  if (config.notificationWorkers > 0) await deadlines.start();
  server.addHook('onClose', async () => {
    clearInterval(tick);
    await deadlines.stop();
    await notifications.worker.stop();
    await results.stop();
    await leaderboard.flushWriteBacks();
    leaderboard.close();
    catalogue.close();
    live.close();
    hub.close();
    events.close();
    await sessions.close();
    await bus.close();
  });

  registerErrorHandler(server);
  registerMetrics(server, metrics, config.metricsToken);
  acceptEmptyJsonBodies(server);
  registerSecurityHeaders(server, { google: Boolean(config.googleClientId) });
  registerAuth(server, (token) => sessions.authenticate(token));
  await registerApiDocs(server);

  await server.register(healthRoutes({ database, redis: deps.redis }));
  await server.register(configRoutes({
    googleClientId: config.googleClientId ?? null,
    paidPlay: config.paidPlay,
    restrictedStates: config.restrictedStates,
    paymentGateway: 'sandbox',
    deposits: { min: DEPOSIT_MIN_RUPEES, max: DEPOSIT_MAX_RUPEES, monthlyLimit: config.monthlyDepositLimit, quickAmounts: [...QUICK_DEPOSIT_AMOUNTS_RUPEES] },
    withdrawals: { min: WITHDRAWAL_MIN_RUPEES },
    privateContests: { ...config.privateContests, minSpots: PRIVATE_CONTEST_MIN_SPOTS },
  }));
  await server.register(authRoutes(auth, sessions, { limited: signInLimit }));
  await server.register(accountRoutes(auth, sessions));
  await server.register(auditRoutes(audit));
  await server.register(mailRoutes(mailer));
  await server.register(notificationRoutes(notifications, { allowLoopbackPush: config.env !== 'production' }));
  await server.register(matchFollowRoutes(notifications.follows));
  await server.register(liveRoutes({ hub, events, connections: live, authenticate: (token) => sessions.authenticate(token) }));
  await server.register(matchRoutes(matches));
  await server.register(playerRoutes(players, matchPlayers, contests.catalogue, matches));
  await server.register(contestRoutes(contests));
  await server.register(contestTemplateRoutes(contestTemplates));
  await server.register(privateContestRoutes(privateContests));
  await server.register(leagueRoutes(leagues));
  await server.register(cricsheetRoutes(importer));
  await server.register(teamRoutes(teams));
  await server.register(entryRoutes(entries));
  await server.register(walletRoutes(wallet));
  await server.register(profileRoutes(profile));
  await server.register(complianceRoutes(compliance));
  await server.register(depositRoutes(payments));
  await server.register(paymentWebhookRoutes(payments));
  await server.register(sandboxRoutes(sandbox));
  await server.register(withdrawalRoutes(withdrawals));
  await server.register(financeRoutes(finance));
  await server.register(scoringRoutes(scoring));
  await server.register(leaderboardRoutes(leaderboard));
  await server.register(supportRoutes(support));
  await server.register(referralRoutes(referrals));

  await registerWebApp(server, findWebDir(config.webDir));
  return {
    server,
    services: {
      clock, auth, sessions, audit, mailer, tokens, hub, live, leaderboard, matches, players, contests, importer, teams, entries, wallet,
      scoring, results, compliance, payments, sandbox, withdrawals, finance, profile, privateContests, leagues,
      events, support, referrals, notifications,
    },
  };
}
