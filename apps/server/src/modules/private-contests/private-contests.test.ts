import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, suggestTeam, type ContestView, type JoinedContestView, type SquadPlayer } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, registerUser, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { connectFrame, connectStomp, openRawStomp } from '../../../test/stomp-client.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let clock: TestClock;
let admin: TestAccount;

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock }, env: { PRIVATE_CONTESTS_OPEN_MAX: '3' } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

/** A match two days out with a public contest its teams are made from. */
async function newMatch() {
  const imported = await importMatch(server, admin);
  const publicContest = await createContest(server, admin, imported.match.id, { name: 'Open League', entryFee: 0, prizePool: 0 });
  return { matchId: imported.match.id, startTime: imported.match.startTime, squad: imported.players as SquadPlayer[], publicContest };
}

type Match = Awaited<ReturnType<typeof newMatch>>;

async function makePrivate(user: TestAccount, match: Match, overrides: Record<string, unknown> = {}, variant = 0) {
  const team = await createTeam(server, user, match.publicContest.id, match.squad, variant);
  return server.api.post(
    '/api/contests/private',
    { matchId: match.matchId, name: 'Office Friends', spots: 4, entryFee: 100, prizeTemplate: 'TOP_3', teamId: team.id, ...overrides },
    { token: user.token },
  );
}

async function joinWith(user: TestAccount, match: Match, contestId: number, inviteCode: string | undefined, variant = 1) {
  const team = await createTeam(server, user, match.publicContest.id, match.squad, variant);
  return server.api.post('/api/join-contest', { contestId, teamId: team.id, ...(inviteCode === undefined ? {} : { inviteCode }) }, { token: user.token });
}

/** A private contest as its entrants read it: with its code. */
type PrivateView = ContestView & { inviteCode: string };

const balanceOf = async (user: TestAccount): Promise<number> => (await server.api.get('/api/wallet/balance', { token: user.token })).body.balance;

