// Every innings of the nine shipped match files against the totals in the data README's table
// (section 4), and each match's recorded outcome against what the deliveries add up to.

import { describe, expect, it } from 'vitest';
import { isDismissal } from './deliveries.ts';
import { deliveriesOf, formatOf, MATCH_IDS, readMatch, rosterOf, type MatchId } from './match-files.fixture.ts';
import { MatchScoring } from './match-scoring.ts';
import { deliveryInputSchema } from './scoring-schemas.ts';

interface InningsTotals {
  team: string;
  runs: number;
  wickets: number;
  overs: string;
  /** wides, no-balls, byes, leg-byes, penalty (sums of runs) */
  extras: [number, number, number, number, number];
  superOver?: true;
}

// The data README's table, row for row.
const README_TOTALS: Record<MatchId, InningsTotals[]> = {
  '1426312': [
    { team: 'Sunrisers Hyderabad', runs: 113, wickets: 10, overs: '18.3', extras: [6, 0, 5, 2, 0] },
    { team: 'Kolkata Knight Riders', runs: 114, wickets: 2, overs: '10.3', extras: [5, 0, 4, 2, 0] },
  ],
  '1370353': [
    { team: 'Gujarat Titans', runs: 214, wickets: 4, overs: '20', extras: [2, 0, 1, 1, 0] },
    { team: 'Chennai Super Kings', runs: 171, wickets: 5, overs: '15', extras: [4, 0, 0, 1, 0] },
  ],
  '1473469': [
    { team: 'Delhi Capitals', runs: 188, wickets: 5, overs: '20', extras: [7, 1, 0, 1, 0] },
    { team: 'Rajasthan Royals', runs: 188, wickets: 4, overs: '20', extras: [3, 1, 1, 1, 0] },
    { team: 'Rajasthan Royals', runs: 11, wickets: 2, overs: '0.5', extras: [0, 1, 0, 0, 0], superOver: true },
    { team: 'Delhi Capitals', runs: 13, wickets: 0, overs: '0.4', extras: [0, 0, 0, 0, 0], superOver: true },
  ],
  '1359519': [{ team: 'Lucknow Super Giants', runs: 125, wickets: 7, overs: '19.2', extras: [6, 0, 0, 0, 0] }],
  '1415755': [
    { team: 'India', runs: 176, wickets: 7, overs: '20', extras: [6, 1, 0, 0, 0] },
    { team: 'South Africa', runs: 169, wickets: 8, overs: '20', extras: [3, 1, 1, 4, 0] },
  ],
  '1442989': [
    { team: 'India', runs: 137, wickets: 9, overs: '20', extras: [5, 0, 0, 2, 0] },
    { team: 'Sri Lanka', runs: 137, wickets: 8, overs: '20', extras: [8, 0, 0, 2, 0] },
    { team: 'Sri Lanka', runs: 2, wickets: 2, overs: '0.3', extras: [1, 0, 0, 0, 0], superOver: true },
    { team: 'India', runs: 4, wickets: 0, overs: '0.1', extras: [0, 0, 0, 0, 0], superOver: true },
  ],
  '1466428': [
    { team: 'New Zealand', runs: 251, wickets: 7, overs: '50', extras: [13, 0, 0, 3, 0] },
    { team: 'India', runs: 254, wickets: 6, overs: '49', extras: [8, 0, 0, 0, 0] },
  ],
  '1442990': [
    { team: 'Sri Lanka', runs: 230, wickets: 8, overs: '50', extras: [6, 0, 0, 2, 0] },
    { team: 'India', runs: 230, wickets: 10, overs: '47.5', extras: [4, 0, 0, 4, 0] },
  ],
  '1448349': [
    { team: 'India', runs: 471, wickets: 10, overs: '113.1', extras: [2, 9, 1, 14, 5] },
    { team: 'England', runs: 465, wickets: 10, overs: '100.4', extras: [1, 7, 8, 18, 0] },
    { team: 'India', runs: 364, wickets: 10, overs: '96', extras: [3, 6, 5, 4, 0] },
    { team: 'England', runs: 373, wickets: 5, overs: '82', extras: [0, 3, 12, 6, 0] },
  ],
};

function scored(id: MatchId): MatchScoring {
  const file = readMatch(id);
  return MatchScoring.fromDeliveries({ format: formatOf(file), roster: rosterOf(file) }, deliveriesOf(file));
}

