// A Cricsheet match file's innings as the admin feed sends them: each delivery with its position
// (innings and ball 1-based, over as the file numbers it), without what scoring does not read
// (reviews, replacements). The replay command, the demo and the tests all feed matches this way.

import type { CricsheetDelivery, PositionedDelivery } from './deliveries.ts';

export interface CricsheetInnings {
  team: string;
  super_over?: boolean;
  overs?: { over: number; deliveries: CricsheetDelivery[] }[];
}

export function feedDeliveries(innings: readonly CricsheetInnings[]): PositionedDelivery[] {
  return innings.flatMap((one, inningsIndex) =>
    (one.overs ?? []).flatMap((over) =>
      over.deliveries.map(({ batter, bowler, non_striker, runs, extras, wickets }, ballIndex) => ({
        innings: inningsIndex + 1,
        over: over.over,
        ball: ballIndex + 1,
        superOver: one.super_over === true,
        batter,
        bowler,
        non_striker,
        runs,
        ...(extras ? { extras } : {}),
        ...(wickets ? { wickets } : {}),
      })),
    ),
  );
}
