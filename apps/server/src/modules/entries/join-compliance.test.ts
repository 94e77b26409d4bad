// Who may join, over HTTP: each refusal is a 403 naming the condition and where to fix it,
// and takes nothing. The function's edges (birthdays, pauses, the rules passed in) are held to
// packages/game in join-contest.test.ts.
import type { SquadPlayer } from '@crease/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, registerUser, verifyEmail, type TestAccount } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger-check.ts';
import { addFunds, addKyc, payPrize } from '../../../test/money.ts';
import { DAY } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let admin: TestAccount;
let squad: SquadPlayer[];
let match: { id: number };
let paid: { id: number };
let free: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
  ({ match, players: squad } = await importMatch(server, admin, 20 * DAY));
  paid = await createContest(server, admin, match.id, { name: 'Small League', entryFee: 25, prizePool: 200, spots: null });
  free = await createContest(server, admin, match.id, { name: 'Free League', entryFee: 0, prizePool: 0, spots: null });
});
afterAll(() => server?.close());

const join = (server: TestServer, user: TestAccount, contestId: number, teamId: number) =>
  server.api.post('/api/join-contest', { contestId, teamId }, { token: user.token });

describe('joining a paid contest', () => {
  it('walks a new player through each condition, then lets them in', async () => {
    const user = await registerUser(server);
    const team = await createTeam(server, user, paid.id, squad);
    const attempt = async () => (await join(server, user, paid.id, team.id)).body.message;

    expect(await attempt()).toBe('Verify your e-mail address to play paid contests: open the link we sent you, or send a new one from the Profile page.');
    await verifyEmail(server, user);
    expect(await attempt()).toBe('Add your date of birth on the Profile page to play paid contests: paid play is for players 18 or older.');
    await server.api.put('/api/user/profile', { dateOfBirth: '2011-03-10' }, { token: user.token });
    const underAge = /^Paid contests and adding funds are for players 18 or older, and the date of birth on your Profile page makes you 1[45]\. Free contests are open to you\.$/;
    expect(await attempt()).toMatch(underAge);
    // Refused for their age, a player cannot make themselves older: only support corrects a date of birth.
    const older = await server.api.put('/api/user/profile', { dateOfBirth: '2001-03-10' }, { token: user.token });
    expect(older).toMatchObject({ status: 409, body: { message: 'Your date of birth is set to 2011-03-10 and can be corrected only by Crease support: write to support@crease.in with a document that shows it.' } });
    expect(await attempt()).toMatch(underAge);
    const corrected = await server.api.put(`/api/admin/users/${user.id}/date-of-birth`, { dateOfBirth: '2001-03-10', reason: 'PAN card shows 10 Mar 2001' }, { token: admin.token });
    expect(corrected).toMatchObject({ status: 200, body: { id: user.id, dateOfBirth: '2001-03-10' } });
    expect(await attempt()).toBe('Add your state of residence on the Profile page to play paid contests: paid play is not offered in every state.');
    await server.api.put('/api/user/profile', { state: 'Odisha' }, { token: user.token });
    const restricted = await join(server, user, paid.id, team.id);
    expect(restricted).toMatchObject({
      status: 403,
      body: { message: 'Paid contests and adding funds are not offered to residents of Odisha. Free contests are open to you; if you have moved, change your state on the Profile page.' },
    });
    expect((await server.api.get('/api/wallet/balance', { token: user.token })).body.balance).toBe(500);
    expect((await server.api.get(`/api/contests/${paid.id}`)).body.entries).toBe(0);

    await server.api.put('/api/user/profile', { state: 'West Bengal' }, { token: user.token });
    expect((await join(server, user, paid.id, team.id)).status).toBe(201);
    await expectLedgerBalanced(server.database);
  });

  it('lets anyone signed in into a free contest', async () => {
    const user = await registerUser(server);
    await server.api.put('/api/user/profile', { dateOfBirth: '2012-01-01', state: 'Telangana' }, { token: user.token });
    const team = await createTeam(server, user, free.id, squad);
    expect((await join(server, user, free.id, team.id)).status).toBe(201);
  });
});

describe('a paused account', () => {
  it('joins nothing, free or paid, adds no funds, and still withdraws', async () => {
    const user = await createUser(server);
    await addKyc(server, user);
    await addFunds(server, user, 100);
    await payPrize(server, user, 200);
    await server.api.put('/api/user/profile', { selfExcludeDays: 14 }, { token: user.token });
    const team = await createTeam(server, user, free.id, squad);
    for (const contest of [free, paid]) {
      const refused = await join(server, user, contest.id, team.id);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^Your account is paused until .+ IST, as you asked\. Until then you can sign in, see your account and withdraw winnings, but not join contests\.$/);
    }
    expect((await server.api.post('/api/wallet/deposits', { amount: 100 }, { token: user.token })).status).toBe(403);
    expect((await server.api.post('/api/wallet/withdrawals', { amount: 200 }, { token: user.token })).status).toBe(201);
    expect((await server.api.get('/api/wallet/transactions', { token: user.token })).status).toBe(200);
    await expectLedgerBalanced(server.database);
  });
});

describe('with paid play off', () => {
  it('closes paid contests to new entries and new fees; free contests and withdrawals stay open', async () => {
    const off = await startTestServer({ env: { PAID_PLAY: 'off' }, database: server.database });
    try {
      const signIn = async (user: TestAccount) => ({ ...user, token: (await off.api.post('/api/auth/login', { email: user.email, password: user.password })).body.token });
      const offAdmin = await signIn(admin);
      const user = await createUser(server);
      await addKyc(server, user);
      await payPrize(server, user, 150);
      const player = await signIn(user);
      const team = await createTeam(off, player, free.id, squad);

      expect(await join(off, player, paid.id, team.id)).toMatchObject({
        status: 403,
        body: { message: 'Paid contests are off on Crease: only free contests can be joined. Winnings can still be withdrawn.' },
      });
      expect((await join(off, player, free.id, team.id)).status).toBe(201);
      expect((await off.api.post('/api/wallet/withdrawals', { amount: 150 }, { token: player.token })).status).toBe(201);

      const body = { name: 'New Paid', entryFee: 10, prizePool: 50, matchId: match.id };
      expect(await off.api.post('/api/contests', body, { token: offAdmin.token })).toMatchObject({
        status: 403,
        body: { message: 'Paid contests are off on Crease (PAID_PLAY=off): set the entry fee to ₹0 to make a free contest.' },
      });
      expect((await off.api.post('/api/contests', { ...body, entryFee: 0, prizePool: 0 }, { token: offAdmin.token })).status).toBe(201);
      // A contest keeps the fee it has when an admin edits it; it cannot be given a new one.
      const edit = (fee: number) => off.api.put(`/api/contests/${paid.id}`, { name: 'Small League', entryFee: fee, prizePool: 200, matchId: match.id }, { token: offAdmin.token });
      expect((await edit(25)).status).toBe(200);
      expect((await edit(30)).status).toBe(403);
      await expectLedgerBalanced(server.database);
    } finally {
      await off.close();
    }
  });
});
