import { isBeforeDeadline, toRupees, type JoinedContestView, type JoinView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { countUserEntries, insertEntry, listUserEntries, lockUnrefundedEntries, markRefunded, userEntriesIn } from './entries.queries.ts';

export const JOINED = 'You have successfully joined the contest!';

/** Entries: a team in a contest, paid for from the wallet in the same transaction. */
export class EntriesService {
  constructor(
    private readonly db: Db,
    private readonly contests: ContestsService,
    private readonly teams: TeamsService,
    private readonly wallet: WalletService,
  ) {
    contests.onCancel((tx, contest) => this.refundAll(tx, contest.id, contest.name));
  }

  /**
   * Joins a contest with a team, all or nothing: the deadline, the team (the user's, of the
   * contest's match, not entered yet), the user's team limit, the fee from the wallet with its
   * ledger row, and a spot. The user's wallet is locked first, so one user's joins run one at a
   * time; the spot is taken last, so a full contest's shard is held only until the commit.
   */
  async join(userId: number, input: { contestId: number; teamId: number }): Promise<JoinView> {
    try {
      return await this.db.transaction(async (tx) => {
        const found = await this.contests.withMatch(tx, input.contestId);
        if (!found) throw badRequest(`contestId: there is no contest ${input.contestId}.`);
        const { contest, match } = found;
        if (contest.status === 'CANCELLED') throw conflict(`${contest.name} was cancelled; it takes no more entries.`);
        if (!isBeforeDeadline(match.state, match.startTime, this.contests.now())) {
          throw conflict(`${contest.name} has closed: ${match.teamA} vs ${match.teamB} has started.`);
        }
        const team = await this.teams.own(tx, userId, input.teamId);
        if (!team) throw badRequest(`teamId: you have no team ${input.teamId}.`);
        if (team.matchId !== contest.matchId) {
          throw badRequest(`teamId: team ${team.id} is for another match; make a team for ${match.teamA} vs ${match.teamB}.`);
        }

        const wallet = await this.wallet.lock(tx, userId);
        const entered = await userEntriesIn(tx, contest.id, userId);
        if (entered.some((entry) => entry.teamId === team.id)) throw conflict(`Team ${team.id} is already in ${contest.name}.`);
        if (entered.length >= contest.maxTeamsPerUser) {
          const most = contest.maxTeamsPerUser;
          throw conflict(`You have joined ${contest.name} with ${entered.length} ${entered.length === 1 ? 'team' : 'teams'}; the most is ${most}.`);
        }

        const paid = await this.wallet.payFee(tx, wallet, contest.entryFeePaise, {
          reference: `contest:${contest.id}:team:${team.id}`,
          description: `Entry fee: ${contest.name} (${match.teamA} vs ${match.teamB})`,
        });
        const shard = await this.contests.takeSpot(tx, contest);
        const entry = await insertEntry(tx, {
          contestId: contest.id,
          userId,
          teamId: team.id,
          shard,
          feeBonusPaise: paid.parts.bonus,
          feeDepositPaise: paid.parts.deposit,
          feeWinningsPaise: paid.parts.winnings,
        });
        return { message: JOINED, entryId: entry.id, contestId: contest.id, teamId: team.id, balance: toRupees(paid.balancePaise) };
      });
    } catch (error) {
      // The same team sent twice at once: the second waited on the wallet, then met the first's entry.
      if (isUniqueViolation(error)) throw conflict(`Team ${input.teamId} is already in this contest.`);
      throw error;
    }
  }

  /** The contests a user has joined, newest first, one row per entry. */
  async mine(userId: number): Promise<JoinedContestView[]> {
    const entries = await listUserEntries(this.db, userId);
    const contests = new Map((await this.contests.views([...new Set(entries.map((entry) => entry.contestId))])).map((view) => [view.id, view]));
    return entries.map((entry) => {
      const contest = contests.get(entry.contestId)!;
      return {
        entryId: entry.id,
        contestName: contest.name,
        contestId: contest.id,
        status: contest.status,
        matchId: contest.matchId,
        teamId: entry.teamId,
        entryFee: toRupees(entry.feeBonusPaise + entry.feeDepositPaise + entry.feeWinningsPaise),
        match: {
          id: contest.match.id,
          teamA: contest.match.teamA,
          teamB: contest.match.teamB,
          startTime: contest.match.startTime,
          matchType: contest.match.matchType,
        },
        joinedAt: entry.createdAt.toISOString(),
      };
    });
  }

  count(userId: number): Promise<number> {
    return countUserEntries(this.db, userId);
  }

  /** Gives every entry of a cancelled contest its fee back, to the parts it came from, once. */
  private async refundAll(tx: Db, contestId: number, contestName: string): Promise<void> {
    for (const entry of await lockUnrefundedEntries(tx, contestId)) {
      await this.wallet.credit(
        tx,
        entry.userId,
        'REFUND',
        { bonus: entry.feeBonusPaise, deposit: entry.feeDepositPaise, winnings: entry.feeWinningsPaise },
        { reference: `entry:${entry.id}`, description: `Refund: ${contestName} was cancelled` },
      );
      await markRefunded(tx, entry.id);
    }
  }
}
