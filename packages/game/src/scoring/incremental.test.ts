// The engine applies one delivery at a time and rescores only the players it touched. Checked
// here for every shipped match: after each delivery, the players it reports are exactly those
// whose points (rescored from their lines from scratch) moved; the end state equals a rebuild
// from all deliveries; and maidens, kept by before/after of each over, equal a count of the
// file's finished overs.

import { describe, expect, it } from 'vitest';
import { isLegalDelivery, runsConcededByBowler } from './deliveries.ts';
import { pointsDiffer, pointsForStatLines, type PlayerPoints } from './fantasy-points.ts';
import { deliveriesOf, formatOf, MATCH_IDS, readMatch, rosterOf } from './match-files.fixture.ts';
import { MatchScoring } from './match-scoring.ts';

describe.each(MATCH_IDS)('match %s', (id) => {
  const file = readMatch(id);
  const format = formatOf(file);
  // Mixed roles, so that the rules for Bowlers (no duck, no strike rate) take part.
  const roles = ['Batsman', 'Bowler', 'Allrounder', 'Wicketkeeper'] as const;
  const roster = rosterOf(file).map((player, index) => ({ ...player, role: roles[index % roles.length]! }));
  const deliveries = deliveriesOf(file);

  /** Points rescored from the player's main-innings lines, without the engine's cache. */
  const rescored = (scoring: MatchScoring) =>
    new Map(
      roster.map((player) => {
        const lines = scoring.statLinesOf(player.name).filter((entry) => !entry.superOver).map((entry) => entry.line);
        return [player.name, pointsForStatLines(lines, player, format)] as const;
      }),
    );

  it('reports, after each delivery, exactly the players whose points moved, with their new points', () => {
    const scoring = new MatchScoring({ format, roster });
    let previous: Map<string, PlayerPoints> = rescored(scoring);
    for (const delivery of deliveries) {
      const changes = scoring.apply(delivery);
      const now = rescored(scoring);
      const moved = roster.map((player) => player.name).filter((name) => pointsDiffer(previous.get(name)!, now.get(name)!));
      expect(changes.map((change) => change.player).sort()).toEqual(moved.sort());
      for (const change of changes) expect(change.points).toEqual(now.get(change.player));
      // A run off the bat always scores, outside a super over.
      if (delivery.runs.batter > 0 && !delivery.superOver) expect(moved).toContain(delivery.batter);
      previous = now;
    }
    expect(scoring.allPoints()).toEqual(roster.map((player) => ({ player: player.name, points: previous.get(player.name) })));
  });

  it('ends where a rebuild from all the deliveries (in any order given) ends', () => {
    const oneByOne = new MatchScoring({ format, roster });
    for (const delivery of deliveries) oneByOne.apply(delivery);
    const reversed = MatchScoring.fromDeliveries({ format, roster }, [...deliveries].reverse());
    expect(reversed.allPoints()).toEqual(oneByOne.allPoints());
    expect(reversed.inningsSummaries()).toEqual(oneByOne.inningsSummaries());
    for (const { name } of roster) expect(reversed.statLinesOf(name)).toEqual(oneByOne.statLinesOf(name));
    for (const summary of oneByOne.inningsSummaries()) expect(reversed.scorecard(summary.innings)).toEqual(oneByOne.scorecard(summary.innings));
  });

  it("counts each bowler's maidens as the file's overs of six or more legal balls without a run against them", () => {
    const scoring = MatchScoring.fromDeliveries({ format, roster }, deliveries);
    file.innings.forEach((innings, index) => {
      const expected = new Map<string, number>();
      for (const over of innings.overs) {
        const byBowler = new Map<string, { legal: number; conceded: number }>();
        for (const delivery of over.deliveries) {
          const share = byBowler.get(delivery.bowler) ?? { legal: 0, conceded: 0 };
          share.legal += Number(isLegalDelivery(delivery));
          share.conceded += runsConcededByBowler(delivery);
          byBowler.set(delivery.bowler, share);
        }
        for (const [bowler, share] of byBowler) {
          expected.set(bowler, (expected.get(bowler) ?? 0) + Number(share.legal >= 6 && share.conceded === 0));
        }
      }
      const counted = new Map(scoring.scorecard(index + 1)!.bowling.map((row) => [row.player, row.line.maidens]));
      expect(counted).toEqual(expected);
    });
  });
});
