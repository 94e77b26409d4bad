import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { toRupees } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../errors.ts';
import type { SignedInActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { backoffMs, OutboxWorker } from '../../lib/outbox-worker.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { MatchesService, MatchRow } from '../matches/matches.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { WithdrawalRow } from '../withdrawals/withdrawals.service.ts';
import { MatchFollows } from './match-follows.service.ts';
import {
  claimDue,
  countUnread,
  deleteSessionSubscriptions,
  deleteSubscription,
  deleteSubscriptionsById,
  insertNotifications,
  listNotifications,
  markRead,
  recordDeliveries,
  saveSettings,
  settingsOf,
  subscriptionsOf,
  upsertSubscription,
  type NotificationDraft,
  type NotificationRow,
  type PushSubscriptionRow,
} from './notifications.queries.ts';
import { presentNotification, type NotificationSettingsView, type NotificationView } from './notifications.presenter.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.schema.ts';
import { unsubscribeSignature, type PushSender } from './web-push.ts';

export { NOTIFICATION_KINDS, type NotificationKind };

/** What a player is sent of each kind when they have not chosen (docs/NOTIFICATIONS.md). */
export const DEFAULT_CHANNELS: Record<NotificationKind, { push: boolean; email: boolean }> = {
  LINEUPS: { push: true, email: false },
  DEADLINE: { push: true, email: true },
  MATCH_LIVE: { push: true, email: false },
  CONTEST_SETTLED: { push: true, email: true },
  // The withdrawals module e-mails every decision already.
  WITHDRAWAL: { push: true, email: false },
  FRIEND_JOINED: { push: true, email: true },
};

/** How long before a match's deadline (its start) the reminder goes. */
export const DEADLINE_NOTICE_MS = 30 * 60_000;
/** A worker's hold on what it took; past it, another worker may take it again. */
const LEASE_MS = 60_000;
/** Deliveries tried before a notification's pushes are given up. */
const MAX_ATTEMPTS = 8;

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  push: PushSender;
  auth: AuthService;
  matches: MatchesService;
  teams: TeamsService;
  entries: EntriesService;
  contests: ContestsService;
  /** Sends a frame to every live connection of a user (every process), on `/user/queue/notifications`. */
  live: (userId: number, view: NotificationView) => void;
  /** The address the app is served at: e-mails link to it. */
  publicUrl: string;
  /** Signs the one-click unsubscribe links of e-mails. */
  secret: string;
  delivery: { batchSize: number; concurrency: number; idleMs: number };
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const matchName = (match: MatchRow) => `${match.teamA} vs ${match.teamB}`;
const rupees = (paise: number) => `₹${toRupees(paise).toFixed(2)}`;

/**
 * What players are told: each notification is written in the transaction of the change that
 * causes it (an outbox row, one per player, kind and subject), then delivered by workers of any
 * process (`OutboxWorker`, rows taken with SKIP LOCKED): a live frame on the player's own queue,
 * a push to each of their subscribed devices and an e-mail, as their settings say.
 */
/** The live destination of a player's own notifications (every connection of that account hears them). */
export const NOTIFICATIONS_QUEUE = '/user/queue/notifications';

export class NotificationsService {
  readonly worker: OutboxWorker<NotificationRow>;
  /** The matches players follow ("Remind me"): their deadline reminders are sent here. */
  readonly follows: MatchFollows;

  constructor(private readonly deps: NotificationsDeps) {
    this.follows = new MatchFollows({ db: deps.db, clock: deps.clock, matches: deps.matches });
    this.worker = new OutboxWorker({
      label: 'notifications',
      log: deps.log,
      claim: (limit) => claimDue(deps.db, deps.clock.now(), limit, LEASE_MS),
      deliver: (rows) => this.deliver(rows),
      ...deps.delivery,
    });
  }

  get publicKey(): string {
    return this.deps.push.publicKey;
  }

  /** Writes notifications of one kind in the caller's transaction; the same event twice is told once. */
  async notify(tx: Db, kind: NotificationKind, drafts: readonly NotificationDraft[]): Promise<number> {
    const count = await insertNotifications(tx, kind, drafts, this.deps.clock.now());
    // Workers look at once (rows not yet committed are taken at the next look).
    if (count > 0) setImmediate(() => this.worker.wake());
    return count;
  }

  // The events, each in the transaction of its change (app.ts wires them).

  /** The playing XIs of a match are out: everyone with a team for it. */
  async lineupsAnnounced(tx: Db, match: MatchRow): Promise<void> {
    const owners = await this.deps.teams.ownersOf(tx, match.id);
    await this.notify(
      tx,
      'LINEUPS',
      owners.map((userId) => ({
        userId,
        subject: `match:${match.id}`,
        title: `Line-ups are out: ${matchName(match)}`,
        body: 'Check your teams before the deadline: a player who is not in the playing XI scores no points.',
        url: `/contests?matchId=${match.id}`,
      })),
    );
  }

  /** A match went live: everyone with a team for it. Its reminders are over: its follows go. */
  async matchChanging(tx: Db, match: MatchRow): Promise<void> {
    if (match.state !== 'LIVE') return;
    await this.follows.forget(tx, match.id);
    const owners = await this.deps.teams.ownersOf(tx, match.id);
    await this.notify(
      tx,
      'MATCH_LIVE',
      owners.map((userId) => ({
        userId,
        subject: `match:${match.id}`,
        title: `${matchName(match)} is live`,
        body: 'Follow your teams on the live leaderboard.',
        url: '/my-joined-contests',
      })),
    );
  }

  /** A contest closed with every prize paid: each entrant's best rank and prize. */
  async contestSettled(tx: Db, contest: { id: number; name: string }): Promise<void> {
    const standings = await this.deps.entries.finalStandingsOf(tx, contest.id);
    await this.notify(
      tx,
      'CONTEST_SETTLED',
      standings.map(({ userId, rank, prizePaise }) => ({
        userId,
        subject: `contest:${contest.id}`,
        title: `${contest.name}: the results are in`,
        body: prizePaise > 0 ? `You finished #${rank} and won ${rupees(prizePaise)}.` : `You finished #${rank}.`,
        url: `/contests/${contest.id}`,
      })),
    );
  }

  /** A withdrawal was paid or rejected. */
  async withdrawalDecided(tx: Db, withdrawal: WithdrawalRow): Promise<void> {
    const paid = withdrawal.status === 'PAID';
    await this.notify(tx, 'WITHDRAWAL', [
      {
        userId: withdrawal.userId,
        subject: `withdrawal:${withdrawal.id}`,
        title: paid ? `Your withdrawal of ${rupees(withdrawal.amountPaise)} has been paid` : `Your withdrawal of ${rupees(withdrawal.amountPaise)} was not paid`,
        body: paid ? `${rupees(withdrawal.netPaise)} has been sent to your ${withdrawal.payout}.` : `Reason: ${withdrawal.reason ?? 'not given'}. The amount is back in your winnings.`,
        url: '/wallet',
      },
    ]);
  }

  /**
   * A friend joined a private contest: its maker's notification was written by the join itself,
   * in its transaction (entries/join-contest.sql); the workers look at once.
   */
  friendJoined(): void {
    this.worker.wake();
  }

  /**
   * The deadline reminder: for each match starting within 30 minutes, everyone with a team for it
   * or following it who has not joined one of its contests. Safe to run any number of times (each
   * player is told once per match, however they came to be told: a follower with a team gets one);
   * one process runs it (a single-owner job).
   */
  async remindDeadlines(): Promise<number> {
    const { db, clock, matches, teams, entries, contests } = this.deps;
    const now = clock.now();
    let told = 0;
    for (const match of await matches.startingBetween(db, now, new Date(now.getTime() + DEADLINE_NOTICE_MS))) {
      const [owners, followers, joined] = await Promise.all([
        teams.ownersOf(db, match.id),
        this.follows.followersOf(db, match.id),
        contests.catalogue.idsOfMatch(db, match.id).then((ids) => entries.entrantsOf(db, ids)),
      ]);
      const entered = new Set(joined);
      const withTeam = new Set(owners);
      const minutes = Math.max(1, Math.round((match.startTime.getTime() - now.getTime()) / 60_000));
      const drafts = [...new Set([...owners, ...followers])]
        .filter((userId) => !entered.has(userId))
        .map((userId) => ({
          userId,
          subject: `match:${match.id}`,
          title: `${minutes} minutes to the deadline: ${matchName(match)}`,
          // A follower without a team has two steps left, not one.
          body: withTeam.has(userId) ? 'You have a team but no contest yet. Join one before the match starts.' : 'Make your team and join a contest before the match starts.',
          url: `/contests?matchId=${match.id}`,
        }));
      told += await db.transaction((tx) => this.notify(tx, 'DEADLINE', drafts));
    }
    return told;
  }

  // The notification centre.

  async list(userId: number, page: { limit: number; before?: number | undefined }): Promise<NotificationRow[]> {
    return listNotifications(this.deps.db, userId, page);
  }

  unreadCount(userId: number): Promise<number> {
    return countUnread(this.deps.db, userId);
  }

  async markRead(userId: number, which: { ids: number[] } | { all: true }): Promise<void> {
    await markRead(this.deps.db, userId, 'ids' in which ? which.ids : 'all', this.deps.clock.now());
  }

  // Settings.

  async settings(userId: number): Promise<NotificationSettingsView> {
    const rows = await settingsOf(this.deps.db, [userId]);
    return { kinds: channelsOf(rows.filter((row) => row.userId === userId)) };
  }

  async saveSettings(userId: number, kinds: Partial<Record<NotificationKind, { push: boolean; email: boolean }>>): Promise<NotificationSettingsView> {
    await saveSettings(
      this.deps.db,
      Object.entries(kinds).map(([kind, channels]) => ({ userId, kind: kind as NotificationKind, push: channels!.push, email: channels!.email })),
    );
    return this.settings(userId);
  }

  /** The one-click unsubscribe of an e-mail (no sign-in): that kind's e-mails stop. */
  async unsubscribe(userId: number, kind: NotificationKind, signature: string): Promise<void> {
    if (!timingSafeEqualText(signature, unsubscribeSignature(this.deps.secret, userId, kind))) {
      throw forbidden('This unsubscribe link is not valid. Change your e-mail settings in Profile instead.');
    }
    const current = (await this.settings(userId)).kinds[kind];
    await saveSettings(this.deps.db, [{ userId, kind, push: current.push, email: false }]);
  }

  /** The link an e-mail of this kind carries to stop them. */
  unsubscribeUrl(userId: number, kind: NotificationKind): string {
    const signature = unsubscribeSignature(this.deps.secret, userId, kind);
    return `${this.deps.publicUrl}/api/notifications/unsubscribe?u=${userId}&k=${kind}&s=${signature}`;
  }

  // Push subscriptions.

  async subscribe(actor: SignedInActor, input: PushSubscriptionInput): Promise<void> {
    if (!actor.sessionId) throw badRequest('Sign in again to turn on notifications for this device.');
    await upsertSubscription(this.deps.db, { userId: actor.userId, sessionId: actor.sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
  }

  async unsubscribeDevice(userId: number, endpoint: string): Promise<boolean> {
    return deleteSubscription(this.deps.db, userId, endpoint);
  }

  /** Sessions ended (signed out): their devices are no longer pushed to. */
  async sessionsEnded(sessionIds: readonly string[]): Promise<void> {
    await deleteSessionSubscriptions(this.deps.db, sessionIds);
  }

  // Delivery.

  /**
   * Delivers what a worker took: on the first attempt the live frame and the e-mail (queued in the
   * transaction that records the subscriptions owed, so it is written once), then a push to each
   * subscription still owed. What failed is due again after a backoff; a subscription the push
   * service no longer knows (404, 410) is forgotten.
   */
  private async deliver(rows: NotificationRow[]): Promise<void> {
    const { db, clock, push, auth, mailer, log } = this.deps;
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [settingRows, subscriptions] = await Promise.all([settingsOf(db, userIds), subscriptionsOf(db, userIds)]);
    const channels = new Map(userIds.map((userId) => [userId, channelsOf(settingRows.filter((row) => row.userId === userId))]));
    const devices = new Map<number, PushSubscriptionRow[]>();
    for (const subscription of subscriptions) devices.set(subscription.userId, [...(devices.get(subscription.userId) ?? []), subscription]);

    const first = rows.filter((row) => row.pushPending === null);
    const mailed = first.filter((row) => channels.get(row.userId)![row.kind].email);
    const accounts = mailed.length ? await auth.accountsOf([...new Set(mailed.map((row) => row.userId))]) : new Map();
    const mailIds: number[] = [];
    const pending = new Map<number, number[]>(rows.map((row) => [row.id, row.pushPending ?? []]));
    if (first.length) {
      await db.transaction(async (tx) => {
        const owedOf = first.map((row) => {
          const owed = channels.get(row.userId)![row.kind].push ? (devices.get(row.userId) ?? []).map((device) => device.id) : [];
          pending.set(row.id, owed);
          return { id: row.id, dueAt: row.dueAt, pushPending: owed, deliveredAt: null, lastError: null };
        });
        await recordDeliveries(tx, owedOf);
        for (const row of first) {
          const account = accounts.get(row.userId);
          if (channels.get(row.userId)![row.kind].email && account) {
            const unsubscribe = this.unsubscribeUrl(row.userId, row.kind);
            mailIds.push(
              await mailer.queue(tx, {
                to: account.email,
                subject: row.title,
                text: `Hi ${account.name},\n\n${row.body}\n\n${this.deps.publicUrl}${row.url}\n\nTo stop these e-mails: ${unsubscribe}\n\n— Crease`,
                headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
              }),
            );
          }
        }
      });
      for (const row of first) this.deps.live(row.userId, presentNotification(row));
    }

    const gone: number[] = [];
    const outcomes: Parameters<typeof recordDeliveries>[1][number][] = [];
    await Promise.all(
      rows.map(async (row) => {
        const owed = pending.get(row.id)!;
        const byId = new Map((devices.get(row.userId) ?? []).map((device) => [device.id, device]));
        const payload = JSON.stringify({ id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url });
        const left: number[] = [];
        let lastError: string | null = null;
        for (const id of owed) {
          const device = byId.get(id);
          if (!device) continue; // removed meanwhile (signed out, unsubscribed)
          const outcome = await push.send(device, payload);
          if (outcome.kind === 'gone') gone.push(id);
          if (outcome.kind === 'failed') {
            left.push(id);
            lastError = outcome.error;
          }
        }
        const now = clock.now();
        const givingUp = left.length > 0 && row.attempts >= MAX_ATTEMPTS;
        if (givingUp) log.warn({ notificationId: row.id, error: lastError }, 'a notification could not be pushed; giving up');
        outcomes.push({
          id: row.id,
          dueAt: left.length && !givingUp ? new Date(now.getTime() + backoffMs(row.attempts)) : null,
          pushPending: givingUp ? [] : left,
          deliveredAt: left.length && !givingUp ? null : now,
          lastError,
        });
      }),
    );
    await recordDeliveries(db, outcomes);
    await deleteSubscriptionsById(db, [...new Set(gone)]);
    if (mailIds.length) await mailer.deliver(mailIds);
  }
}

function channelsOf(rows: { kind: NotificationKind; push: boolean; email: boolean }[]): Record<NotificationKind, { push: boolean; email: boolean }> {
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_CHANNELS[kind] }])) as Record<NotificationKind, { push: boolean; email: boolean }>;
  for (const row of rows) kinds[row.kind] = { push: row.push, email: row.email };
  return kinds;
}

function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
