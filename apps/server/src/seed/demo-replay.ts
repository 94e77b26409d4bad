import type { FastifyBaseLogger } from 'fastify';
import { feedDeliveries, positionKey, type CricsheetInnings, type PositionedDelivery } from '@crease/game';
import type { App } from '../app.ts';
import { SERVER_ACTOR } from '../lib/actor.ts';
import { readCricsheetFile } from './demo-catalogue.ts';
import { DEMO_LIVE_FILE } from './demo-matches.ts';

/** How long a finished demo match stays the latest before the next one goes live: time to see its results. */
const NEXT_MATCH_AFTER_MS = 60_000;

/**
 * The demo's live match, played in the background ball by ball at a pace worth watching (one
 * delivery every `ballSeconds`), through the scoring service as a feed posts
 * (`ScoringService.feedDeliveries`). Each ball is the recorded match's next after the latest one
 * stored, so after a restart, or an admin's take-over handed back, it carries on from where the
 * match stands: nothing lost, nothing twice, and a ball an admin posted is never overwritten.
 * While an admin scores the match by hand the feed posts nothing and looks again every ball.
 * At the end it completes the match (its contests are ranked and paid) and, a minute later,
 * `scheduleNext` puts a fresh one live, so a demo left running always has a match to watch.
 */
export class DemoReplay {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Matches an admin scores by hand now, as the replay last found them. */
  private readonly paused = new Set<number>();
  private stopped = false;

  constructor(
    private readonly services: App['services'],
    private readonly options: {
      ballSeconds: number;
      log: FastifyBaseLogger;
      /** Puts the next live match on (answers its id), after a finished one's minute. */
      scheduleNext?: () => Promise<number | undefined>;
      nextMatchAfterMs?: number;
    },
  ) {}

  /** Starts playing every live demo match (told apart by the file's sides and event); answers their ids. */
  async start(): Promise<number[]> {
    const { importer, matches, scoring } = this.services;
    const file = readCricsheetFile(DEMO_LIVE_FILE) as { innings: CricsheetInnings[] };
    const { teamA, teamB, event } = importer.read(file);
    const deliveries = feedDeliveries(file.innings);
    const demo = (await matches.live()).filter((match) => match.teamA === teamA && match.teamB === teamB && match.event === event);
    for (const match of demo) {
      const { lastBall } = await scoring.scorecard(match.id);
      this.play(match.id, deliveries, lastBall ? positionKey(lastBall) : 0);
    }
    return demo.map((match) => match.id);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** The next ball after position `after` (a positionKey), in a ball's time. */
  private play(matchId: number, deliveries: readonly PositionedDelivery[], after: number): void {
    this.later(this.options.ballSeconds * 1000, () => this.step(matchId, deliveries, after));
  }

  private later(ms: number, work: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** The next live match, once the last one's results have had their minute. */
  private async next(): Promise<void> {
    if (this.stopped || !this.options.scheduleNext) return;
    try {
      const id = await this.options.scheduleNext();
      if (id === undefined) return;
      this.options.log.info(`demo: match ${id} is live, a delivery every ${this.options.ballSeconds} s`);
      await this.start();
    } catch (error) {
      if (!this.stopped) this.options.log.warn({ err: error }, 'demo: the next live match could not start');
    }
  }

  private async step(matchId: number, deliveries: readonly PositionedDelivery[], after: number): Promise<void> {
    if (this.stopped) return;
    const { scoring, matches } = this.services;
    try {
      const next = deliveries.find((delivery) => positionKey(delivery) > after);
      // At the end, the feed asks where the match stands first: an admin may hold it, or have taken a ball out.
      const fed = await scoring.feedDeliveries(matchId, next ? [next] : []);
      if (this.noteScorer(matchId, fed.paused) || next || fed.last !== after) {
        this.play(matchId, deliveries, fed.last);
      } else {
        await matches.complete(matchId, SERVER_ACTOR);
        this.options.log.info(`demo: match ${matchId} has been played to the end and completed`);
        this.later(this.options.nextMatchAfterMs ?? NEXT_MATCH_AFTER_MS, () => this.next());
      }
    } catch (error) {
      // An admin completed or abandoned it meanwhile, or the server is stopping: the replay ends.
      if (!this.stopped) this.options.log.warn({ err: error, matchId }, 'demo: the live replay stopped');
    }
  }

  /** Says when an admin takes the match over or hands it back; answers whether the feed is paused. */
  private noteScorer(matchId: number, paused: boolean): boolean {
    if (paused && !this.paused.has(matchId)) {
      this.paused.add(matchId);
      this.options.log.info(`demo: match ${matchId} is scored by hand; the replay waits until it is handed back`);
    } else if (!paused && this.paused.delete(matchId)) {
      this.options.log.info(`demo: match ${matchId} is back with the feed; the replay goes on from the ball after the last one stored`);
    }
    return paused;
  }
}
