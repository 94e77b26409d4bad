import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { addFunds, addKyc, payPrize } from '../../../test/money.ts';
import { startPushService, verifyVapid } from '../../../test/push-service.ts';
import { connectStomp } from '../../../test/stomp-client.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { NotificationKind } from './notifications.schema.ts';

// Workers are not started here (NOTIFICATION_WORKERS=0): each test runs the delivery itself
// (`worker.drain()`), so what a delivery did is known when it returns, without waiting on time.
let server: TestServer;
let other: TestServer;
let admin: TestAccount;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ env: { NOTIFICATION_WORKERS: '0' }, deps: { clock } });
  // A second process of the same deployment: the same database, its own workers.
  other = await startTestServer({ env: { NOTIFICATION_WORKERS: '0' }, deps: { clock }, database: server.database });
  admin = await createAdmin(server);
  pushService = await startPushService();
});
afterAll(async () => {
  await other?.close();
  await server?.close();
  await pushService?.close();
});

const notifications = () => server.app.services.notifications;
const drain = () => notifications().worker.drain();

/** Writes notifications as a module's change would, in a transaction of its own. */
function tell(kind: NotificationKind, drafts: { userId: number; subject: string; title?: string }[]) {
  return server.database.db.transaction((tx) =>
    notifications().notify(
      tx,
      kind,
      drafts.map((draft) => ({ title: `About ${draft.subject}`, body: 'Something happened.', url: '/home', ...draft })),
    ),
  );
}

/** A player whose browser has turned push on: the subscription points at the test's push service. */
async function subscribed(name: string, user?: TestAccount) {
  const player = user ?? (await createUser(server));
  const subscription = pushService.subscription(name);
  const response = await server.api.post('/api/push/subscriptions', subscription.json, { token: player.token });
  expect(response.status).toBe(201);
  return { player, keys: subscription.keys };
}

describe('notification settings', () => {
  it('start from the defaults, change per kind and channel, and keep the kinds not named', async () => {
    const user = await createUser(server);
    const defaults = await server.api.get('/api/user/notification-settings', { token: user.token });
    expect(defaults.body).toEqual({
      kinds: {
        LINEUPS: { push: true, email: false },
        DEADLINE: { push: true, email: true },
        MATCH_LIVE: { push: true, email: false },
        CONTEST_SETTLED: { push: true, email: true },
        WITHDRAWAL: { push: true, email: false },
        FRIEND_JOINED: { push: true, email: true },
      },
    });
    const changed = await server.api.put('/api/user/notification-settings', { kinds: { LINEUPS: { push: false, email: true } } }, { token: user.token });
    expect(changed.status).toBe(200);
    expect(changed.body.kinds.LINEUPS).toEqual({ push: false, email: true });
    expect(changed.body.kinds.DEADLINE).toEqual({ push: true, email: true });
    expect((await server.api.get('/api/user/notification-settings', { token: user.token })).body).toEqual(changed.body);
  });

  it('refuse what is not a kind or a switch, naming it, and strangers first', async () => {
    const user = await createUser(server);
    expect((await server.api.put('/api/user/notification-settings', { kinds: {} })).status).toBe(401);
    const badKind = await server.api.put('/api/user/notification-settings', { kinds: { GOSSIP: { push: true, email: true } } }, { token: user.token });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toContain('kinds');
    const badSwitch = await server.api.put('/api/user/notification-settings', { kinds: { LINEUPS: { push: 'yes', email: true } } }, { token: user.token });
    expect(badSwitch.status).toBe(400);
    expect(badSwitch.body.message).toContain('push must be true or false.');
  });
});