describe('making a private contest', () => {
  let match: Match;
  let maker: TestAccount;
  let made: PrivateView;

  beforeAll(async () => {
    match = await newMatch();
    maker = await createUser(server, { name: 'Kiran Rao' });
    const response = await makePrivate(maker, match);
    expect(response.status).toBe(201);
    made = response.body;
  });

  it('answers the contest with its code and prizes from the template, the maker entered and charged', async () => {
    expect(made).toMatchObject({
      name: 'Office Friends',
      private: true,
      prizeTemplate: 'TOP_3',
      creatorId: maker.id,
      creatorName: 'Kiran Rao',
      entryFee: 100,
      spots: 4,
      entries: 1,
      maxTeamsPerUser: 1,
      status: 'UPCOMING',
      // 4 x ₹100 less the platform's 10%: ₹360, split 50/30/20.
      prizePool: 360,
      prizes: [
        { fromRank: 1, toRank: 1, amount: 180 },
        { fromRank: 2, toRank: 2, amount: 108 },
        { fromRank: 3, toRank: 3, amount: 72 },
      ],
    });
    expect(made.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(await balanceOf(maker)).toBe(400);
    const mine: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token: maker.token })).body;
    expect(mine.map((row) => row.contestId)).toContain(made.id);
    await expectLedgerBalanced(server.database);
  });

  it('is in no public list, and hidden from anyone without its code or an entry', async () => {
    const lists = [await server.api.get('/api/contests'), await server.api.get(`/api/contests?matchId=${match.matchId}`), await server.api.get('/api/contests?status=UPCOMING')];
    for (const list of lists) expect(list.body.map((contest: ContestView) => contest.id)).not.toContain(made.id);
    const stranger = await createUser(server);
    const unknown = await server.api.get('/api/contests/99999999', { token: stranger.token });
    const hidden = await server.api.get(`/api/contests/${made.id}`, { token: stranger.token });
    expect(hidden).toMatchObject({ status: 404, body: { message: `Contest ${made.id} was not found.` } });
    expect(hidden.body).toEqual({ message: unknown.body.message.replace('99999999', String(made.id)) });
    expect((await server.api.get(`/api/contests/${made.id}`)).status).toBe(404);
    // Its code opens it to someone signed in, not to anyone.
    expect((await server.api.get(`/api/contests/${made.id}?inviteCode=${made.inviteCode}`)).status).toBe(404);
    expect(await server.api.get(`/api/contests/${made.id}?inviteCode=${made.inviteCode.toLowerCase()}`, { token: stranger.token })).toMatchObject({ status: 200, body: { id: made.id } });
    expect(await server.api.get(`/api/contests/${made.id}`, { token: maker.token })).toMatchObject({ status: 200, body: { inviteCode: made.inviteCode } });
    expect((await server.api.get(`/api/contests/${made.id}/leaderboard`, { token: stranger.token })).status).toBe(404);
    expect((await server.api.get(`/api/contests/${made.id}`, { token: admin.token })).status).toBe(200);

    // Its players say no more: a stranger, signed in or not, finds no contest there; its code or an entry opens them.
    const squadOf = (query: string, token?: string) => server.api.get(`/api/players/contest/${made.id}${query}`, { token });
    expect(await squadOf('')).toMatchObject({ status: 404, body: { message: `Contest ${made.id} was not found.` } });
    expect((await squadOf('', stranger.token)).status).toBe(404);
    expect((await squadOf(`?inviteCode=${made.inviteCode}`, stranger.token)).status).toBe(200);
    expect((await squadOf('', maker.token)).body.length).toBeGreaterThan(21);
  });

  it('opens for a friend with its code, in any case and with spaces, and is joined only with it', async () => {
    const friend = await createUser(server, { name: 'Meena Iyer' });
    const spaced = `${made.inviteCode.slice(0, 4).toLowerCase()} ${made.inviteCode.slice(4)}`;
    expect(await server.api.get(`/api/contests/invite/${encodeURIComponent(spaced)}`, { token: friend.token })).toMatchObject({ status: 200, body: { id: made.id, private: true } });

    // Without the code, or with another, exactly as for a contest that does not exist.
    const unknown = await joinWith(friend, match, 99999999, undefined);
    const noCode = await joinWith(friend, match, made.id, undefined);
    const wrongCode = await joinWith(friend, match, made.id, 'ABCDEFGH');
    for (const refused of [noCode, wrongCode]) {
      expect(refused.status).toBe(unknown.status);
      expect(refused.body.message).toBe(unknown.body.message.replace('99999999', String(made.id)));
    }
    const joined = await joinWith(friend, match, made.id, spaced);
    expect(joined.status).toBe(201);
    expect(await balanceOf(friend)).toBe(400);

    // Both see each other on its table.
    for (const reader of [maker, friend]) {
      const table = await server.api.get(`/api/contests/${made.id}/leaderboard`, { token: reader.token });
      expect(table.body.map((row: { username: string }) => row.username).sort()).toEqual(['Kiran Rao', 'Meena Iyer']);
    }
    await expectLedgerBalanced(server.database);
  });

  it('refuses a team beyond the first and a full contest, as any contest', async () => {
    const late = await createUser(server);
    const second = await joinWith(late, match, made.id, made.inviteCode);
    expect(second.status).toBe(201);
    expect((await joinWith(late, match, made.id, made.inviteCode, 2)).body.message).toBe('You have joined Office Friends with 1 team; the most is 1.');
    expect((await joinWith(await createUser(server), match, made.id, made.inviteCode)).status).toBe(201);
    const full = await joinWith(await createUser(server), match, made.id, made.inviteCode);
    expect(full).toMatchObject({ status: 409, body: { message: 'Office Friends is full.' } });
  });
});

