import { splitFee, type SquadPlayer } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../../test/factories.ts';
import { DAY, TestClock } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let clock: TestClock;
let admin: TestAccount;
let squad: SquadPlayer[];
let match: { id: number; startTime: string };

beforeAll(async () => {
  clock = new TestClock();
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
  ({ match, players: squad } = await importMatch(server, admin, 100 * DAY));
});
afterAll(() => server?.close());

const join = (user: TestAccount, contestId: number, teamId: number) => server.api.post('/api/join-contest', { contestId, teamId }, { token: user.token });
const balanceOf = async (user: TestAccount) => (await server.api.get('/api/wallet/balance', { token: user.token })).body;
const ledgerOf = async (user: TestAccount) => (await server.api.get('/api/wallet/transactions', { token: user.token })).body;

describe('a new account', () => {
  it('opens with the ₹500 welcome bonus, as a BONUS row of the ledger', async () => {
    const user = await createUser(server);
    expect(await balanceOf(user)).toEqual({ balance: 500, bonus: 500, deposit: 0, winnings: 0 });
    expect(await ledgerOf(user)).toEqual([{ id: expect.any(Number), type: 'BONUS', amount: 500, timestamp: expect.any(String), description: 'Welcome bonus' }]);
  });

  it('opens without a bonus when WELCOME_BONUS is 0', async () => {
    const plain = await startTestServer({ env: { WELCOME_BONUS: '0' } });
    try {
      const user = await createUser(plain);
      expect((await plain.api.get('/api/wallet/balance', { token: user.token })).body.balance).toBe(0);
      expect((await plain.api.get('/api/wallet/transactions', { token: user.token })).body).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('joining a contest', () => {
  it('takes the fee from the bonus, makes the entry, and shows it in joined contests and the profile', async () => {
    const user = await createUser(server);
    const contest = await createContest(server, admin, match.id, { name: 'Small League', entryFee: 25, prizePool: 200, spots: 10 });
    const team = await createTeam(server, user, contest.id, squad);
    const response = await join(user, contest.id, team.id);
    expect(response).toMatchObject({
      status: 201,
      body: { message: 'You have successfully joined the contest!', contestId: contest.id, teamId: team.id, balance: 475, entryId: expect.any(Number) },
    });
    expect(await balanceOf(user)).toEqual({ balance: 475, bonus: 475, deposit: 0, winnings: 0 });
    const [fee] = await ledgerOf(user);
    expect(fee).toMatchObject({ type: 'ENTRY_FEE', amount: -25, description: 'Entry fee: Small League (Sunrisers Hyderabad vs Kolkata Knight Riders)' });

    const joined = await server.api.get('/join/my-contests/details', { token: user.token });
    expect(joined.body).toEqual([
      expect.objectContaining({ contestName: 'Small League', contestId: contest.id, status: 'UPCOMING', matchId: match.id, teamId: team.id, entryFee: 25 }),
    ]);
    expect((await server.api.get(`/api/contests/${contest.id}`)).body.entries).toBe(1);
    expect((await server.api.get('/api/user/profile', { token: user.token })).body).toMatchObject({
      name: user.name,
      email: user.email,
      joinedContests: 1,
      walletBalance: 475,
    });
  });

  it('joins a free contest without touching the wallet', async () => {
    const user = await createUser(server);
    const contest = await createContest(server, admin, match.id, { name: 'Free Contest', entryFee: 0, prizePool: 100 });
    const team = await createTeam(server, user, contest.id, squad);
    expect((await join(user, contest.id, team.id)).status).toBe(201);
    expect((await ledgerOf(user)).map((row: { type: string }) => row.type)).toEqual(['BONUS']);
  });

  it('lets one team enter every contest of its match once', async () => {
    const user = await createUser(server);
    const first = await createContest(server, admin, match.id, { entryFee: 0 });
    const second = await createContest(server, admin, match.id, { entryFee: 0 });
    const team = await createTeam(server, user, first.id, squad);
    expect((await join(user, first.id, team.id)).status).toBe(201);
    expect((await join(user, second.id, team.id)).status).toBe(201);
    expect(await join(user, first.id, team.id)).toMatchObject({ status: 409, body: { message: `Team ${team.id} is already in Small League.` } });
  });

  it("holds a user to the contest's team limit", async () => {
    const user = await createUser(server);
    const contest = await createContest(server, admin, match.id, { name: 'Twin', entryFee: 0, maxTeamsPerUser: 2 });
    for (const variant of [0, 1]) {
      const team = await createTeam(server, user, contest.id, squad, variant);
      expect((await join(user, contest.id, team.id)).status).toBe(201);
    }
    const third = await createTeam(server, user, contest.id, squad, 2);
    expect(await join(user, contest.id, third.id)).toMatchObject({ status: 409, body: { message: 'You have joined Twin with 2 teams; the most is 2.' } });
  });

  it('refuses a fee above the balance, and takes nothing', async () => {
    const user = await createUser(server);
    const contest = await createContest(server, admin, match.id, { name: 'High Roller', entryFee: 500.01, prizePool: 900 });
    const team = await createTeam(server, user, contest.id, squad);
    expect(await join(user, contest.id, team.id)).toMatchObject({
      status: 409,
      body: { message: 'Your balance of ₹500.00 is ₹0.01 short of the entry fee of ₹500.01. Add funds on the Wallet page.' },
    });
    expect((await balanceOf(user)).balance).toBe(500);
    expect((await server.api.get(`/api/contests/${contest.id}`)).body.entries).toBe(0);
  });

  it('refuses a full contest, and takes nothing', async () => {
    const [one, two, three] = [await createUser(server), await createUser(server), await createUser(server)];
    const contest = await createContest(server, admin, match.id, { name: 'Head-to-Head', entryFee: 49, prizePool: 88, spots: 2 });
    for (const user of [one!, two!]) expect((await join(user, contest.id, (await createTeam(server, user, contest.id, squad)).id)).status).toBe(201);
    const late = await createTeam(server, three!, contest.id, squad);
    expect(await join(three!, contest.id, late.id)).toMatchObject({ status: 409, body: { message: 'Head-to-Head is full.' } });
    expect((await balanceOf(three!)).balance).toBe(500);
  });

  it('keeps spots at or above the entries when an admin changes them, and fills to the new number', async () => {
    const contest = await createContest(server, admin, match.id, { name: 'Resized', entryFee: 0, prizePool: 0, spots: 10 });
    const users = [await createUser(server), await createUser(server), await createUser(server), await createUser(server)];
    for (const user of users.slice(0, 3)) expect((await join(user, contest.id, (await createTeam(server, user, contest.id, squad)).id)).status).toBe(201);
    const edit = (spots: number | null) =>
      server.api.put(`/api/contests/${contest.id}`, { name: 'Resized', entryFee: 0, prizePool: 0, matchId: match.id, spots }, { token: admin.token });
    expect(await edit(2)).toMatchObject({ status: 400, body: { message: 'spots: 3 teams have joined already; spots cannot go below 3.' } });
    expect((await edit(3)).body).toMatchObject({ spots: 3, entries: 3 });
    const late = await createTeam(server, users[3]!, contest.id, squad);
    expect(await join(users[3]!, contest.id, late.id)).toMatchObject({ status: 409, body: { message: 'Resized is full.' } });
    expect((await edit(null)).body).toMatchObject({ spots: null, entries: 3 });
    expect((await join(users[3]!, contest.id, late.id)).status).toBe(201);
  });

  it("refuses another user's team, a team of another match, and unknown ids", async () => {
    const [owner, thief] = [await createUser(server), await createUser(server)];
    const contest = await createContest(server, admin, match.id, { entryFee: 0 });
    const team = await createTeam(server, owner, contest.id, squad);
    expect(await join(thief, contest.id, team.id)).toMatchObject({ status: 400, body: { message: `teamId: you have no team ${team.id}.` } });
    const other = await importMatch(server, admin, 11 * DAY);
    const otherContest = await createContest(server, admin, other.match.id, { entryFee: 0 });
    expect(await join(owner, otherContest.id, team.id)).toMatchObject({
      status: 400,
      body: { message: `teamId: team ${team.id} is for another match; make a team for Sunrisers Hyderabad vs Kolkata Knight Riders.` },
    });
    expect(await join(owner, 999999, team.id)).toMatchObject({ status: 400, body: { message: 'contestId: there is no contest 999999.' } });
    expect(await server.api.post('/api/join-contest', {}, { token: owner.token })).toMatchObject({ status: 400, body: { message: 'contestId is required. teamId is required.' } });
    expect((await server.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id })).status).toBe(401);
    expect((await server.api.get('/join/my-contests/details', { token: thief.token })).body).toEqual([]);
  });

  it('refuses entries after the deadline and in a cancelled contest', async () => {
    const user = await createUser(server);
    const late = await importMatch(server, admin, 30 * DAY);
    const open = await createContest(server, admin, late.match.id, { name: 'Late', entryFee: 0 });
    const cancelled = await createContest(server, admin, late.match.id, { name: 'Called Off', entryFee: 0 });
    const team = await createTeam(server, user, open.id, late.players);
    await server.api.post(`/api/contests/${cancelled.id}/cancel`, undefined, { token: admin.token });
    expect(await join(user, cancelled.id, team.id)).toMatchObject({ status: 409, body: { message: 'Called Off was cancelled; it takes no more entries.' } });
    clock.passTo(late.match.startTime);
    expect(await join(user, open.id, team.id)).toMatchObject({ status: 409, body: { message: 'Late has closed: Sunrisers Hyderabad vs Kolkata Knight Riders has started.' } });
  });
});

describe('the parts a fee comes from', () => {
  it.each([
    ['bonus, then deposits', { bonus: 1000, deposit: 5000, winnings: 0 }],
    ['bonus, deposits, then winnings', { bonus: 1000, deposit: 900, winnings: 5000 }],
    ['winnings alone', { bonus: 0, deposit: 0, winnings: 3900 }],
  ])('takes %s, as splitFee says, and refunds them to the same parts', async (_, parts) => {
    const user = await createUser(server);
    // Set each part (every change with its ledger row): the bonus from ₹500 down, then deposits and winnings.
    await server.database.db.transaction(async (tx) => {
      const wallet = server.app.services.wallet;
      const note = { reference: `test:${user.id}`, description: 'Test funds' };
      await wallet.credit(tx, user.id, 'BONUS', { bonus: parts.bonus - 50_000, deposit: 0, winnings: 0 }, note);
      await wallet.credit(tx, user.id, 'DEPOSIT', { bonus: 0, deposit: parts.deposit, winnings: 0 }, note);
      await wallet.credit(tx, user.id, 'WINNING', { bonus: 0, deposit: 0, winnings: parts.winnings }, note);
    });
    const contest = await createContest(server, admin, match.id, { name: 'Split', entryFee: 39, prizePool: 50 });
    expect((await join(user, contest.id, (await createTeam(server, user, contest.id, squad)).id)).status).toBe(201);
    const taken = splitFee(3900, parts)!;
    const rupees = (paise: number) => paise / 100;
    expect(await balanceOf(user)).toEqual({
      balance: rupees(parts.bonus + parts.deposit + parts.winnings - 3900),
      bonus: rupees(parts.bonus - taken.bonus),
      deposit: rupees(parts.deposit - taken.deposit),
      winnings: rupees(parts.winnings - taken.winnings),
    });
    await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    expect(await balanceOf(user)).toEqual({ balance: rupees(parts.bonus + parts.deposit + parts.winnings), bonus: rupees(parts.bonus), deposit: rupees(parts.deposit), winnings: rupees(parts.winnings) });
  });
});

describe('cancelling refunds', () => {
  it('gives every entry its fee back to the parts it came from, once, and keeps the contest in joined contests', async () => {
    const users = [await createUser(server), await createUser(server)];
    const contest = await createContest(server, admin, match.id, { name: 'Refunded', entryFee: 120, prizePool: 200 });
    for (const user of users) await join(user, contest.id, (await createTeam(server, user, contest.id, squad)).id);
    expect((await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    for (const user of users) {
      expect(await balanceOf(user)).toEqual({ balance: 500, bonus: 500, deposit: 0, winnings: 0 });
      const [refund] = await ledgerOf(user);
      expect(refund).toMatchObject({ type: 'REFUND', amount: 120, description: 'Refund: Refunded was cancelled' });
      expect((await server.api.get('/join/my-contests/details', { token: user.token })).body[0]).toMatchObject({ contestId: contest.id, status: 'CANCELLED' });
    }
    // A second cancel is refused, so nothing is refunded twice.
    expect((await server.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token })).status).toBe(409);
    expect((await ledgerOf(users[0]!)).filter((row: { type: string }) => row.type === 'REFUND')).toHaveLength(1);
  });

  it('refunds the entries of an abandoned match', async () => {
    const user = await createUser(server);
    const rained = await importMatch(server, admin, 40 * DAY);
    const contest = await createContest(server, admin, rained.match.id, { entryFee: 10, prizePool: 15 });
    await join(user, contest.id, (await createTeam(server, user, contest.id, rained.players)).id);
    expect((await balanceOf(user)).balance).toBe(490);
    await server.api.post(`/api/matches/${rained.match.id}/abandon`, undefined, { token: admin.token });
    expect((await balanceOf(user)).balance).toBe(500);
  });
});

describe('the ledger', () => {
  it('pages newest first with ?limit= and ?before=', async () => {
    const user = await createUser(server);
    for (const fee of [1, 2, 3]) {
      const contest = await createContest(server, admin, match.id, { entryFee: fee, prizePool: 1 });
      await join(user, contest.id, (await createTeam(server, user, contest.id, squad, fee)).id);
    }
    const first = await server.api.get('/api/wallet/transactions?limit=2', { token: user.token });
    expect(first.body.map((row: { amount: number }) => row.amount)).toEqual([-3, -2]);
    expect(first.headers.get('link')).toBe(`</api/wallet/transactions?limit=2&before=${first.body[1].id}>; rel="next"`);
    const next = await server.api.get(`/api/wallet/transactions?limit=2&before=${first.body[1].id}`, { token: user.token });
    expect(next.body.map((row: { amount: number }) => row.amount)).toEqual([-1, 500]);
    // Exactly full, and the last: no link to an empty page.
    expect(next.headers.get('link')).toBeNull();
    expect((await server.api.get('/api/wallet/transactions?limit=0', { token: user.token })).status).toBe(400);
    for (const list of ['/api/wallet/transactions', '/api/wallet/deposits', '/api/wallet/withdrawals']) {
      expect(await server.api.get(`${list}?before=2147483648`, { token: user.token })).toMatchObject({ status: 400, body: { message: 'before is not a position in this list: follow the Link header of the page before.' } });
    }
    expect((await server.api.get('/api/wallet/balance')).status).toBe(401);
    expect((await server.api.get('/api/user/profile')).status).toBe(401);
  });
});
