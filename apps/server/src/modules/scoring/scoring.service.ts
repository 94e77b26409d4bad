import {
  matchResult,
  MAX_HAND_LINES,
  matchStateAt,
  ScoringInputError,
  type DeliveryBatchView,
  type DeliveryPosition,
  type MatchScoreView,
  type MatchScorecardView,
  type PositionedDelivery,
  type ScorecardPlayerView,
  type StatLine,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { retryingConflicts } from '../../lib/db-errors.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LiveHub, TopicDefinition } from '../live/live-hub.ts';
import { matchNotFound, type MatchRow, type MatchesService } from '../matches/matches.service.ts';
import type { PlayerRow, PlayersService } from '../players/players.service.ts';
import { LiveMatch, withoutPosition, type SquadMember } from './live-match.ts';
import { presentScore, presentScorecard, presentScorecardPlayer, presentUnscoredScorecard } from './scoring.presenter.ts';
import { bumpVersion, deleteDelivery, deleteHandLines, listDeliveries, listHandLines, readVersion, upsertDeliveries, upsertHandLines } from './scoring.queries.ts';

/**
 * What every process hears after a change to a match's scoring commits: the new version and the
 * players whose points changed, as absolute values (applying it twice does no harm). A process
 * that missed a version rebuilds from the database instead.
 */
export interface ScoringEvent {
  matchId: number;
  version: number;
  points: [playerId: number, points: number][];
}

const SCORING_CHANNEL = 'scoring:changed';
/** The code of the 409 for a match whose squads the engine cannot score (a side missing, a name twice). */
const UNSCORABLE = 'UNSCORABLE';

export const scorecardTopic = (matchId: number) => `/topic/matches/${matchId}/scorecard`;

export interface ScoringDeps {
  db: Db;
  matches: MatchesService;
  players: PlayersService;
  bus: EventBus;
  hub: LiveHub;
  audit: AuditService;
  clock: Clock;
}

/**
 * Live scoring: deliveries from the admin feed and lines set by hand, turned into every player's
 * fantasy points by the engine in packages/game. A change to one match is one transaction that
 * holds the match's row, so changes to a match are serialised across processes; the engine's
 * state is kept in memory per match at a version, and rebuilt from the stored deliveries when the
 * database is ahead of it (another process wrote) or a change cannot be applied in order.
 */
export class ScoringService {
  private readonly live = new Map<number, LiveMatch>();
  /** Changes to one match run one at a time in this process (the row lock does it across processes). */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: ScoringDeps) {}

  /** `/topic/matches/{id}/scorecard`: the scorecard, pushed after each change. */
  topics(): TopicDefinition[] {
    return [{ pattern: /^\/topic\/matches\/(\d+)\/scorecard$/, load: ([id]) => this.scorecard(Number(id)) }];
  }

  /** Calls `handler` in every process after a change to any match's scoring commits. */
  onScored(handler: (event: ScoringEvent) => void): () => void {
    return this.deps.bus.subscribe(SCORING_CHANNEL, (message) => handler(message as ScoringEvent));
  }

  /** This process's subscribers of the match's scorecard get it again (throttled by the hub). */
  scorecardChanged(event: ScoringEvent): void {
    const live = this.live.get(event.matchId);
    if (live && live.version !== event.version && !this.queues.has(event.matchId)) this.live.delete(event.matchId);
    this.deps.hub.refreshHere(scorecardTopic(event.matchId));
  }

  /** Takes a batch of the feed: stored, replaced or unchanged by position; points recomputed. */
  async postDeliveries(matchId: number, deliveries: readonly PositionedDelivery[]): Promise<DeliveryBatchView> {
    return this.change(matchId, 'take deliveries', async (tx, _match, live) => {
      const outcome = applyOrRefuse(() => live.applyBatch(deliveries));
      await upsertDeliveries(tx, matchId, outcome.written.map((delivery) => ({ ...delivery, delivery: withoutPosition(delivery) })));
      return () => ({ stored: outcome.stored, replaced: outcome.replaced, unchanged: outcome.unchanged, score: presentScore(matchId, live) });
    });
  }

  /**
   * Takes a delivery out of the feed (one sent by mistake at a position that should not exist);
   * points are recomputed from the rest. Refused while a later innings depends on it.
   */
  async deleteDelivery(matchId: number, position: DeliveryPosition, actor: Actor): Promise<MatchScoreView> {
    return this.change(matchId, 'have its deliveries changed', async (tx, _match, live) => {
      const where = `innings ${position.innings}, over ${position.over}, ball ${position.ball}${position.superOver ? ' of the super overs' : ''}`;
      let removed: boolean;
      try {
        removed = live.removeDelivery(position);
      } catch (error) {
        if (error instanceof ScoringInputError) throw conflict(`The delivery at ${where} cannot be taken out: ${error.message}`, 'SCORING_INPUT');
        throw error;
      }
      if (!removed) throw notFound(`Match ${matchId} has no delivery at ${where}.`);
      const delivery = await deleteDelivery(tx, matchId, position);
      await this.deps.audit.record(tx, { kind: 'delivery.removed', actor, details: { matchId, position, before: delivery ?? null, after: null } });
      return () => presentScore(matchId, live);
    });
  }

  /** Sets a player's stat lines by hand (one per innings): they replace the feed's until removed. */
  async setHandLines(matchId: number, playerId: number, lines: StatLine[], actor: Actor): Promise<ScorecardPlayerView> {
    return this.change(matchId, 'have its scorecard edited', async (tx, match, live) => {
      const member = memberOf(live, match, playerId);
      const most = MAX_HAND_LINES[match.matchType];
      if (lines.length > most) {
        throw badRequest(`lines can hold at most ${most} stat lines in a ${match.matchType} match (one per innings the player took part in).`);
      }
      const before = linesNow(live, member);
      live.setHandLines(playerId, lines);
      await upsertHandLines(tx, matchId, playerId, lines);
      await this.recordScorecardChange(tx, actor, matchId, member, before, linesNow(live, member));
      return () => presentScorecardPlayer(live, live.squad.find((one) => one.id === member.id)!, true);
    });
  }

  /** Puts a player back on the feed's lines. */
  async clearHandLines(matchId: number, playerId: number, actor: Actor): Promise<ScorecardPlayerView> {
    return this.change(matchId, 'have its scorecard edited', async (tx, match, live) => {
      const member = memberOf(live, match, playerId);
      const before = linesNow(live, member);
      if (await deleteHandLines(tx, matchId, playerId)) {
        live.setHandLines(playerId, null);
        await this.recordScorecardChange(tx, actor, matchId, member, before, linesNow(live, member));
      }
      return () => presentScorecardPlayer(live, live.squad.find((one) => one.id === member.id)!, true);
    });
  }

  private recordScorecardChange(tx: Db, actor: Actor, matchId: number, member: SquadMember, before: ScorecardLines, after: ScorecardLines): Promise<void> {
    return this.deps.audit.record(tx, { kind: 'scorecard.changed', actor, details: { matchId, playerId: member.id, player: member.name, before, after } });
  }

  /**
   * Brings a live match's points up to date with what they depend on besides the feed: its start
   * (the playing XI bonus) and a player announced in or out of the XI. Nothing for a match that
   * is not live.
   */
  async rescore(matchId: number): Promise<void> {
    try {
      await this.change(matchId, null, async () => () => undefined);
    } catch (error) {
      // Nothing to score in a match whose squads are not complete; the feed would say why.
      if (!(error instanceof AppError && error.code === UNSCORABLE)) throw error;
    }
  }

  /**
   * Refuses to rename a player the feed has named: stored deliveries name players as the feed
   * sent them, and would no longer fit the squad. Runs in the transaction of the player's edit.
   */
  async checkRename(tx: Db, before: PlayerRow, after: PlayerRow): Promise<void> {
    if (before.name === after.name) return;
    const deliveries = await listDeliveries(tx, before.matchId);
    const named = deliveries.some(
      (delivery) =>
        [delivery.batter, delivery.bowler, delivery.non_striker].includes(before.name) ||
        (delivery.wickets ?? []).some((wicket) => wicket.player_out === before.name || (wicket.fielders ?? []).some((fielder) => fielder.name === before.name)),
    );
    if (named) {
      throw conflict(`${before.name} is named in the deliveries of match ${before.matchId} as the feed sent them; a player the feed has named cannot be renamed.`);
    }
  }

  /** The scorecard as it is now: the score of each innings, the last ball, every player's line and points. */
  async scorecard(matchId: number): Promise<MatchScorecardView> {
    const match = await this.deps.matches.find(this.deps.db, matchId);
    if (!match) throw matchNotFound(matchId);
    try {
      return presentScorecard(match, await this.readable(match), this.deps.clock.now());
    } catch (error) {
      // A squad still being put together (one side, or none): nothing is scored yet.
      if (error instanceof AppError && error.code === UNSCORABLE) return presentUnscoredScorecard(match, await this.squadOf(this.deps.db, matchId), this.deps.clock.now());
      throw error;
    }
  }

  /**
   * A match's result line from its scored innings, inside the transaction that completes it (the
   * match row held); null when it has nothing scored or cannot be scored.
   */
  async resultOf(tx: Db, match: MatchRow): Promise<string | null> {
    try {
      const version = await readVersion(tx, match.id);
      const kept = this.live.get(match.id);
      const live = kept && kept.version === version ? kept : await this.load(tx, match, await this.squadOf(tx, match.id), version);
      return matchResult(match.matchType, live.innings());
    } catch (error) {
      if (error instanceof AppError && error.code === UNSCORABLE) return null;
      throw error;
    }
  }

  /** A match's scoring version, for another module's snapshot (its players' points at that version). */
  versionOf(db: Db, matchId: number): Promise<number> {
    return readVersion(db, matchId);
  }

  /**
   * The skeleton of every change: in one transaction, lock the match (a change needs it LIVE,
   * `verb` says what for; a rescore skips a match that is not), bring the state up to date, let
   * `work` change it, then write the players whose points moved (one statement) and bump the
   * version. After the commit, every process hears of it. `work` answers a function that
   * presents the result once the version is known.
   */
  private async change<T>(matchId: number, verb: string | null, work: (tx: Db, match: MatchRow, live: LiveMatch) => Promise<() => T>): Promise<T> {
    return this.serialised(matchId, async () => {
      let event: ScoringEvent | undefined;
      const present = await retryingConflicts(async () => {
        try {
          return await this.deps.db.transaction(async (tx) => {
            event = undefined;
            const match = await this.deps.matches.find(tx, matchId, { lock: true });
            if (!match) throw matchNotFound(matchId);
            const state = matchStateAt(match.state, match.startTime, this.deps.clock.now());
            if (state !== 'LIVE') {
              if (verb === null) return () => undefined as T;
              throw conflict(notLive(match, state, verb));
            }
            const live = await this.current(tx, match);
            const done = await work(tx, match, live);
            const changes = live.pointChanges();
            if (live.changed || changes.length > 0) {
              await this.deps.players.setPoints(tx, changes);
              const version = await bumpVersion(tx, matchId);
              live.written(changes, version);
              event = { matchId, version, points: changes };
            }
            return done;
          });
        } catch (error) {
          // What the failed transaction did to the state in memory did not happen.
          this.live.delete(matchId);
          throw error;
        }
      });
      if (event) await this.deps.bus.publish(SCORING_CHANNEL, event);
      return present();
    });
  }

  /** The state of a match as of the database, inside the change's transaction (the match row held). */
  private async current(tx: Db, match: MatchRow): Promise<LiveMatch> {
    const [squad, version] = await Promise.all([this.squadOf(tx, match.id), readVersion(tx, match.id)]);
    const kept = this.live.get(match.id);
    if (kept && kept.version === version && kept.fitsSquad(squad)) {
      kept.refreshSquad(squad);
      return kept;
    }
    const live = await this.load(tx, match, squad, version);
    this.live.set(match.id, live);
    return live;
  }

  /** The state for a reader: the one kept when it is current, else one read from a snapshot. */
  private async readable(match: MatchRow): Promise<LiveMatch> {
    const kept = this.live.get(match.id);
    if (kept && !this.queues.has(match.id) && kept.version === (await readVersion(this.deps.db, match.id))) return kept;
    const live = await this.deps.db.transaction(
      async (tx) => this.load(tx, match, await this.squadOf(tx, match.id), await readVersion(tx, match.id)),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!this.queues.has(match.id)) this.live.set(match.id, live);
    return live;
  }

  private async load(tx: Db, match: MatchRow, squad: SquadMember[], version: number): Promise<LiveMatch> {
    const [stored, handLines] = await Promise.all([listDeliveries(tx, match.id), listHandLines(tx, match.id)]);
    try {
      return LiveMatch.build(match.matchType, squad, stored, handLines, version);
    } catch (error) {
      if (error instanceof ScoringInputError) throw conflict(`Match ${match.id} cannot be scored as it stands: ${error.message}`, UNSCORABLE);
      throw error;
    }
  }

  private async squadOf(tx: Db, matchId: number): Promise<SquadMember[]> {
    return (await this.deps.players.squadOf(tx, matchId)).map((row) => ({
      id: row.id,
      name: row.name,
      team: row.team,
      role: row.role,
      playing: row.playingStatus,
      points: row.points,
    }));
  }

  private serialised<T>(matchId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(matchId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => {});
    this.queues.set(matchId, settled);
    void settled.then(() => {
      if (this.queues.get(matchId) === settled) this.queues.delete(matchId);
    });
    return next;
  }
}

type ScorecardLines = { source: string; lines: StatLine[] };

/** A player's lines as the scorecard shows them now, and where they come from (the audit log's before and after). */
function linesNow(live: LiveMatch, member: SquadMember): ScorecardLines {
  return { source: live.sourceOf(member), lines: live.linesOf(member) };
}

function applyOrRefuse<T>(apply: () => T): T {
  try {
    return apply();
  } catch (error) {
    if (error instanceof ScoringInputError) throw badRequest(error.message, 'SCORING_INPUT');
    throw error;
  }
}

function memberOf(live: LiveMatch, match: MatchRow, playerId: number): SquadMember {
  const member = live.squad.find((one) => one.id === playerId);
  if (!member) throw notFound(`Player ${playerId} is not in the squads of match ${match.id}.`);
  return member;
}

function notLive(match: MatchRow, state: string, verb: string): string {
  const name = `${match.teamA} vs ${match.teamB}`;
  if (state === 'SCHEDULED') return `${name} has not started; a match can ${verb} only while it is live. Start it first.`;
  if (state === 'COMPLETED') return `${name} has completed; its scoring is final.`;
  return `${name} was abandoned; it is not scored.`;
}