describe('what a private contest may be', () => {
  let match: Match;
  let maker: TestAccount;

  beforeAll(async () => {
    match = await newMatch();
    maker = await createUser(server);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['one spot', { spots: 1 }, 400, 'spots must be at least 2.'],
    ['more spots than allowed', { spots: 101 }, 400, 'spots can be at most 100 in a private contest.'],
    ['an unknown template', { prizeTemplate: 'EVERYONE_WINS' }, 400, 'prizeTemplate must be one of WINNER_TAKES_ALL, TOP_3, TOP_HALF.'],
    ['a negative fee', { entryFee: -5 }, 400, 'Entry fee cannot be negative.'],
    ['no name', { name: ' ' }, 400, 'Contest name is required.'],
    ['an unknown match', { matchId: 99999999 }, 400, 'matchId: there is no match 99999999.'],
    ['a team of another player', { teamId: 1 }, 400, 'teamId: you have no team 1.'],
  ])('refuses %s with a 400 naming the field, and makes nothing', async (_what, overrides, status, message) => {
    const before = await balanceOf(maker);
    const response = await makePrivate(maker, match, overrides);
    expect(response).toMatchObject({ status, body: { message } });
    expect(await balanceOf(maker)).toBe(before);
    const mine: JoinedContestView[] = (await server.api.get('/join/my-contests/details', { token: maker.token })).body;
    expect(mine).toEqual([]);
  });

  it('makes nothing when the maker cannot pay or may not play for money', async () => {
    const broke = await createUser(server);
    expect(await makePrivate(broke, match, { entryFee: 600 })).toMatchObject({
      status: 409,
      body: { message: 'Your balance of ₹500.00 is ₹100.00 short of the entry fee of ₹600.00. Add funds on the Wallet page.' },
    });
    const unverified = await registerUser(server);
    const refused = await makePrivate(unverified, match, { entryFee: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/e-mail/i);
    // A free one is open to anyone signed in, and pays nothing.
    const free = await makePrivate(unverified, match, { entryFee: 0 });
    expect(free).toMatchObject({ status: 201, body: { entryFee: 0, prizePool: 0, prizes: [] } });
    expect((await server.api.get('/join/my-contests/details', { token: broke.token })).body).toEqual([]);
    await expectLedgerBalanced(server.database);
  });

  it('is for a match that has not started, signed in', async () => {
    expect((await server.api.post('/api/contests/private', {})).status).toBe(401);
    const started = await newMatch();
    const team = await createTeam(server, maker, started.publicContest.id, started.squad);
    clock.passTo(started.startTime);
    try {
      const response = await server.api.post(
        '/api/contests/private',
        { matchId: started.matchId, name: 'Too Late', spots: 2, entryFee: 0, prizeTemplate: 'WINNER_TAKES_ALL', teamId: team.id },
        { token: maker.token },
      );
      expect(response).toMatchObject({ status: 400, body: { message: `matchId: match ${started.matchId} has already started; contests can be added only before the start.` } });
    } finally {
      clock.advance(-clock.now().getTime() + Date.now());
    }
  });

  it('lets one player have at most the configured number open, even asked for at once', async () => {
    const busy = await createUser(server);
    const teams = await Promise.all([0, 1, 2, 3, 4].map((variant) => createTeam(server, busy, match.publicContest.id, match.squad, variant)));
    const answers = await Promise.all(
      teams.map((team, index) =>
        server.api.post('/api/contests/private', { matchId: match.matchId, name: `Group ${index}`, spots: 2, entryFee: 0, prizeTemplate: 'WINNER_TAKES_ALL', teamId: team.id }, { token: busy.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'You have 3 private contests open, the most at once; a new one can be made when a match of theirs starts, or after you cancel one.',
    );
  });
});

describe('codes that cannot be found by trying', () => {
  it('answers a wrong code like an unknown one, then refuses every code for a while after ten', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const made: PrivateView = (await makePrivate(maker, match, { entryFee: 0 })).body;
    const guesser = await createUser(server);
    for (let guess = 0; guess < 9; guess += 1) {
      const answer = await server.api.get(`/api/contests/invite/WRONG${String(guess).padStart(3, '2')}`, { token: guesser.token });
      expect(answer).toMatchObject({ status: 404, body: { message: 'No private contest has that code. Check it with the friend who sent it.' } });
    }
    // A guess with the contest's id counts as well.
    expect((await server.api.get(`/api/contests/${made.id}?inviteCode=WRONG999`, { token: guesser.token })).status).toBe(404);
    const blocked = await server.api.get(`/api/contests/invite/${made.inviteCode}`, { token: guesser.token });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong invite codes\. Wait 15 minutes/);
    // Joining with a code, or reading the contest by its id with one, is refused the same way.
    expect((await joinWith(guesser, match, made.id, made.inviteCode)).status).toBe(429);
    expect((await server.api.get(`/api/contests/${made.id}?inviteCode=${made.inviteCode}`, { token: guesser.token })).status).toBe(429);
    // Someone else is not held back.
    expect((await server.api.get(`/api/contests/invite/${made.inviteCode}`, { token: maker.token })).status).toBe(200);
  });
});

describe('the maker cancels', () => {
  it('while nobody else has joined, before the start: cancelled, and the fee back', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const made: PrivateView = (await makePrivate(maker, match)).body;
    const stranger = await createUser(server);
    expect((await server.api.post(`/api/contests/private/${made.id}/cancel`, undefined, { token: stranger.token })).status).toBe(404);
    const cancelled = await server.api.post(`/api/contests/private/${made.id}/cancel`, undefined, { token: maker.token });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    expect(await balanceOf(maker)).toBe(500);
    expect((await server.api.post(`/api/contests/private/${made.id}/cancel`, undefined, { token: maker.token })).body.message).toBe('Office Friends is already cancelled.');
    expect((await joinWith(await createUser(server), match, made.id, made.inviteCode)).body.message).toBe('Office Friends was cancelled; it takes no more entries.');
    await expectLedgerBalanced(server.database);
  });

  it('not once a friend has joined', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const made: PrivateView = (await makePrivate(maker, match)).body;
    await joinWith(await createUser(server), match, made.id, made.inviteCode);
    expect(await server.api.post(`/api/contests/private/${made.id}/cancel`, undefined, { token: maker.token })).toMatchObject({
      status: 409,
      body: { message: '1 friend has joined Office Friends; it can be cancelled only while nobody else has.' },
    });
  });
});

