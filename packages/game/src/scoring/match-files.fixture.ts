/// <reference types="node" />
// For the tests only: the nine real Cricsheet match files the server ships, read from disk, and
// turned into what the admin feed would send (a roster and positioned deliveries).

import { readFileSync } from 'node:fs';
import type { PlayerRole } from '../catalogue.ts';
import type { MatchType } from '../points-system.ts';
import type { CricsheetDelivery, PositionedDelivery } from './deliveries.ts';
import type { RosterPlayer } from './match-scoring.ts';
import { feedDeliveries } from './cricsheet-feed.ts';

export const MATCH_IDS = ['1426312', '1370353', '1473469', '1359519', '1415755', '1442989', '1466428', '1442990', '1448349'] as const;
export type MatchId = (typeof MATCH_IDS)[number];

export interface MatchFile {
  info: {
    match_type: string;
    teams: [string, string];
    players: Record<string, string[]>;
    outcome: { winner?: string; result?: string; eliminator?: string; method?: string; by?: { runs?: number; wickets?: number } };
  };
  innings: {
    team: string;
    super_over?: boolean;
    target?: { runs: number; overs: number };
    overs: { over: number; deliveries: CricsheetDelivery[] }[];
  }[];
}

const FILES = new URL('../../../../apps/server/cricsheet/', import.meta.url);
const cache = new Map<MatchId, MatchFile>();

export function readMatch(id: MatchId): MatchFile {
  let file = cache.get(id);
  if (!file) cache.set(id, (file = JSON.parse(readFileSync(new URL(`${id}.json`, FILES), 'utf8')) as MatchFile));
  return file;
}

export function formatOf(file: MatchFile): MatchType {
  return file.info.match_type === 'Test' ? 'TEST' : file.info.match_type === 'ODI' ? 'ODI' : 'T20';
}

/** Everyone in `info.players`, all playing (as an import marks them), Batsmen unless named in `roles`. */
export function rosterOf(file: MatchFile, roles: Record<string, PlayerRole> = {}): RosterPlayer[] {
  return file.info.teams.flatMap((team) =>
    file.info.players[team]!.map((name) => ({ name, team, role: roles[name] ?? 'Batsman', playing: true })),
  );
}

/** Every delivery with the position the feed sends: innings and ball 1-based, over as in the file. */
export function deliveriesOf(file: MatchFile): PositionedDelivery[] {
  return feedDeliveries(file.innings);
}
