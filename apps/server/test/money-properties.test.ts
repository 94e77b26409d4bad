// The books balance whatever players and admins do, in whatever order: random sequences of
// deposits (captured, declined, delivered twice, expired), joins, cancellations, settlements of
// played matches (real deliveries, completion, prizes paid by the results job) and withdrawals
// (requested, paid, rejected), each checked against a model of every wallet's three parts, and
// after each sequence the ledger check (expectLedgerBalanced).
import fc from 'fast-check';
import { feedDeliveries, splitFee, splitPrizes, type CricsheetInnings, type LeaderboardRowView, type SquadPlayer, type WalletPart } from '@crease/game';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from './factories.ts';
import { expectLedgerBalanced } from './ledger-check.ts';
import { readCricsheetFile } from '../src/seed/demo-catalogue.ts';
import { addKyc, decideCheckout, sendWebhook, startDeposit } from './money.ts';
import { DAY, TestClock } from './test-clock.ts';
import { startTestServer, type TestServer } from './test-server.ts';

type Parts = Record<WalletPart, number>;
const PLAYERS = 2;
const FEES = [0, 5, 49.5, 200, 750];

/** Every contest pays ₹600 to rank 1 and ₹400 to rank 2: ties share them. */
const PRIZES = [
  { fromRank: 1, toRank: 1, amount: 600 },
  { fromRank: 2, toRank: 2, amount: 400 },
];
/** The match every round plays (the file importMatch imports), as the admin feed sends it. */
const FEED = feedDeliveries((readCricsheetFile('1426312.json') as { innings: CricsheetInnings[] }).innings);

let server: TestServer;
let admin: TestAccount;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ deps: { clock } });
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

interface Player {
  account: TestAccount;
  /** Their team for the match now open for entries. */
  teamId: number;
  parts: Parts;
  open: { id: number; amountPaise: number; checkoutUrl: string }[];
  entries: { entryId: number; contest: number; parts: Parts }[];
  requested: { id: number; amountPaise: number }[];
}
interface Model {
  players: Player[];
  /** The match open for entries, and its contests (indices into `contests`, one per fee). */
  round: { matchId: number; contests: number[] };
  /** Every contest so far: those of settled rounds are `completed`. */
  contests: { id: number; feePaise: number; cancelled: boolean; completed: boolean }[];
}
type Real = TestServer;
type MoneyCommand = fc.AsyncCommand<Model, Real, false>;

const paise = (rupees: number) => Math.round(rupees * 100);
const add = (a: Parts, b: Parts, sign = 1): Parts => ({ bonus: a.bonus + sign * b.bonus, deposit: a.deposit + sign * b.deposit, winnings: a.winnings + sign * b.winnings });
const total = (parts: Parts) => parts.bonus + parts.deposit + parts.winnings;

class StartDeposit implements MoneyCommand {
  constructor(readonly player: number, readonly rupees: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const player = model.players[this.player]!;
    const started = await startDeposit(real, player.account, this.rupees);
    expect(started.status).toBe(201);
    player.open.push({ id: started.body.id, amountPaise: paise(this.rupees), checkoutUrl: started.body.checkoutUrl });
  }
  toString = () => `deposit(p${this.player}, ₹${this.rupees})`;
}

/** The payer's side of the oldest open payment: approved, declined, approved and its webhook delivered again, or left to expire. */
class FinishDeposit implements MoneyCommand {
  constructor(readonly player: number, readonly outcome: 'approve' | 'decline' | 'duplicate' | 'expire') {}
  check = (model: Readonly<Model>) => model.players[this.player]!.open.length > 0;
  async run(model: Model, real: Real) {
    const player = model.players[this.player]!;
    const payment = player.open.shift()!;
    const capture = { event: 'payment.captured', paymentId: payment.id, amount: payment.amountPaise / 100 };
    if (this.outcome === 'expire') {
      // Half an hour passes for everyone: every payment still open expires, never to be credited.
      clock.advance(30 * 60_000);
      const expired = [payment, ...model.players.flatMap((each) => each.open.splice(0))];
      for (const each of expired) {
        expect((await decideCheckout(real, each.checkoutUrl, 'approve')).status).toBe(409);
        expect((await sendWebhook(real, { event: 'payment.captured', paymentId: each.id, amount: each.amountPaise / 100 })).status).toBe(409);
      }
      return;
    }
    const decided = await decideCheckout(real, payment.checkoutUrl, this.outcome === 'decline' ? 'decline' : 'approve');
    expect(decided.status).toBe(200);
    if (this.outcome === 'decline') {
      expect((await sendWebhook(real, capture)).status).toBe(409);
      return;
    }
    if (this.outcome === 'duplicate') {
      const again = await Promise.all([sendWebhook(real, capture), sendWebhook(real, capture)]);
      expect(again.map((answer) => answer.status)).toEqual([200, 200]);
    }
    player.parts = add(player.parts, { bonus: 0, deposit: payment.amountPaise, winnings: 0 });
  }
  toString = () => `${this.outcome}(p${this.player})`;
}