describe('at the deadline', () => {
  it('runs with 2 or more entries, paying from the fees it took; with fewer it is cancelled and refunded', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const friend = await createUser(server);
    const pair: PrivateView = (await makePrivate(maker, match, { name: 'Two Of Us', spots: 10, prizeTemplate: 'TOP_3' }, 0)).body;
    await joinWith(friend, match, pair.id, pair.inviteCode);
    const alone: PrivateView = (await makePrivate(maker, match, { name: 'Just Me', spots: 10, prizeTemplate: 'WINNER_TAKES_ALL' }, 2)).body;
    expect(await balanceOf(maker)).toBe(300);

    clock.passTo(match.startTime);
    try {
      const running = (await server.api.get(`/api/contests/${pair.id}`, { token: maker.token })).body as ContestView;
      // 2 x ₹100 less 10%: ₹180, Top 3 with two teams in its proportions (62.5% and 37.5%).
      expect(running).toMatchObject({ status: 'LIVE', entries: 2, prizePool: 180, prizes: [{ fromRank: 1, toRank: 1, amount: 112.5 }, { fromRank: 2, toRank: 2, amount: 67.5 }] });
      expect((await server.api.get(`/api/contests/${alone.id}`, { token: maker.token })).body.status).toBe('CANCELLED');
      // The clock's tick stores what the readers already see: the lone one is cancelled with its refund.
      await server.app.services.matches.advanceClock();
      expect(await balanceOf(maker)).toBe(400);

      // Completed: the two are ranked and paid by the template, as the table stood.
      await server.api.post(`/api/matches/${match.matchId}/complete`, undefined, { token: admin.token });
      await server.app.services.results.idle();
      const paid = (await server.api.get(`/api/contests/${pair.id}`, { token: friend.token })).body as ContestView;
      expect(paid).toMatchObject({ status: 'COMPLETED', resultDistributed: true });
      // No points were scored: the two tie for first and share 112.50 + 67.50.
      expect((await balanceOf(maker)) + (await balanceOf(friend))).toBe(400 + 400 + 180);
      await expectLedgerBalanced(server.database);
    } finally {
      clock.advance(-clock.now().getTime() + Date.now());
    }
  });
});