describe('push subscriptions', () => {
  it("hand out the server's VAPID public key without signing in", async () => {
    const response = await server.api.get('/api/push/public-key');
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuse an endpoint that is not a push service and keys a browser would not make, naming the field', async () => {
    const user = await createUser(server);
    const { json } = pushService.subscription('refused');
    const post = (body: unknown) => server.api.post('/api/push/subscriptions', body, { token: user.token });
    expect((await server.api.post('/api/push/subscriptions', json)).status).toBe(401);
    expect(await post({ ...json, endpoint: 'http://10.0.0.5/push' })).toMatchObject({ status: 400, body: { message: 'endpoint must be the https address of a push service.' } });
    expect(await post({ ...json, endpoint: 'not a url' })).toMatchObject({ status: 400, body: { message: 'endpoint must be the https address of a push service.' } });
    expect((await post({ ...json, keys: { ...json.keys, p256dh: 'AAAA' } })).body.message).toContain('keys.p256dh');
    expect((await post({ ...json, keys: { p256dh: json.keys.p256dh } })).body.message).toContain('keys.auth');
    expect((await post({ endpoint: json.endpoint })).body.message).toContain('keys');
  });

  it('stop when the browser turns push off, and when the session ends', async () => {
    const { player, keys } = await subscribed('signed-out');
    const second = pushService.subscription('turned-off');
    await server.api.post('/api/push/subscriptions', second.json, { token: player.token });
    expect((await server.api.request('DELETE', '/api/push/subscriptions', { endpoint: second.json.endpoint }, { token: player.token })).status).toBe(204);
    // The session's end reaches every process through the event bus: its devices are forgotten there.
    const forgotten = new Promise<void>((resolve) => server.app.services.sessions.ended.add(({ userId }) => (userId === player.id ? resolve() : undefined)));
    expect((await server.api.post('/api/auth/logout', undefined, { token: player.token })).status).toBeLessThan(300);
    await forgotten;
    await tell('MATCH_LIVE', [{ userId: player.id, subject: 'match:signed-out' }]);
    await drain();
    expect(pushService.messagesTo('signed-out', keys)).toEqual([]);
    expect(pushService.messagesTo('turned-off', second.keys)).toEqual([]);
  });
});

