import { isBeforeDeadline, privatePrizes, type ContestView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import type { ContestAdmin } from './contest-admin.ts';
import { matchesOf } from './contest-catalogue.ts';
import { contestNotFound, type PrivateContestValues } from './contest-types.ts';
import { contestStatusOf } from './contests.presenter.ts';
import { findByInviteCode, insertContest, insertSlots, listOpenPrivateByCreator, lockPrivateMaker, lockSlots, type ContestRow } from './contests.queries.ts';

export interface PrivateContestStoreDeps {
  matches: MatchesService;
  admin: ContestAdmin;
  clock: Clock;
}

/**
 * The contests rows of private contests, for the private-contests module: made inside its
 * transaction (which enters the maker in the same one), counted per maker, found by code, and
 * cancelled by their maker while nobody else has joined.
 */
export class PrivateContestStore {
  constructor(private readonly deps: PrivateContestStoreDeps) {}

  /**
   * Makes a private contest: its match must be open, its fee allowed, its prizes come from its
   * template. Answers its row.
   */
  async insert(tx: Db, values: PrivateContestValues): Promise<ContestRow> {
    const { admin, clock } = this.deps;
    admin.assertFeeAllowed(values.entryFeePaise, 0);
    const match = await admin.openMatch(tx, values.matchId, clock.now());
    const { poolPaise, prizes } = privatePrizes(values.prizeTemplate, values.spots, values.entryFeePaise, values.platformShareBps);
    const contest = await insertContest(tx, {
      matchId: match.id,
      startsAt: match.startTime,
      name: values.name,
      entryFeePaise: values.entryFeePaise,
      prizePoolPaise: poolPaise,
      spots: values.spots,
      maxTeamsPerUser: 1,
      flexible: false,
      prizes,
      isPrivate: true,
      inviteCode: values.inviteCode,
      creatorId: values.creatorId,
      prizeTemplate: values.prizeTemplate,
      platformShareBps: values.platformShareBps,
    });
    await insertSlots(tx, contest.id, contest.spots);
    return contest;
  }

  /** Holds a player's private-contest making until the transaction ends. */
  lockMaker(tx: Db, creatorId: number): Promise<void> {
    return lockPrivateMaker(tx, creatorId);
  }

  async inviteCodeTaken(tx: Db, code: string): Promise<boolean> {
    return (await findByInviteCode(tx, code)) !== undefined;
  }

  /** How many private contests a player has made whose match has not started (none cancelled). */
  async openCount(tx: Db, creatorId: number): Promise<number> {
    const rows = await listOpenPrivateByCreator(tx, creatorId);
    const matches = await matchesOf(this.deps.matches, tx, rows);
    const now = this.deps.clock.now();
    return rows.filter((row) => isBeforeDeadline(matches.get(row.matchId)!.state, matches.get(row.matchId)!.startTime, now)).length;
  }

  /**
   * A private contest cancelled by its maker: before its deadline, and only while nobody else
   * has joined (the maker's own entry is refunded). Its shards are locked first, so a friend's
   * join either lands before (and the cancel is refused) or finds the contest cancelled.
   */
  cancelByCreator(id: number, userId: number): Promise<ContestView> {
    const { admin, clock } = this.deps;
    return admin.cancelAs(id, async (tx) => {
      const { contest, match } = await admin.lockWithMatch(tx, id);
      if (!contest.isPrivate || contest.creatorId !== userId) throw contestNotFound(id);
      const entries = (await lockSlots(tx, id)).reduce((sum, slot) => sum + slot.taken, 0);
      const status = contestStatusOf(contest, match, entries, clock.now());
      if (status === 'CANCELLED') throw conflict(`${contest.name} is already cancelled.`);
      if (status !== 'UPCOMING') throw conflict(`${contest.name} has started; it can be cancelled only before its match starts.`);
      if (entries > 1) {
        const others = entries - 1;
        throw conflict(`${others} ${others === 1 ? 'friend has' : 'friends have'} joined ${contest.name}; it can be cancelled only while nobody else has.`);
      }
      return { contest, match, entries };
    });
  }
}