describe('the live table of a private contest', () => {
  it('is pushed to its entrants and refused to anyone else', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const made: PrivateView = (await makePrivate(maker, match, { entryFee: 0 })).body;
    const topic = `/topic/contests/${made.id}/leaderboard`;
    const mine = await connectStomp(server.url, maker.token);
    await mine.subscribe(topic);
    expect(((await mine.waitFor(topic, 1))[0] as unknown[]).length).toBe(1);
    await mine.close();
    const stranger = await createUser(server);
    const theirs = await connectStomp(server.url, stranger.token);
    const refused = new Promise<string>((resolve) => {
      theirs.client.onStompError = (frame) => resolve(`${frame.headers.message}: ${frame.body}`);
    });
    await theirs.subscribe(topic);
    expect(await refused).toBe(`Topic unavailable: Contest ${made.id} was not found.`);
    expect(theirs.messages.get(topic)).toBeUndefined();
    await theirs.close().catch(() => undefined);
  });
});

describe('a private contest to those who may not see it', () => {
  it('is answered on every route that names a contest exactly as an id no contest has', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const made: PrivateView = (await makePrivate(maker, match, { entryFee: 0 })).body;
    const [makersEntry] = (await server.api.get(`/api/contests/${made.id}/leaderboard`, { token: maker.token })).body as { entryId: number }[];
    const stranger = await createUser(server);
    const strangersTeam = await createTeam(server, stranger, match.publicContest.id, match.squad, 2);
    const pick = suggestTeam(match.squad, 3)!;
    const unknownId = made.id + 100_000;
    const routes: [string, (contestId: number) => Promise<ApiResponse>][] = [
      ['make a team', (contestId) => server.api.post('/api/user-teams', { contestId, ...pick }, { token: stranger.token })],
      ['change a team', (contestId) => server.api.put(`/api/user-teams/${strangersTeam.id}`, { contestId, ...pick }, { token: stranger.token })],
      ['join', (contestId) => server.api.post('/api/join-contest', { contestId, teamId: strangersTeam.id }, { token: stranger.token })],
      ['the contest', (contestId) => server.api.get(`/api/contests/${contestId}`, { token: stranger.token })],
      ['the contest, signed out', (contestId) => server.api.get(`/api/contests/${contestId}`)],
      ['its players', (contestId) => server.api.get(`/api/players/contest/${contestId}`, { token: stranger.token })],
      ['its leaderboard', (contestId) => server.api.get(`/api/contests/${contestId}/leaderboard`, { token: stranger.token })],
      ["an entry's team", (contestId) => server.api.get(`/api/contests/${contestId}/entries/${makersEntry!.entryId}/team`, { token: stranger.token })],
    ];
    const seen = (answer: ApiResponse, id: number) => ({ status: answer.status, message: String(answer.body?.message).replaceAll(String(id), '{id}') });
    for (const [what, send] of routes) {
      const hidden = seen(await send(made.id), made.id);
      const nothing = seen(await send(unknownId), unknownId);
      expect({ what, ...hidden }).toEqual({ what, ...nothing });
      expect(hidden.status, what).toBeGreaterThanOrEqual(400);
    }
    // Its topic too.
    const topicError = async (contestId: number) => {
      const raw = await openRawStomp(server.url);
      raw.send(connectFrame(stranger.token), { command: 'SUBSCRIBE', headers: { id: 's', destination: `/topic/contests/${contestId}/leaderboard` }, body: '' });
      await raw.closed;
      const error = raw.frames.find((frame) => frame.command === 'ERROR')!;
      return `${error.headers.message}: ${error.body}`.replaceAll(String(contestId), '{id}');
    };
    expect(await topicError(made.id)).toBe(await topicError(unknownId));
  });

  it('is named by its entrants, admins and whoever sends its code', async () => {
    const match = await newMatch();
    const maker = await createUser(server);
    const made: PrivateView = (await makePrivate(maker, match, { entryFee: 0 })).body;
    const pick = suggestTeam(match.squad, 4)!;
    const friend = await createUser(server);
    expect((await server.api.post('/api/user-teams', { contestId: made.id, ...pick }, { token: maker.token })).status).toBe(201);
    expect((await server.api.post('/api/user-teams', { contestId: made.id, ...pick, inviteCode: made.inviteCode.toLowerCase() }, { token: friend.token })).status).toBe(201);
    expect((await server.api.post('/api/user-teams', { contestId: made.id, ...pick, inviteCode: 'WRONG234' }, { token: friend.token })).status).toBe(400);
    expect((await server.api.post('/api/user-teams', { contestId: made.id, ...pick }, { token: admin.token })).status).toBe(201);
  });
});