/** A join to one of the open round's contests (by fee). */
class Join implements MoneyCommand {
  constructor(readonly player: number, readonly fee: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const player = model.players[this.player]!;
    const index = model.round.contests[this.fee]!;
    const contest = model.contests[index]!;
    if (player.entries.some((entry) => entry.contest === index)) return;
    const answer = await real.api.post('/api/join-contest', { contestId: contest.id, teamId: player.teamId }, { token: player.account.token });
    const split = splitFee(contest.feePaise, player.parts);
    if (contest.cancelled) {
      expect(answer.status).toBe(409);
    } else if (!split) {
      expect({ status: answer.status, message: answer.body.message }).toMatchObject({ status: 409, message: expect.stringContaining('short of the entry fee') });
    } else {
      expect(answer.status).toBe(201);
      player.parts = add(player.parts, split, -1);
      player.entries.push({ entryId: answer.body.entryId, contest: index, parts: split });
    }
  }
  toString = () => `join(p${this.player}, fee ${FEES[this.fee]})`;
}

/** An admin cancels one of the open round's contests (by fee), or tries to cancel a settled one. */
class Cancel implements MoneyCommand {
  constructor(readonly contest: number) {}
  check = (model: Readonly<Model>) => this.contest < model.contests.length && !model.contests[this.contest]!.cancelled;
  async run(model: Model, real: Real) {
    const contest = model.contests[this.contest]!;
    const answer = await real.api.post(`/api/contests/${contest.id}/cancel`, undefined, { token: admin.token });
    if (contest.completed) {
      // Its results stand: nothing is refunded.
      expect(answer.status).toBe(409);
      return;
    }
    expect(answer.status).toBe(200);
    contest.cancelled = true;
    for (const player of model.players) {
      for (const entry of player.entries.filter((each) => each.contest === this.contest)) player.parts = add(player.parts, entry.parts);
    }
  }
  toString = () => `cancel(c${this.contest})`;
}

/**
 * The open round's match is played: started, the first `balls` deliveries of the file posted
 * through the admin feed, completed; the results job ranks and pays every contest not cancelled.
 * Each contest's prizes are held to splitPrizes over its final table, and the model credits the
 * players' winnings with them. Then a new match opens for entries.
 */
class Settle implements MoneyCommand {
  constructor(readonly balls: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { matchId } = model.round;
    const post = (url: string, body?: unknown) => real.api.post(url, body, { token: admin.token });
    expect((await post(`/api/matches/${matchId}/start`)).status).toBe(200);
    if (this.balls > 0) expect((await post(`/api/admin/matches/${matchId}/deliveries`, { deliveries: FEED.slice(0, this.balls) })).status).toBe(200);
    expect((await post(`/api/matches/${matchId}/complete`)).status).toBe(200);
    await real.app.services.results.idle();
    for (const index of model.round.contests) {
      const contest = model.contests[index]!;
      if (contest.cancelled) continue;
      contest.completed = true;
      expect((await real.api.get(`/api/contests/${contest.id}`)).body).toMatchObject({ status: 'COMPLETED', resultDistributed: true });
      const rows: LeaderboardRowView[] = (await real.api.get(`/api/contests/${contest.id}/leaderboard?limit=200`, { token: admin.token })).body;
      const prizes = splitPrizes(
        rows.map((row) => row.totalPoints * 2),
        PRIZES.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amountPaise: paise(prize.amount) })),
      );
      rows.forEach((row, at) => expect(paise(row.prize ?? 0)).toBe(prizes[at]));
      for (const player of model.players) {
        for (const entry of player.entries.filter((each) => each.contest === index)) {
          const row = rows.find((each) => each.entryId === entry.entryId)!;
          player.parts = add(player.parts, { bonus: 0, deposit: 0, winnings: paise(row.prize ?? 0) });
        }
      }
    }
    await openRound(model);
  }
  toString = () => `settle(${this.balls} balls)`;
}

/** A new match open for entries: contests of every fee, and a team for each player. */
async function openRound(model: Model): Promise<void> {
  const { match, players: squad } = await importMatch(server, admin, 300 * DAY);
  const contests: number[] = [];
  for (const fee of FEES) {
    const created = await createContest(server, admin, match.id, { name: `Fee ${fee}`, entryFee: fee, prizePool: 1000, spots: null, prizes: PRIZES });
    contests.push(model.contests.length);
    model.contests.push({ id: created.id, feePaise: paise(fee), cancelled: false, completed: false });
  }
  model.round = { matchId: match.id, contests };
  for (const [index, player] of model.players.entries()) {
    player.teamId = (await createTeam(server, player.account, model.contests[contests[0]!]!.id, squad as SquadPlayer[], index)).id;
  }
}

