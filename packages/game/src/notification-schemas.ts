import { z } from 'zod';

/** What a player can be told, each turned on or off per channel in Profile. */
export const NOTIFICATION_KIND_NAMES = ['LINEUPS', 'DEADLINE', 'MATCH_LIVE', 'CONTEST_SETTLED', 'WITHDRAWAL', 'FRIEND_JOINED'] as const;
export const notificationKind = z.enum(NOTIFICATION_KIND_NAMES);
export type NotificationKindName = z.infer<typeof notificationKind>;

/** How Profile names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKindName, string> = {
  LINEUPS: 'Line-ups announced for a match I have a team in',
  DEADLINE: '30 minutes before the deadline, when I have not joined',
  MATCH_LIVE: 'My match goes live',
  CONTEST_SETTLED: 'A contest of mine is settled',
  WITHDRAWAL: 'A withdrawal is paid or rejected',
  FRIEND_JOINED: 'A friend joined my private contest',
};

export const notificationView = z.object({
  id: z.number(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** A path of the web app. */
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationView>;

const channels = z.object({ push: z.boolean({ error: 'push must be true or false.' }), email: z.boolean({ error: 'email must be true or false.' }) }).strict();

export const notificationSettingsView = z.object({ kinds: z.record(notificationKind, channels) });
export type NotificationSettingsView = z.infer<typeof notificationSettingsView>;

/** PUT: any of the kinds, each with both channels. */
export const notificationSettingsUpdate = z.object({
  kinds: z.partialRecord(notificationKind, channels, { error: 'kinds must name LINEUPS, DEADLINE, MATCH_LIVE, CONTEST_SETTLED, WITHDRAWAL or FRIEND_JOINED.' }),
});

export const markReadInput = z.union(
  [
    z.object({ ids: z.array(z.number().int().positive(), { error: 'ids must be a list of notification ids.' }).min(1, 'ids must name at least one notification.').max(200, 'ids can name at most 200 notifications.') }).strict(),
    z.object({ all: z.literal(true, { error: 'all must be true.' }) }).strict(),
  ],
  { error: 'Send {ids: [...]} or {all: true}.' },
);

/** The browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.string({ error: 'endpoint is required: the push service address of this browser.' }).max(2000, 'endpoint is too long.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: 'keys.p256dh is required.' }).max(200, 'keys.p256dh is too long.'),
      auth: z.string({ error: 'keys.auth is required.' }).max(100, 'keys.auth is too long.'),
    },
    { error: 'keys is required, with p256dh and auth.' },
  ),
});

export const pushEndpointInput = z.object({ endpoint: z.string({ error: 'endpoint is required.' }).max(2000, 'endpoint is too long.') });

/** The upcoming matches a player follows ("Remind me"): their deadline reminder comes to the player. */
export const followedMatchesView = z.object({ matchIds: z.array(z.number()) });
export type FollowedMatchesView = z.infer<typeof followedMatchesView>;
