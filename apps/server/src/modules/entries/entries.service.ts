import {
  describeComplianceProblem,
  isBeforeDeadline,
  normaliseInviteCode,
  toRupees,
  type JoinedContestView,
  type JoinInput,
  type JoinPreviewView,
  type JoinView,
  type Role,
} from '@crease/game';
import type { Database, Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { InviteGuard } from '../../lib/invite-guard.ts';
import { Listeners } from '../../lib/listeners.ts';
import { pageOf, type Page } from '../../lib/paging.ts';
import type { ComplianceService } from '../compliance/compliance.service.ts';
import { contestViewer, type ContestCatalogue } from '../contests/contests.service.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { presentJoin, presentJoinedContest, presentJoinPreview } from './entries.presenter.ts';
import { JoinBatcher, type JoinBatchOptions } from './join-batcher.ts';
import {
  callJoinIn,
  countUnpaidPrizes,
  countUserEntries,
  feeSplit,
  findContestsOfEntries,
  findEntry,
  hasEntryIn,
  isTeamIn,
  listJoinedPage,
  listOwnEntries,
  listRankedEntries,
  listResultsPage,
  listUserEntries,
  lockOwnEntry,
  lockUnrefundedEntries,
  markRefunded,
  setEntryTeam,
  sumFeesByContest,
  takePrizesToPay,
  writeFinalTable,
  writeStandings,
  type EntryRow,
  type FinalTableRules,
  listEntrants,
  listFinalStandings,
  type JoinOutcome,
  type PrizeToPay,
  entriesByDay,
  prizesPaidByDay,
  moneyOfContests,
} from './entries.queries.ts';

/** An entry row, for the modules that rank and settle entries (they never query its table). */
export type { EntryRow, FinalTableRules, PrizeToPay };

/** An entry's place in its contest while it ranks live: where the leaderboard keeps it. */
export interface LiveStanding {
  rank: number;
  totalPoints: number;
}

/** Where My Joined Contests reads live standings from (the leaderboard; app.ts wires it). */
export type LiveStandingsSource = (userId: number, contestIds: readonly number[]) => Promise<Map<number, LiveStanding>>;

export interface EntriesDeps {
  db: Db;
  database: Pick<Database, 'prepared'>;
  matches: MatchesService;
  /** The contests readers see (a player's own are shown as the catalogue shows them). */
  contests: ContestCatalogue;
  wallet: WalletService;
  compliance: ComplianceService;
  /** The teams an entry may swap to, and their names (T1, T2, ...). */
  teams: TeamsService;
  clock: Clock;
  invites: InviteGuard;
  /** Joins that arrive together go to the database together (JOIN_BATCH_MS; 0: one by one). */
  batching?: Omit<JoinBatchOptions, 'maxInFlight'> & { maxInFlight?: number };
}

/** Entries: a team in a contest, paid for from the wallet in the same transaction. */
export class EntriesService {
  private liveStandings: LiveStandingsSource = async () => new Map();

  private readonly batcher: JoinBatcher;

  /** After an entry's team was changed and committed (what ranks the match's contests follows it). */
  readonly teamSwapped = new Listeners<[{ matchId: number; contestId: number }]>();
  /** After a join with an invite code (a private contest) has committed: its maker's notification is due. */
  readonly joinedWithCode = new Listeners<[{ userId: number; contestId: number; entryId: number }]>();

  constructor(private readonly deps: EntriesDeps) {
    const { database, compliance, clock, batching = { windowMs: 0, maxSize: 1 } } = deps;
    this.batcher = new JoinBatcher(database, () => compliance.rules, clock, { maxInFlight: 4, ...batching });
  }

  /**
   * Joins a contest with a team, all or nothing, in one database call (`crease_join_contest`,
   * whose source is join-contest.sql beside this file): the deadline, the team (the user's, of
   * the contest's match, not entered yet), the user's team limit, the balance, a spot from one
   * of the contest's shards, the fee with its ledger row, and the entry. One round trip instead
   * of eleven: a deadline surge is bound by the work per join.
   */
  /** The joins so far and those waiting for the database (the metrics). */
  get joinCounts(): { asked: number; joined: number; batches: number; queued: number; inFlight: number } {
    return { ...this.batcher.counts, ...this.batcher.pending };
  }

  async join(userId: number, input: JoinInput): Promise<JoinView> {
    const code = input.inviteCode ? (normaliseInviteCode(input.inviteCode) ?? input.inviteCode) : null;
    // Counted before the code is checked; given back when it opened the contest.
    const codeTry = code !== null ? await this.deps.invites.attempt(userId) : undefined;
    let row: JoinOutcome | undefined;
    try {
      row = await this.batcher.join({ userId, contestId: input.contestId, teamId: input.teamId, inviteCode: code });
    } catch (error) {
      // The same team sent twice at once would meet the unique index; the wallet lock makes it rare.
      if (isUniqueViolation(error)) {
        await codeTry?.succeeded();
        throw conflict(`Team ${input.teamId} is already in this contest.`);
      }
      throw error;
    }
    // A code that opened no contest stays counted against the player's tries (an unknown id with a code too).
    if (row && row.outcome !== 'NO_CONTEST') await codeTry?.succeeded();
    const view = await this.joined(userId, input, row);
    if (code !== null && row?.outcome === 'JOINED' && row.entry_id !== null) await this.joinedWithCode.emit({ userId, contestId: input.contestId, entryId: Number(row.entry_id) });
    return view;
  }

  /**
   * Joins inside the caller's transaction (a private contest is made and its maker entered at
   * once): the same function, checks and words; a refusal throws, and the caller's transaction
   * rolls back with it.
   */
  async joinIn(tx: Db, userId: number, input: JoinInput & { inviteCode: string }): Promise<JoinView> {
    const row = await callJoinIn(tx, userId, input.contestId, input.teamId, this.deps.clock.now(), this.deps.compliance.rules, input.inviteCode);
    return this.joined(userId, input, row, tx);
  }

  /** The join's outcome as the player reads it: the entry, or the refusal's words. */
  private async joined(userId: number, input: JoinInput, row: JoinOutcome | undefined, db: Db = this.deps.db): Promise<JoinView> {
    if (!row) throw new Error('crease_join_contest answered no row');
    const { contestId, teamId } = input;
    const name = row.contest_name;
    const rupees = (paise: number | string | null) => `₹${toRupees(Number(paise)).toFixed(2)}`;
    switch (row.outcome) {
      case 'JOINED':
        return presentJoin(row, input);
      case 'NO_CONTEST':
        throw badRequest(`contestId: there is no contest ${contestId}.`);
      case 'CANCELLED':
        throw conflict(`${name} was cancelled; it takes no more entries.`);
      case 'CLOSED':
        throw conflict(`${name} has closed: ${row.team_a} vs ${row.team_b} has started.`);
      case 'NO_TEAM':
        throw badRequest(`teamId: you have no team ${teamId}.`);
      case 'OTHER_MATCH':
        throw badRequest(`teamId: team ${teamId} is for another match; make a team for ${row.team_a} vs ${row.team_b}.`);
      case 'DUPLICATE':
        throw conflict(`Team ${teamId} is already in ${name}.`);
      case 'LIMIT':
        throw conflict(`You have joined ${name} with ${row.held} ${row.held === 1 ? 'team' : 'teams'}; the most is ${row.max_teams}.`);
      case 'BALANCE': {
        const short = Number(row.fee_paise) - Number(row.balance_paise);
        throw conflict(
          `Your balance of ${rupees(row.balance_paise)} is ${rupees(short)} short of the entry fee of ${rupees(row.fee_paise)}. Add funds on the Wallet page.`,
          'INSUFFICIENT_BALANCE',
        );
      }
      case 'FULL':
        throw conflict(`${name} is full.`, 'CONTEST_FULL');
      case 'PAID_PLAY_OFF':
      case 'SELF_EXCLUDED':
      case 'EMAIL_UNVERIFIED':
      case 'NO_DATE_OF_BIRTH':
      case 'UNDER_18':
      case 'NO_STATE':
      case 'RESTRICTED_STATE':
      case 'NO_KYC':
        // The function named the condition; the words (and the age, the state, the pause's end) come from the profile.
        throw forbidden(
          describeComplianceProblem(row.outcome, Number(row.fee_paise) > 0 ? 'PAID_CONTEST' : 'FREE_CONTEST', await this.deps.compliance.standing(db, userId), this.deps.clock.now()).message,
          row.outcome,
        );
      default:
        throw new Error(`crease_join_contest answered ${String(row.outcome)}`);
    }
  }

  /**
   * The join sheet: what a join of this contest would take now from the bonus, deposits and
   * winnings, and what the balance lacks, by the join's own rule (`crease_fee_split`, which the
   * join function calls). A private contest is answered only to whoever may see it.
   */
  async preview(user: { id: number; role: Role }, contestId: number, inviteCode?: string): Promise<JoinPreviewView> {
    const contest = await this.deps.contests.visible(contestId, contestViewer(user, inviteCode));
    if (!contest) throw notFound(`contestId: there is no contest ${contestId}.`);
    // Who may play is checked as the join checks it: a player refused a paid contest is told why (403) before any sheet.
    if (contest.entryFeePaise > 0) await this.deps.compliance.assertMay(this.deps.db, user.id, 'PAID_CONTEST');
    const parts = await this.deps.wallet.parts(this.deps.db, user.id);
    return presentJoinPreview(contest.entryFeePaise, await feeSplit(this.deps.db, contest.entryFeePaise, parts));
  }

  /**
   * Puts another of the user's teams of the match in an entry, until the deadline: the entry
   * keeps its fee, spot and place; the team must not be in that contest already. Another user's
   * entry is answered as missing.
   */
  async swapTeam(userId: number, entryId: number, teamId: number): Promise<JoinedContestView> {
    const { db, clock } = this.deps;
    let swapped: { entry: EntryRow; matchId: number; changed: boolean };
    try {
      swapped = await db.transaction(async (tx) => {
        const entry = await lockOwnEntry(tx, userId, entryId);
        if (!entry) throw notFound(`Entry ${entryId} was not found among your entries.`);
        const { contest, match } = (await this.deps.contests.withMatch(tx, entry.contestId))!;
        if (entry.refundedAt || contest.status === 'CANCELLED') throw conflict(`${contest.name} was cancelled; its entries cannot change.`);
        if (!isBeforeDeadline(match.state, match.startTime, clock.now())) {
          throw conflict(`${match.teamA} vs ${match.teamB} has started; the team of an entry can no longer be changed.`);
        }
        const team = await this.deps.teams.findAny(tx, teamId);
        if (!team || team.userId !== userId) throw badRequest(`teamId: you have no team ${teamId}.`);
        if (team.matchId !== match.id) throw badRequest(`teamId: team ${teamId} is for another match; pick one of your teams for ${match.teamA} vs ${match.teamB}.`);
        if (team.id === entry.teamId) return { entry, matchId: match.id, changed: false };
        if (await isTeamIn(tx, contest.id, team.id)) throw alreadyIn(teamId, contest.name);
        return { entry: await setEntryTeam(tx, entry.id, team.id), matchId: match.id, changed: true };
      });
    } catch (error) {
      // The same team joined or swapped in at the same moment: the unique index (contest, team) says so.
      if (isUniqueViolation(error)) throw alreadyIn(teamId, 'this contest');
      throw error;
    }
    if (swapped.changed) await this.teamSwapped.emit({ matchId: swapped.matchId, contestId: swapped.entry.contestId });
    return (await this.presentMine(userId, [swapped.entry]))[0]!;
  }

  /** Where live ranks come from (the leaderboard keeps them in memory). */
  useLiveStandings(source: LiveStandingsSource): void {
    this.liveStandings = source;
  }

  /**
   * A page of the contests a user has joined, newest first, one row per entry, each with its rank,
   * points and prize (live from the leaderboard, final once the results are fixed), and how many
   * there are in all; `contestId` or `matchId` narrows them to one contest or to one match's
   * contests.
   */
  async minePage(
    userId: number,
    page: { limit: number; before?: number | undefined; contestId?: number | undefined; matchId?: number | undefined },
  ): Promise<Page<JoinedContestView, number> & { total: number }> {
    const filter = { contestIds: await this.contestsNarrowedTo(page) };
    const [rows, total] = await Promise.all([listUserEntries(this.deps.db, userId, { limit: page.limit + 1, before: page.before }, filter), countUserEntries(this.deps.db, userId, filter)]);
    return { ...pageOf(await this.presentMine(userId, rows), page.limit, (row) => row.entryId), total };
  }

  private async contestsNarrowedTo({ contestId, matchId }: { contestId?: number | undefined; matchId?: number | undefined }): Promise<number[] | undefined> {
    const ofMatch = matchId === undefined ? undefined : await this.deps.contests.idsOfMatch(this.deps.db, matchId);
    if (contestId === undefined) return ofMatch;
    return ofMatch === undefined || ofMatch.includes(contestId) ? [contestId] : [];
  }

  private async presentMine(userId: number, entries: EntryRow[]): Promise<JoinedContestView[]> {
    const contests = new Map((await this.deps.contests.views([...new Set(entries.map((entry) => entry.contestId))])).map((view) => [view.id, view]));
    const matchIds = [...new Set([...contests.values()].map((contest) => contest.matchId))];
    const matches = new Map((await this.deps.matches.findMany(this.deps.db, matchIds)).map((match) => [match.id, match]));
    const ranking = entries.filter((entry) => isRankingLive(entry, contests.get(entry.contestId)!.status));
    const [live, teamNames] = await Promise.all([
      this.liveStandings(userId, [...new Set(ranking.map((entry) => entry.contestId))]),
      this.deps.teams.namesOf(this.deps.db, entries.map((entry) => entry.teamId)),
    ]);
    return entries.map((entry) => {
      const contest = contests.get(entry.contestId)!;
      return presentJoinedContest(entry, contest, matches.get(contest.matchId)!, teamNames.get(entry.teamId)!, live.get(entry.id));
    });
  }

  /** The entries that rank in these contests (not refunded). */
  rankedEntries(db: Db, contestIds: readonly number[]) {
    return listRankedEntries(db, contestIds);
  }

  find(db: Db, id: number): Promise<EntryRow | undefined> {
    return findEntry(db, id);
  }

  /** A user's entries in a contest, in the order they joined. */
  ownIn(db: Db, contestId: number, userId: number): Promise<EntryRow[]> {
    return listOwnEntries(db, contestId, userId);
  }

  /** Who has an entry in any of these contests (the deadline reminder skips them). */
  entrantsOf(db: Db, contestIds: readonly number[]): Promise<number[]> {
    return listEntrants(db, contestIds);
  }

  /** Each entrant's best rank and total prize in a settled contest (what they are told). */
  finalStandingsOf(db: Db, contestId: number) {
    return listFinalStandings(db, contestId);
  }

  isEntrant(db: Db, contestId: number, userId: number): Promise<boolean> {
    return hasEntryIn(db, contestId, userId);
  }

  /** A page of a contest's entries as they joined (before the deadline nobody has points). */
  joinedPage(db: Db, contestId: number, page: { limit: number; afterId?: number | undefined }): Promise<EntryRow[]> {
    return listJoinedPage(db, contestId, page);
  }

  /** A page of a contest's final table, best first. */
  resultsPage(db: Db, contestId: number, page: { limit: number; after?: { points: number; id: number } | undefined }): Promise<EntryRow[]> {
    return listResultsPage(db, contestId, page);
  }

  /** Writes live points and ranks back (one writer per contest at a time); answers whether it wrote. */
  writeStandings(tx: Db, contestId: number, rows: readonly (readonly [entryId: number, points: number, rank: number])[]): Promise<boolean> {
    return writeStandings(tx, contestId, rows);
  }

  /** Writes a contest's final table in one statement: every entry's points, rank and prize (see `writeFinalTable`). */
  writeFinalTable(tx: Db, contestId: number, rules: FinalTableRules): Promise<void> {
    return writeFinalTable(tx, contestId, rules);
  }

  /** Up to `limit` prizes of a contest still to pay, in entry order, locked and marked paid in this transaction (others' skipped). */
  takePrizesToPay(tx: Db, contestId: number, limit: number, at: Date): Promise<PrizeToPay[]> {
    return takePrizesToPay(tx, contestId, limit, at);
  }

  countUnpaidPrizes(tx: Db, contestId: number): Promise<number> {
    return countUnpaidPrizes(tx, contestId);
  }

  count(userId: number): Promise<number> {
    return countUserEntries(this.deps.db, userId);
  }

  /**
   * Gives every entry of a cancelled contest its fee back, to the parts it came from, once.
   * Runs in the transaction that cancels the contest.
   */
  async refundAll(tx: Db, contest: { id: number; name: string }): Promise<void> {
    for (const entry of await lockUnrefundedEntries(tx, contest.id)) {
      await this.deps.wallet.credit(
        tx,
        entry.userId,
        'REFUND',
        { bonus: entry.feeBonusPaise, deposit: entry.feeDepositPaise, winnings: entry.feeWinningsPaise },
        { reference: `entry:${entry.id}`, description: `Refund: ${contest.name} was cancelled` },
      );
      await markRefunded(tx, entry.id);
    }
  }

  /** Per contest with entries, newest first: entries not refunded and the fees they paid (the admins' view of the money). */
  feesByContest(page: { limit: number; before?: number | undefined }) {
    return sumFeesByContest(this.deps.db, page);
  }

  /** Entries made since `since` and not refunded, by their day in India, with their fees (the admins' dashboard). */
  byDay(since: Date): Promise<Map<string, { entries: number; feesPaise: number }>> {
    return entriesByDay(this.deps.db, since);
  }

  /** Prizes paid since `since`, by the day in India they were paid. */
  prizesByDay(since: Date): Promise<Map<string, number>> {
    return prizesPaidByDay(this.deps.db, since);
  }

  /** Per contest: entries not refunded, their fees, and the prizes paid. */
  moneyOfContests(contestIds: readonly number[]): Promise<Map<number, { entries: number; feesPaise: number; prizesPaise: number }>> {
    return moneyOfContests(this.deps.db, contestIds);
  }

  /** The contest each of these entries is in. */
  contestsOfEntries(ids: readonly number[]): Promise<Map<number, number>> {
    return findContestsOfEntries(this.deps.db, ids);
  }
}

const alreadyIn = (teamId: number, where: string) => badRequest(`teamId: team ${teamId} is already in ${where}; pick a team not entered in it.`);

/** Whether an entry's standing is the leaderboard's live one (not none yet, not final yet). */
function isRankingLive(entry: EntryRow, status: string): boolean {
  return status === 'LIVE' || (status === 'COMPLETED' && entry.prizePaise === null);
}