class Withdraw implements MoneyCommand {
  constructor(readonly player: number, readonly rupees: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const player = model.players[this.player]!;
    const amountPaise = paise(this.rupees);
    const answer = await real.api.post('/api/wallet/withdrawals', { amount: this.rupees }, { token: player.account.token });
    if (amountPaise < 10_000) {
      expect(answer.status).toBe(400);
    } else if (amountPaise > player.parts.winnings) {
      expect(answer.status).toBe(409);
    } else {
      expect(answer.status).toBe(201);
      expect(answer.body.tds + answer.body.net).toBeCloseTo(this.rupees, 2);
      player.parts = add(player.parts, { bonus: 0, deposit: 0, winnings: amountPaise }, -1);
      player.requested.push({ id: answer.body.id, amountPaise });
    }
  }
  toString = () => `withdraw(p${this.player}, ₹${this.rupees})`;
}

class Decide implements MoneyCommand {
  constructor(readonly player: number, readonly decision: 'pay' | 'reject') {}
  check = (model: Readonly<Model>) => model.players[this.player]!.requested.length > 0;
  async run(model: Model, real: Real) {
    const player = model.players[this.player]!;
    const withdrawal = player.requested.shift()!;
    const body = this.decision === 'reject' ? { reason: 'The account details did not match.' } : undefined;
    expect((await real.api.post(`/api/admin/withdrawals/${withdrawal.id}/${this.decision}`, body, { token: admin.token })).status).toBe(200);
    expect((await real.api.post(`/api/admin/withdrawals/${withdrawal.id}/pay`, undefined, { token: admin.token })).status).toBe(409);
    if (this.decision === 'reject') player.parts = add(player.parts, { bonus: 0, deposit: 0, winnings: withdrawal.amountPaise });
  }
  toString = () => `${this.decision}(p${this.player})`;
}

const player = fc.nat({ max: PLAYERS - 1 });
const contest = fc.nat({ max: FEES.length - 1 });
const rupees = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((value) => value / 100);

const startDeposits = fc.tuple(player, rupees(10, 2000)).map(([who, amount]) => new StartDeposit(who, amount));
const finishDeposits = fc
  .tuple(player, fc.constantFrom('approve', 'decline', 'duplicate', 'expire') as fc.Arbitrary<'approve' | 'decline' | 'duplicate' | 'expire'>)
  .map(([who, outcome]) => new FinishDeposit(who, outcome));
const joins = fc.tuple(player, contest).map(([who, which]) => new Join(who, which));
const settlements = fc.nat({ max: 40 }).map((balls) => new Settle(balls));
const withdrawals = fc.tuple(player, rupees(50, 1500)).map(([who, amount]) => new Withdraw(who, amount));
const decisions = fc.tuple(player, fc.constantFrom('pay', 'reject') as fc.Arbitrary<'pay' | 'reject'>).map(([who, decision]) => new Decide(who, decision));

// Each kind of step listed as often as it should come up: a cancellation ends a contest and a
// settlement a match, so they come rarely.
const commands = fc.commands(
  [startDeposits, startDeposits, finishDeposits, finishDeposits, joins, joins, joins, fc.nat({ max: 3 * FEES.length - 1 }).map((which) => new Cancel(which)), settlements, withdrawals, withdrawals, decisions, decisions],
  { maxCommands: 30, size: 'max' },
);

/** Fresh players (verified adults with KYC and the welcome bonus) and a match open for entries. */
async function setup(): Promise<{ model: Model; real: Real }> {
  const players: Player[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const account = await createUser(server);
    await addKyc(server, account);
    players.push({ account, teamId: 0, parts: { bonus: 50_000, deposit: 0, winnings: 0 }, open: [], entries: [], requested: [] });
  }
  const model: Model = { players, round: { matchId: 0, contests: [] }, contests: [] };
  await openRound(model);
  return { model, real: server };
}

it('keeps every wallet equal to its ledger and the model, and money in equal to balances plus money out', async () => {
  await fc.assert(
    fc.asyncProperty(commands, async (sequence) => {
      let model: Model | undefined;
      await fc.asyncModelRun(async () => {
        const made = await setup();
        model = made.model;
        return made;
      }, sequence);
      for (const each of model!.players) {
        const balance = (await server.api.get('/api/wallet/balance', { token: each.account.token })).body;
        expect(balance).toEqual({ balance: total(each.parts) / 100, bonus: each.parts.bonus / 100, deposit: each.parts.deposit / 100, winnings: each.parts.winnings / 100 });
      }
      await expectLedgerBalanced(server.database);
    }),
    { numRuns: 15 },
  );
}, 300_000);