describe('a notification', () => {
  it('reaches the player live, by push (decrypted as the browser would) and in the list, and is marked read', async () => {
    const user = await createUser(server);
    await addKyc(server, user);
    await payPrize(server, user, 1000);
    const { keys } = await subscribed('withdrawal', user);
    const stomp = await connectStomp(server.url, user.token);
    await stomp.subscribe('/user/queue/notifications');
    const stranger = await createUser(server);
    const strangersStomp = await connectStomp(server.url, stranger.token);
    await strangersStomp.subscribe('/user/queue/notifications');

    const withdrawal = await server.api.post('/api/wallet/withdrawals', { amount: 400 }, { token: user.token });
    expect((await server.api.post(`/api/admin/withdrawals/${withdrawal.body.id}/pay`, undefined, { token: admin.token })).status).toBe(200);
    await drain();

    const expected = { kind: 'WITHDRAWAL', title: 'Your withdrawal of ₹400.00 has been paid', body: 'The ₹280.00 has been sent to your UPI as******@okaxis.'.replace('The ', ''), url: '/wallet' };
    const [pushed] = pushService.messagesTo('withdrawal', keys);
    expect(pushed).toMatchObject(expected);
    // Signed for the push service's origin with the key browsers subscribed with (RFC 8292).
    const request = pushService.received.find((push) => push.path === '/push/withdrawal')!;
    const { publicKey } = (await server.api.get('/api/push/public-key')).body;
    expect(verifyVapid(request.headers.authorization, publicKey)).toMatchObject({ aud: pushService.url, sub: 'mailto:no-reply@crease.in' });
    expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    const [live] = await stomp.waitFor('/user/queue/notifications', 1);
    expect(live).toMatchObject({ ...expected, readAt: null });

    const list = await server.api.get('/api/notifications', { token: user.token });
    expect(list.body).toEqual([{ id: expect.any(Number), ...expected, createdAt: expect.any(String), readAt: null }]);
    expect((await server.api.get('/api/notifications/unread-count', { token: user.token })).body).toEqual({ unread: 1 });
    expect((await server.api.post('/api/notifications/read', { ids: [list.body[0].id] }, { token: stranger.token })).status).toBe(204);
    expect((await server.api.get('/api/notifications/unread-count', { token: user.token })).body).toEqual({ unread: 1 });
    expect((await server.api.post('/api/notifications/read', { all: true }, { token: user.token })).status).toBe(204);
    expect((await server.api.get('/api/notifications', { token: user.token })).body[0].readAt).toEqual(expect.any(String));
    expect((await server.api.get('/api/notifications/unread-count', { token: user.token })).body).toEqual({ unread: 0 });
    expect((await server.api.post('/api/notifications/read', { ids: [] }, { token: user.token })).body.message).toContain('ids');

    // Another player's queue heard nothing of it.
    await tell('FRIEND_JOINED', [{ userId: stranger.id, subject: 'entry:stranger' }]);
    await drain();
    const [strangers] = await strangersStomp.waitFor('/user/queue/notifications', 1);
    expect(strangers).toMatchObject({ kind: 'FRIEND_JOINED' });
    expect(strangersStomp.messages.get('/user/queue/notifications')).toHaveLength(1);
    await stomp.close();
    await strangersStomp.close();
  });

  it('is delivered exactly once per player and event, with two processes racing for the outbox', async () => {
    const players = await Promise.all([0, 1, 2].map((n) => subscribed(`race-${n}`)));
    const drafts = players.flatMap(({ player }) => Array.from({ length: 20 }, (_, n) => ({ userId: player.id, subject: `match:race-${n}` })));
    expect(await tell('MATCH_LIVE', drafts)).toBe(60);
    expect(await tell('MATCH_LIVE', drafts.slice(0, 10))).toBe(0); // the same events again: told once
    const mine = other.app.services.notifications.worker;
    await Promise.all([drain(), mine.drain(), drain(), mine.drain()]);
    for (const [n, { keys }] of players.entries()) {
      const subjects = pushService.messagesTo(`race-${n}`, keys).map((message) => (message as { title: string }).title);
      expect(subjects.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `About match:race-${i}`).sort());
    }
  });

  it('forgets a subscription the push service answers 410 for', async () => {
    const { player, keys } = await subscribed('gone');
    pushService.answerWith((request) => (request.path === '/push/gone' ? 410 : 201));
    await tell('MATCH_LIVE', [{ userId: player.id, subject: 'match:gone-1' }]);
    await drain();
    await tell('MATCH_LIVE', [{ userId: player.id, subject: 'match:gone-2' }]);
    await drain();
    pushService.answerWith(() => 201);
    expect(pushService.messagesTo('gone', keys)).toHaveLength(1);
    expect((await server.api.get('/api/notifications', { token: player.token })).body).toHaveLength(2);
  });

  it('is pushed again after a backoff when the push service fails, and only to the device that missed it', async () => {
    const { player, keys } = await subscribed('flaky');
    const steady = pushService.subscription('steady');
    await server.api.post('/api/push/subscriptions', steady.json, { token: player.token });
    pushService.answerWith((request) => (request.path === '/push/flaky' ? 503 : 201));
    await tell('DEADLINE', [{ userId: player.id, subject: 'match:flaky' }]);
    await drain();
    await drain(); // not due yet: nothing more is sent
    expect(pushService.received.filter((push) => push.path === '/push/flaky')).toHaveLength(1);
    pushService.answerWith(() => 201);
    clock.advance(6_000);
    await drain();
    expect(pushService.received.filter((push) => push.path === '/push/flaky')).toHaveLength(2);
    expect(pushService.messagesTo('flaky', keys).at(-1)).toMatchObject({ kind: 'DEADLINE' });
    expect(pushService.messagesTo('steady', steady.keys)).toHaveLength(1);
  });

  it('is not pushed when the player turned that kind off, and still listed', async () => {
    const { player, keys } = await subscribed('quiet');
    await server.api.put('/api/user/notification-settings', { kinds: { MATCH_LIVE: { push: false, email: false } } }, { token: player.token });
    await tell('MATCH_LIVE', [{ userId: player.id, subject: 'match:quiet' }]);
    await tell('LINEUPS', [{ userId: player.id, subject: 'match:quiet' }]);
    await drain();
    expect(pushService.messagesTo('quiet', keys).map((message) => (message as { kind: string }).kind)).toEqual(['LINEUPS']);
    expect((await server.api.get('/api/notifications', { token: player.token })).body.map((n: { kind: string }) => n.kind)).toEqual(['LINEUPS', 'MATCH_LIVE']);
  });

  it('is e-mailed with a one-click unsubscribe that works without signing in (RFC 8058)', async () => {
    const user = await createUser(server);
    await tell('CONTEST_SETTLED', [{ userId: user.id, subject: 'contest:mail', title: 'Mega Contest: the results are in' }]);
    await drain();
    const outbox = (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body as { to: string; subject: string; text: string; headers: Record<string, string> }[];
    const mail = outbox.find((each) => each.to === user.email && each.subject === 'Mega Contest: the results are in');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    expect(link).toMatch(/^http:\/\/crease\.test\/api\/notifications\/unsubscribe\?/);
    const path = link.replace('http://crease.test', '');
    const forged = path.replace(/s=[^&]+/, 's=forged');
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    expect((await server.api.post(forged, 'List-Unsubscribe=One-Click', { headers: form })).status).toBe(403);
    expect((await server.api.get(path)).body).toContain('<form method="post"'); // opening the link alone changes nothing
    expect((await server.api.get('/api/user/notification-settings', { token: user.token })).body.kinds.CONTEST_SETTLED).toEqual({ push: true, email: true });
    const unsubscribed = await server.api.post(path, 'List-Unsubscribe=One-Click', { headers: form });
    expect(unsubscribed.status).toBe(200);
    expect((await server.api.get('/api/user/notification-settings', { token: user.token })).body.kinds.CONTEST_SETTLED).toEqual({ push: true, email: false });

    await tell('CONTEST_SETTLED', [{ userId: user.id, subject: 'contest:mail-2', title: 'Second contest: the results are in' }]);
    await drain();
    const after = (await server.api.get('/api/admin/outbox?limit=200', { token: admin.token })).body as { subject: string }[];
    expect(after.some((each) => each.subject === 'Second contest: the results are in')).toBe(false);
  });
});