describe.each(MATCH_IDS)('match %s', (id) => {
  const file = readMatch(id);
  const scoring = scored(id);

  it('accepts every delivery of the file through the feed schema and the roster checks', () => {
    const replay = new MatchScoring({ format: formatOf(file), roster: rosterOf(file) });
    deliveriesOf(file).forEach((delivery, index) => {
      const parsed = deliveryInputSchema.safeParse(delivery);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(replay.problemsWith(parsed.data!, `deliveries[${index}]`)).toEqual([]);
      replay.apply(parsed.data!);
    });
  });

  it.each(README_TOTALS[id].map((totals, index) => ({ innings: index + 1, ...totals })))(
    'innings $innings ($team): $runs/$wickets in $overs overs, as the README table',
    ({ innings, team, runs, wickets, overs, extras, superOver }) => {
      const card = scoring.scorecard(innings)!;
      const { summary } = card;
      const [wides, noBalls, byes, legByes, penalty] = extras;
      expect(summary).toMatchObject({ battingTeam: team, runs, wickets, overs, superOver: superOver === true });
      expect(summary.extras).toEqual({ wides, noBalls, byes, legByes, penalty, total: wides + noBalls + byes + legByes + penalty });

      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      // Batters' runs and the extras (penalty runs included) make the total.
      expect(sum(card.batting.map((row) => row.line.runs)) + summary.extras.total).toBe(runs);
      // The wickets are the batters dismissed (retired hurt is not out).
      expect(card.batting.filter((row) => isDismissal(row.line.dismissal)).length).toBe(wickets);
      // The bowlers' legal balls are the innings' overs.
      expect(sum(card.bowling.map((row) => row.line.ballsBowled))).toBe(summary.legalBalls);
      // What the bowlers conceded, with byes, leg-byes and penalties, is the total.
      expect(sum(card.bowling.map((row) => row.line.runsConceded)) + byes + legByes + penalty).toBe(runs);
      // Every wicket the bowlers took was a dismissal of this innings.
      const bowlersWickets = sum(card.bowling.map((row) => Object.values(row.line.wickets).reduce((a, b) => a + b, 0)));
      const notTheBowlers = card.batting.filter((row) => row.line.dismissal === 'run out' || row.line.dismissal === 'retired out').length;
      expect(bowlersWickets + notTheBowlers).toBe(wickets);
    },
  );

  it('computes each chase target the file records (a rain-revised one as revised)', () => {
    file.innings.forEach((innings, index) => {
      if (!innings.target) return;
      const computed = scoring.inningsSummaries()[index]!.target;
      if (file.info.outcome.method === 'D/L') {
        expect(computed).not.toEqual(innings.target);
        const revised = scored(id);
        revised.reviseTarget(index + 1, innings.target);
        expect(revised.inningsSummaries()[index]!.target).toEqual(innings.target);
      } else {
        expect(computed).toEqual(innings.target);
      }
    });
  });
});

describe('outcomes from the deliveries (README section 4)', () => {
  const summaries = (id: MatchId) => scored(id).inningsSummaries();

  it.each([
    ['1415755', 7],
    ['1442990', 0],
  ] as const)('%s: the first innings won by %i runs (0 a tie)', (id, margin) => {
    const [first, second] = summaries(id);
    expect(first!.runs - second!.runs).toBe(margin);
  });

  it.each([
    ['1426312', 8],
    ['1466428', 4],
    ['1370353', 5],
  ] as const)('%s: the chase was reached with %i wickets in hand', (id, margin) => {
    const file = readMatch(id);
    const chase = summaries(id)[1]!;
    expect(chase.runs).toBeGreaterThanOrEqual(file.innings[1]!.target!.runs);
    expect(10 - chase.wickets).toBe(margin);
    expect(file.info.outcome.by?.wickets).toBe(margin);
  });

  it('1370353: the rain-shortened chase ended at 171 off 15 overs, the revised target', () => {
    const chase = summaries('1370353')[1]!;
    expect([chase.runs, chase.overs, chase.battingTeam]).toEqual([171, '15', 'Chennai Super Kings']);
  });

  it.each(['1473469', '1442989'] as const)('%s: a tie, and the super over won by the eliminator', (id) => {
    const [first, second, superFirst, superSecond] = summaries(id);
    expect(first!.runs).toBe(second!.runs);
    expect([superFirst!.superOver, superSecond!.superOver]).toEqual([true, true]);
    expect(superSecond!.target!.runs).toBe(superFirst!.runs + 1);
    expect(superSecond!.runs > superFirst!.runs ? superSecond!.battingTeam : superFirst!.battingTeam).toBe(readMatch(id).info.outcome.eliminator);
  });

  it('1359519: a no-result leaves one innings and no target', () => {
    const all = summaries('1359519');
    expect(all).toHaveLength(1);
    expect(all[0]!.target).toBeNull();
    expect(readMatch('1359519').info.outcome.result).toBe('no result');
  });

  it('1448349: England chased 371 in the fourth innings and won by 5 wickets on aggregate 838 to 835', () => {
    const all = summaries('1448349');
    const aggregate = (team: string) => all.filter((s) => s.battingTeam === team).reduce((total, s) => total + s.runs, 0);
    expect([aggregate('England'), aggregate('India')]).toEqual([838, 835]);
    expect(all[3]!.target).toEqual({ runs: 371, overs: null });
    expect(10 - all[3]!.wickets).toBe(5);
    expect(all.map((s) => s.target)).toEqual([null, null, null, { runs: 371, overs: null }]);
  });
});
