import { describeIssues, matchInputSchema, type MatchView, type PlayerRole, type PlayerView } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { presentMatch } from '../matches/matches.presenter.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import { presentPlayer } from '../players/players.presenter.ts';
import type { PlayersService } from '../players/players.service.ts';
import { CricsheetFormatError, cricsheetMatchSchema, proposeMatch, type ProposedMatch } from './cricsheet-squads.ts';

export interface ImportedMatch {
  match: MatchView;
  players: PlayerView[];
}

/** Roles by registry id that replace the proposed ones: the edits an admin would make. */
export type RoleCorrections = Readonly<Record<string, PlayerRole>>;

export interface CricsheetImporterDeps {
  db: Db;
  matches: MatchesService;
  players: PlayersService;
  catalogue: ReadCache;
  clock: Clock;
}

export class CricsheetImporter {
  constructor(private readonly deps: CricsheetImporterDeps) {}

  /**
   * Reads a Cricsheet match file; a 400 says what is wrong with it. Only a file Crease cannot
   * use is the sender's mistake: any other error in reading it is a bug, and stays a 500.
   */
  read(file: unknown): ProposedMatch {
    const parsed = cricsheetMatchSchema.safeParse(file);
    if (!parsed.success) {
      throw badRequest(describeIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ['cricsheet', ...issue.path] }))), 'CRICSHEET_FORMAT');
    }
    let proposed: ProposedMatch;
    try {
      proposed = proposeMatch(parsed.data);
    } catch (error) {
      if (error instanceof CricsheetFormatError) throw badRequest(error.message, 'CRICSHEET_FORMAT');
      throw error;
    }
    // The sides, venue and event keep the rules of a match made by hand (lengths, two sides).
    const fields = matchInputSchema.safeParse({ ...proposed, startTime: '2000-01-01T00:00:00Z' });
    if (!fields.success) throw badRequest(`The file's match cannot be used: ${describeIssues(fields.error.issues)}`, 'CRICSHEET_FORMAT');
    return proposed;
  }

  /**
   * Creates the match (starting at `startTime`) and both squads, in one transaction. Everyone the
   * file lists played in the match (the eleven and any substitute who came in), so the whole squad
   * is announced in the playing XI, as POINTS.md counts the XI bonus.
   */
  async import(file: unknown, startTime: Date, corrections: RoleCorrections = {}): Promise<ImportedMatch> {
    const proposed = this.read(file);
    const result = await this.deps.db.transaction(async (tx) => {
      const match = await this.deps.matches.insert(tx, { ...proposed, startTime, competition: competitionOf(proposed.series, startTime) });
      const players = await this.deps.players.insertSquad(
        tx,
        proposed.players.map((player) => ({
          matchId: match.id,
          name: player.name,
          team: player.team,
          role: corrections[player.registryId] ?? player.role,
          credit: player.credit,
          points: 0,
          playingStatus: true,
          imageUrl: null,
          registryId: player.registryId,
        })),
      );
      return { match, players };
    });
    await this.deps.catalogue.invalidate();
    return { match: presentMatch(result.match, this.deps.clock.now()), players: result.players.map(presentPlayer) };
  }
}

/**
 * The competition of a match replayed at `startTime`: the file's event in the year it is played
 * ("Indian Premier League 2026"), so the matches of one season's replay form one series that a
 * league can follow. None when the file names no event.
 */
export function competitionOf(series: string | null, startTime: Date): string | null {
  return series ? `${series} ${startTime.getUTCFullYear()}` : null;
}
