import { isBeforeDeadline, matchStateAt, type MatchState } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { matchNotFound, type MatchesService } from '../matches/matches.service.ts';
import { deleteFollow, deleteFollows, deleteFollowsOf, insertFollow, listFollowedMatchIds, listFollowers } from './match-follows.queries.ts';

export interface MatchFollowsDeps {
  db: Db;
  clock: Clock;
  matches: MatchesService;
}

/** Why a match that is no longer scheduled has nothing to remind anyone of, in the player's words. */
const NO_DEADLINE: Record<Exclude<MatchState, 'SCHEDULED'>, string> = {
  LIVE: 'has already started',
  COMPLETED: 'has been played',
  ABANDONED: 'was abandoned',
};

/**
 * "Remind me" on a match's card: a player follows an upcoming match, and its deadline reminder
 * reaches them as it reaches those with a team for it (`NotificationsService.remindDeadlines`).
 */
export class MatchFollows {
  constructor(private readonly deps: MatchFollowsDeps) {}

  /**
   * Follows a match still to start; following it again changes nothing. A match under way or over
   * has no deadline left, so following it is refused (409) rather than kept for nothing.
   */
  async follow(userId: number, matchId: number): Promise<void> {
    const { db, clock, matches } = this.deps;
    const match = await matches.find(db, matchId);
    if (!match) throw matchNotFound(matchId);
    const state = matchStateAt(match.state, match.startTime, clock.now());
    if (state !== 'SCHEDULED') throw conflict(`${match.teamA} vs ${match.teamB} ${NO_DEADLINE[state]}: there is no deadline to remind you of.`);
    await insertFollow(db, userId, matchId);
  }

  /** Stops following a match; a match not followed (or not there) is left as it is. */
  async unfollow(userId: number, matchId: number): Promise<void> {
    await deleteFollow(this.deps.db, userId, matchId);
  }

  /**
   * The matches a player follows that are still to start, soonest first (a handful: not paged).
   * Follows of matches found started, over or gone are deleted as they are read, so what is read
   * stays the player's upcoming matches however long they have played, not every follow ever made.
   */
  async followedMatchIds(userId: number): Promise<number[]> {
    const { db, clock, matches } = this.deps;
    const ids = await listFollowedMatchIds(db, userId);
    if (ids.length === 0) return [];
    const now = clock.now();
    const upcoming = (await matches.findMany(db, ids)).filter((match) => isBeforeDeadline(match.state, match.startTime, now));
    if (upcoming.length < ids.length) {
      const kept = new Set(upcoming.map((match) => match.id));
      await deleteFollows(db, userId, ids.filter((id) => !kept.has(id)));
    }
    return upcoming.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id).map((match) => match.id);
  }

  /** A match has started: its follows have done their work (inside the change's transaction). */
  forget(tx: Db, matchId: number): Promise<void> {
    return deleteFollowsOf(tx, matchId);
  }

  /** Who follows a match (inside the caller's transaction when given one). */
  followersOf(db: Db, matchId: number): Promise<number[]> {
    return listFollowers(db, matchId);
  }
}
