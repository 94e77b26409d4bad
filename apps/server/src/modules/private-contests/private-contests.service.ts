import crypto from 'node:crypto';
import { makeInviteCode, toPaise, type ContestView, type PrivateContestFields } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import type { InviteGuard } from '../../lib/invite-guard.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';

/** What a deployment sets for private contests (PRIVATE_CONTEST_* in the environment). */
export interface PrivateContestRules {
  /** The platform's share of the fees, in percent. */
  sharePercent: number;
  maxSpots: number;
  /** Private contests one player may have open (before their match starts) at once. */
  openMax: number;
}

export const UNKNOWN_CODE = 'No private contest has that code. Check it with the friend who sent it.';

export interface PrivateContestsDeps {
  db: Db;
  /** Private contests' rows (made, counted, cancelled) and the catalogue that shows them. */
  contests: Pick<ContestsService, 'privates' | 'catalogue'>;
  entries: EntriesService;
  invites: InviteGuard;
  clock: Clock;
  rules: PrivateContestRules;
}

/**
 * Private contests: a player makes one for a match that has not started and is entered in it
 * with a team, in one transaction (no contest without its maker, no entry without its fee);
 * friends find it by its code and join it as any contest, with the code. It is in no public
 * list, runs from 2 entries and pays from its fees by its template (contests module).
 */
export class PrivateContestsService {
  constructor(private readonly deps: PrivateContestsDeps) {}

  async create(userId: number, fields: PrivateContestFields): Promise<ContestView> {
    const { db, contests, entries, rules } = this.deps;
    if (fields.spots > rules.maxSpots) throw badRequest(`spots can be at most ${rules.maxSpots} in a private contest.`);
    const id = await retryingConflicts(() =>
      db.transaction(async (tx) => {
        // One player's creations one at a time, so two at once cannot both pass the cap.
        await contests.privates.lockMaker(tx, userId);
        const open = await contests.privates.openCount(tx, userId);
        if (open >= rules.openMax) {
          throw conflict(`You have ${open} private contests open, the most at once; a new one can be made when a match of theirs starts, or after you cancel one.`);
        }
        const inviteCode = await this.freshCode(tx);
        const contest = await contests.privates.insert(tx, {
          matchId: fields.matchId,
          name: fields.name,
          entryFeePaise: toPaise(fields.entryFee),
          spots: fields.spots,
          prizeTemplate: fields.prizeTemplate,
          platformShareBps: Math.round(rules.sharePercent * 100),
          creatorId: userId,
          inviteCode,
        });
        await entries.joinIn(tx, userId, { contestId: contest.id, teamId: fields.teamId, inviteCode });
        return contest.id;
      }),
    );
    return contests.catalogue.get(id, { userId });
  }

  /** The private contest a code opens (as typed); a wrong code counts against the player's tries. */
  async byCode(userId: number, code: string): Promise<ContestView> {
    const { invites, contests } = this.deps;
    const codeTry = await invites.attempt(userId); // counted before the code is looked up
    const contest = await contests.catalogue.findByInvite(code);
    if (!contest) throw notFound(UNKNOWN_CODE);
    await codeTry.succeeded();
    return contest;
  }

  /** The maker cancels it, before the start and while nobody else has joined; their fee comes back. */
  cancel(userId: number, contestId: number): Promise<ContestView> {
    return this.deps.contests.privates.cancelByCreator(contestId, userId);
  }

  /** A code no contest has (31^8 of them: a clash is rare, and tried again). */
  private async freshCode(tx: Db): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = makeInviteCode((below) => crypto.randomInt(below));
      if (!(await this.deps.contests.privates.inviteCodeTaken(tx, code))) return code;
    }
    throw new Error('Five invite codes in a row were taken');
  }
}
