import { isBeforeDeadline, toPaise, toRupees, type ContestFields, type ContestView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import { Listeners } from '../../lib/listeners.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MatchRow, MatchesService } from '../matches/matches.service.ts';
import type { ContestCatalogue } from './contest-catalogue.ts';
import { contestNotFound } from './contest-types.ts';
import { contestStatusOf, presentContest } from './contests.presenter.ts';
import {
  closeSlots,
  entryCounts,
  findContest,
  insertContest,
  insertSlots,
  listContests,
  lockSlots,
  resizeSlots,
  updateContest,
  updateStartsAt,
  type ContestRow,
  type ContestValues,
} from './contests.queries.ts';

export interface ContestAdminDeps {
  db: Db;
  matches: MatchesService;
  catalogue: ContestCatalogue;
  clock: Clock;
  /** PAID_PLAY: off, no contest gets an entry fee. */
  paidPlay: boolean;
  audit: AuditService;
}

/**
 * What changes a contest: admins make and edit contests until the deadline and cancel them with
 * refunds; contests follow their match's state and start time.
 *
 * One writer outside this module: the join's database function (entries/join-contest.sql)
 * takes a spot itself, for speed: it adds one to `taken` of one of a contest's `contest_slots`
 * rows, never past its capacity or into a closed shard. It reads `contests` and writes nothing
 * else of this module's; closing the shards here is what stops it (`markCancelled`).
 */
export class ContestAdmin {
  /** Runs in the transaction that cancels a contest: its entries are refunded there. */
  readonly cancelling = new Listeners<[tx: Db, contest: ContestRow]>();
  /** Runs once a cancellation has committed. */
  readonly cancelled = new Listeners<[contest: ContestRow]>();

  constructor(private readonly deps: ContestAdminDeps) {}

  async create(fields: ContestFields): Promise<ContestView> {
    const view = await this.deps.db.transaction((tx) => this.createIn(tx, fields));
    await this.deps.catalogue.listsChanged();
    return view;
  }

  /**
   * Makes a contest inside another module's transaction (a template applied to a match): the
   * same checks as `create`; the caller calls `listsChanged` once its transaction commits.
   */
  async createIn(tx: Db, fields: ContestFields): Promise<ContestView> {
    this.assertFeeAllowed(toPaise(fields.entryFee), 0);
    const now = this.deps.clock.now();
    const match = await this.openMatch(tx, fields.matchId, now);
    const contest = await insertContest(tx, values(fields, match));
    await insertSlots(tx, contest.id, contest.spots);
    return presentContest(contest, match, 0, now);
  }

  /** After contests made in another module's transaction have committed: the lists show them at once. */
  listsChanged(): Promise<void> {
    return this.deps.catalogue.listsChanged();
  }

  /** Whether a new contest may have this fee (with paid play off, only free ones). */
  mayCharge(feePaise: number): boolean {
    return feePaise === 0 || this.deps.paidPlay;
  }

  /** Replaces a contest's fields until its deadline; what entries already paid for stays. */
  async update(id: number, fields: ContestFields): Promise<ContestView> {
    const now = this.deps.clock.now();
    const view = await retryingConflicts(() =>
      this.deps.db.transaction(async (tx) => {
        const { contest, match: current } = await this.lockWithMatch(tx, id);
        const slots = await lockSlots(tx, id);
        const entries = slots.reduce((sum, slot) => sum + slot.taken, 0);
        const status = contestStatusOf(contest, current, entries, now);
        if (status !== 'UPCOMING') throw conflict(`Contest ${id} is ${status}; a contest can be edited only before its match starts.`);
        const match = fields.matchId === contest.matchId ? current : await this.openMatch(tx, fields.matchId, now);
        this.assertFeeAllowed(toPaise(fields.entryFee), contest.entryFeePaise);
        const next = values(fields, match);
        if (entries > 0) {
          const joined = `${entries} ${entries === 1 ? 'team has' : 'teams have'} joined`;
          if (next.matchId !== contest.matchId) throw conflict(`${joined} with teams of this match; the match cannot change.`);
          if (next.entryFeePaise !== contest.entryFeePaise) throw conflict(`${joined} at the current fee; the entry fee cannot change.`);
          if (next.spots !== null && next.spots < entries) throw badRequest(`spots: ${joined} already; spots cannot go below ${entries}.`);
        }
        const updated = await updateContest(tx, id, next);
        if (next.spots !== contest.spots) await resizeSlots(tx, slots, next.spots);
        return presentContest(updated, match, entries, now);
      }),
    );
    await this.deps.catalogue.listsChanged();
    return view;
  }

  /** An admin cancels a contest that has not completed; its entries are refunded and it is recorded, in the same transaction. */
  async cancel(id: number, actor: Actor): Promise<ContestView> {
    const now = this.deps.clock.now();
    return this.cancelAs(id, async (tx) => {
      const { contest, match } = await this.lockWithMatch(tx, id);
      const entries = (await entryCounts(tx, [id])).get(id) ?? 0;
      const status = contestStatusOf(contest, match, entries, now);
      if (status === 'CANCELLED' && contest.status === 'CANCELLED') throw conflict(`Contest ${id} is already cancelled.`);
      if (status === 'COMPLETED') throw conflict(`Contest ${id} has completed; its results stand.`);
      await this.deps.audit.record(tx, {
        kind: 'contest.cancelled',
        actor,
        details: { contestId: id, name: contest.name, matchId: match.id, entries, entryFee: toRupees(contest.entryFeePaise), before: status, after: 'CANCELLED' },
      });
      return { contest, match, entries };
    });
  }

  /**
   * Cancels a contest once `check` (in the transaction, with the contest locked) allows it:
   * the shards closed, the status stored, the refunds made, then the lists and the listeners
   * told after the commit. The maker of a private contest cancels through here too.
   */
  async cancelAs(id: number, check: (tx: Db) => Promise<{ contest: ContestRow; match: MatchRow; entries: number }>): Promise<ContestView> {
    const now = this.deps.clock.now();
    const done = await retryingConflicts(() =>
      this.deps.db.transaction(async (tx) => {
        const { contest, match, entries } = await check(tx);
        return { view: presentContest(await this.markCancelled(tx, contest), match, entries, now), contest };
      }),
    );
    await this.deps.catalogue.listsChanged();
    await this.cancelled.emit(done.contest);
    return done.view;
  }

  /** A match moved to another start time (before it started): its contests move with it. Runs in the match's transaction. */
  async followRescheduled(tx: Db, match: MatchRow): Promise<void> {
    await updateStartsAt(tx, match.id, match.startTime);
  }

  /**
   * Stores the status a match's contests now have: live, completed, or cancelled with refunds.
   * Runs in the transaction that changes the match's state.
   */
  async followMatch(tx: Db, match: MatchRow): Promise<void> {
    const now = this.deps.clock.now();
    await updateStartsAt(tx, match.id, match.startTime); // a match started early starts now
    const contests = await listContests(tx, { matchId: match.id, lock: true });
    const entries = await entryCounts(tx, contests.map((contest) => contest.id));
    for (const contest of contests) {
      const status = contestStatusOf(contest, match, entries.get(contest.id) ?? 0, now);
      if (status === contest.status) continue;
      if (status === 'CANCELLED') await this.markCancelled(tx, contest);
      else await updateContest(tx, contest.id, { status });
    }
  }

  /** With paid play off, a contest may keep the fee it has but not be given a new one. */
  assertFeeAllowed(feePaise: number, currentFeePaise: number): void {
    if (feePaise > 0 && feePaise !== currentFeePaise && !this.deps.paidPlay) {
      throw forbidden('Paid contests are off on Crease (PAID_PLAY=off): set the entry fee to ₹0 to make a free contest.', 'PAID_PLAY_OFF');
    }
  }

  /** Locks a contest's match, then the contest: the order a match's state change takes them in. */
  async lockWithMatch(tx: Db, id: number): Promise<{ contest: ContestRow; match: MatchRow }> {
    const seen = await findContest(tx, id);
    if (!seen) throw contestNotFound(id);
    const match = (await this.deps.matches.find(tx, seen.matchId, { lock: true }))!;
    const contest = (await findContest(tx, id, { lock: true }))!;
    if (contest.matchId !== match.id) throw conflict(`Contest ${id} changed while this request ran; please try again.`);
    return { contest, match };
  }

  /** The match a new contest is for, locked: it must exist and not have started. */
  async openMatch(tx: Db, matchId: number, now: Date): Promise<MatchRow> {
    const match = await this.deps.matches.find(tx, matchId, { lock: true });
    if (!match) throw badRequest(`matchId: there is no match ${matchId}.`);
    if (!isBeforeDeadline(match.state, match.startTime, now)) {
      throw badRequest(`matchId: match ${matchId} has already started; contests can be added only before the start.`);
    }
    return match;
  }

  private async markCancelled(tx: Db, contest: ContestRow): Promise<ContestRow> {
    // Closing the shards first makes a join that waits on one see the contest closed.
    await closeSlots(tx, contest.id);
    const cancelled = await updateContest(tx, contest.id, { status: 'CANCELLED' });
    await this.cancelling.emit(tx, cancelled);
    return cancelled;
  }
}

function values(fields: ContestFields, match: MatchRow): ContestValues {
  return {
    matchId: fields.matchId,
    startsAt: match.startTime,
    name: fields.name,
    entryFeePaise: toPaise(fields.entryFee),
    prizePoolPaise: toPaise(fields.prizePool),
    spots: fields.spots,
    maxTeamsPerUser: fields.maxTeamsPerUser,
    flexible: fields.flexible,
    prizes: fields.prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amountPaise: toPaise(prize.amount) })),
  };
}