describe('what a player is told', () => {
  it('line-ups, the deadline (only to those who have not joined, once) and the match going live, to those with a team', async () => {
    const imported = await importMatch(server, admin, 20 * 60_000);
    const match = imported.match;
    const contest = await createContest(server, admin, match.id, { entryFee: 0, prizePool: 0 });
    const [waiting, joined, onlooker] = await Promise.all([createUser(server), createUser(server), createUser(server)]);
    await createTeam(server, waiting, contest.id, imported.players, 0);
    const team = await createTeam(server, joined, contest.id, imported.players, 1);
    expect((await server.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id }, { token: joined.token })).status).toBe(201);
    const kindsOf = async (user: TestAccount) => ((await server.api.get('/api/notifications', { token: user.token })).body as { kind: string; title: string }[]).map((n) => `${n.kind}: ${n.title}`);

    // The file names twelve of one side (an impact player): the first eleven of each play.
    const xi = [match.teamA, match.teamB].flatMap((side) => imported.players.filter((p) => p.team === side).slice(0, 11).map((p) => p.id));
    expect((await server.api.post(`/api/admin/matches/${match.id}/lineups`, { playerIds: xi }, { token: admin.token })).status).toBe(200);
    expect(await notifications().remindDeadlines()).toBe(1);
    expect(await notifications().remindDeadlines()).toBe(0);
    expect((await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token })).status).toBe(200);

    const name = `${match.teamA} vs ${match.teamB}`;
    expect(await kindsOf(waiting)).toEqual([`MATCH_LIVE: ${name} is live`, expect.stringMatching(new RegExp(`^DEADLINE: \\d+ minutes to the deadline: ${name}$`)), `LINEUPS: Line-ups are out: ${name}`]);
    expect(await kindsOf(joined)).toEqual([`MATCH_LIVE: ${name} is live`, `LINEUPS: Line-ups are out: ${name}`]);
    expect(await kindsOf(onlooker)).toEqual([]);
  });

  it("a friend joining a private contest, to its maker (not to the friend, and once)", async () => {
    const imported = await importMatch(server, admin);
    const publicContest = await createContest(server, admin, imported.match.id, { entryFee: 0, prizePool: 0 });
    const maker = await createUser(server, { name: 'Kiran Rao' });
    const friend = await createUser(server, { name: 'Meera Iyer' });
    await addFunds(server, maker, 500);
    await addFunds(server, friend, 500);
    const makersTeam = await createTeam(server, maker, publicContest.id, imported.players, 0);
    const made = await server.api.post(
      '/api/contests/private',
      { matchId: imported.match.id, name: 'Office Friends', spots: 4, entryFee: 100, prizeTemplate: 'TOP_3', teamId: makersTeam.id },
      { token: maker.token },
    );
    expect(made.status).toBe(201);
    const friendsTeam = await createTeam(server, friend, publicContest.id, imported.players, 1);

    // The notification is written by the join, in its transaction: a join undone leaves none, and
    // a join committed has it, even when nothing of the server runs after the commit (a process
    // that dies there). The join is called as the service calls it, without the service.
    const join = (tx: typeof server.database.db) =>
      tx.execute(sql`select * from crease_join_contest(${friend.id}, ${made.body.id}, ${friendsTeam.id}, now(), true, '{}'::text[], ${made.body.inviteCode}::text)`);
    const rolledBack = new Error('undone');
    await expect(
      server.database.db.transaction(async (tx) => {
        await join(tx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await server.api.get('/api/notifications', { token: maker.token })).body).toEqual([]);
    await server.database.db.transaction(async (tx) => void (await join(tx)));

    // The same team again is refused, and tells nobody twice.
    const again = await server.api.post('/api/join-contest', { contestId: made.body.id, teamId: friendsTeam.id, inviteCode: made.body.inviteCode }, { token: friend.token });
    expect(again.status).toBe(409);
    const makers = (await server.api.get('/api/notifications', { token: maker.token })).body;
    expect(makers).toEqual([
      expect.objectContaining({
        kind: 'FRIEND_JOINED',
        title: 'Meera Iyer joined Office Friends',
        body: `${imported.match.teamA} vs ${imported.match.teamB}: your private contest has a new team.`,
        url: `/contests/${made.body.id}`,
      }),
    ]);
    expect((await server.api.get('/api/notifications', { token: friend.token })).body).toEqual([]);
  });
});
