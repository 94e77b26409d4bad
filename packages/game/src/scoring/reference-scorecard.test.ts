// The reference scorecard of the IPL 2024 final (1426312, data README section 5), row for row,
// then fantasy points worked out by hand for a dozen of its players (T20 tables).

import { describe, expect, it } from 'vitest';
import type { PlayerRole } from '../catalogue.ts';
import { oversText } from './deliveries.ts';
import { deliveriesOf, readMatch, rosterOf } from './match-files.fixture.ts';
import { MatchScoring } from './match-scoring.ts';
import { wicketsTaken } from './stat-line.ts';

const ROLES: Record<string, PlayerRole> = {
  'Abhishek Sharma': 'Allrounder',
  'TM Head': 'Batsman',
  'RA Tripathi': 'Batsman',
  'AK Markram': 'Allrounder',
  'Nithish Kumar Reddy': 'Allrounder',
  'H Klaasen': 'Wicketkeeper',
  'Shahbaz Ahmed': 'Allrounder',
  'Abdul Samad': 'Batsman',
  'PJ Cummins': 'Bowler',
  'JD Unadkat': 'Bowler',
  'B Kumar': 'Bowler',
  'T Natarajan': 'Bowler',
  'Rahmanullah Gurbaz': 'Wicketkeeper',
  'SP Narine': 'Allrounder',
  'VR Iyer': 'Allrounder',
  'SS Iyer': 'Batsman',
  'RK Singh': 'Batsman',
  'AD Russell': 'Allrounder',
  'Ramandeep Singh': 'Allrounder',
  'MA Starc': 'Bowler',
  'VG Arora': 'Bowler',
  'Harshit Rana': 'Bowler',
  'CV Varun': 'Bowler',
};

const file = readMatch('1426312');
const scoring = MatchScoring.fromDeliveries({ format: 'T20', roster: rosterOf(file, ROLES) }, deliveriesOf(file));

const battingRows = (innings: number) =>
  scoring.scorecard(innings)!.batting.map(({ player, howOut, line }) => [player, howOut, line.runs, line.balls, line.fours, line.sixes]);
const bowlingRows = (innings: number) =>
  scoring
    .scorecard(innings)!
    .bowling.map(({ player, line }) => [player, oversText(line.ballsBowled), line.runsConceded, wicketsTaken(line), line.dotBalls, line.wides, line.noBalls]);
const fieldingRows = (innings: number) => scoring.scorecard(innings)!.fielding.map(({ player, line }) => [player, line.catches]);

describe('Sunrisers Hyderabad 113 all out (18.3 overs)', () => {
  it('has every batting row of the reference scorecard', () => {
    expect(battingRows(1)).toEqual([
      ['Abhishek Sharma', 'b MA Starc', 2, 5, 0, 0],
      ['TM Head', 'c Rahmanullah Gurbaz b VG Arora', 0, 1, 0, 0],
      ['RA Tripathi', 'c Ramandeep Singh b MA Starc', 9, 13, 1, 0],
      ['AK Markram', 'c MA Starc b AD Russell', 20, 23, 3, 0],
      ['Nithish Kumar Reddy', 'c Rahmanullah Gurbaz b Harshit Rana', 13, 10, 1, 1],
      ['H Klaasen', 'b Harshit Rana', 16, 17, 1, 0],
      ['Shahbaz Ahmed', 'c SP Narine b CV Varun', 8, 7, 0, 1],
      ['Abdul Samad', 'c Rahmanullah Gurbaz b AD Russell', 4, 4, 0, 0],
      ['PJ Cummins', 'c MA Starc b AD Russell', 24, 19, 2, 1],
      ['JD Unadkat', 'lbw b SP Narine', 4, 11, 0, 0],
      ['B Kumar', 'not out', 0, 1, 0, 0],
    ]);
  });

  it('has every bowling row (O, R, W, dots, Wd, Nb), and Harshit Rana the only maiden', () => {
    expect(bowlingRows(1)).toEqual([
      ['MA Starc', '3', 14, 2, 11, 0, 0],
      ['VG Arora', '3', 24, 1, 8, 4, 0],
      ['Harshit Rana', '4', 24, 2, 13, 1, 0],
      ['SP Narine', '4', 16, 1, 8, 0, 0],
      ['AD Russell', '2.3', 19, 3, 7, 1, 0],
      ['CV Varun', '2', 9, 1, 6, 0, 0],
    ]);
    const maidens = scoring.scorecard(1)!.bowling.filter(({ line }) => line.maidens > 0);
    expect(maidens.map(({ player, line }) => [player, line.maidens])).toEqual([['Harshit Rana', 1]]);
  });

  it('has KKR fielding: Gurbaz 3 catches, Starc 2, Ramandeep Singh 1, Narine 1', () => {
    expect(fieldingRows(1).sort()).toEqual(
      [
        ['MA Starc', 2],
        ['Rahmanullah Gurbaz', 3],
        ['Ramandeep Singh', 1],
        ['SP Narine', 1],
      ].sort(),
    );
  });
});

describe('Kolkata Knight Riders 114/2 (10.3 overs)', () => {
  it('has every batting row', () => {
    expect(battingRows(2)).toEqual([
      ['Rahmanullah Gurbaz', 'lbw b Shahbaz Ahmed', 39, 32, 5, 2],
      ['SP Narine', 'c Shahbaz Ahmed b PJ Cummins', 6, 2, 0, 1],
      ['VR Iyer', 'not out', 52, 26, 4, 3],
      ['SS Iyer', 'not out', 6, 3, 1, 0],
    ]);
  });

  it('has every bowling row, and no maiden', () => {
    expect(bowlingRows(2)).toEqual([
      ['B Kumar', '2', 25, 0, 5, 1, 0],
      ['PJ Cummins', '2', 18, 1, 7, 2, 0],
      ['T Natarajan', '2', 29, 0, 2, 2, 0],
      ['Shahbaz Ahmed', '2.3', 22, 1, 4, 0, 0],
      ['JD Unadkat', '1', 9, 0, 1, 0, 0],
      ['AK Markram', '1', 5, 0, 2, 0, 0],
    ]);
    expect(scoring.scorecard(2)!.bowling.every(({ line }) => line.maidens === 0)).toBe(true);
  });

  it('has SRH fielding: Shahbaz Ahmed 1 catch', () => {
    expect(fieldingRows(2)).toEqual([['Shahbaz Ahmed', 1]]);
  });

  it('shows the two not-out batters at the crease and Shahbaz Ahmed bowling at the end', () => {
    const summary = scoring.inningsSummaries()[1]!;
    expect([...summary.atCrease].sort()).toEqual(['SS Iyer', 'VR Iyer']);
    expect(summary.bowler).toBe('Shahbaz Ahmed');
    expect(summary.target).toEqual({ runs: 114, overs: 20 });
  });
});

describe('fantasy points by hand (T20; everyone was in the playing XI: +4)', () => {
  it.each([
    // VR Iyer 52* off 26, 4 fours, 3 sixes: 4 + 52 + 4 + 6 + 8 (50) + 6 (SR 200 > 170) = 80
    ['VR Iyer', 80, { playingXI: 4, runs: 52, boundaries: 4, sixes: 6, runMilestone: 8, strikeRate: 6 }],
    // MA Starc 3-0-14-2 (b, c) and 2 catches: 4 + 50 + 8 (bowled) + 6 (econ 4.67 < 5) + 16 = 84
    ['MA Starc', 84, { playingXI: 4, wickets: 50, bowledOrLbw: 8, economy: 6, catches: 16 }],
    // AD Russell 2.3-0-19-3 (all caught): 4 + 75 + 4 (3 wickets) + 0 (econ 7.6) = 83
    ['AD Russell', 83, { playingXI: 4, wickets: 75, wicketHaul: 4 }],
    // Harshit Rana 4-1-24-2 (c, b): 4 + 50 + 8 + 12 (maiden) + 2 (econ 6.0) = 76
    ['Harshit Rana', 76, { playingXI: 4, wickets: 50, bowledOrLbw: 8, maidens: 12, economy: 2 }],
    // Gurbaz 39 off 32 (5 fours, 2 sixes), 3 catches: 4 + 39 + 5 + 4 + 4 (30) + 0 (SR 121.9) + 24 + 4 (three catches) = 84
    ['Rahmanullah Gurbaz', 84, { playingXI: 4, runs: 39, boundaries: 5, sixes: 4, runMilestone: 4, catches: 24, threeCatchBonus: 4 }],
    // TM Head c Gurbaz b Arora 0 off 1: 4 + 0 - 2 (duck; 1 ball, no strike rate) = 2
    ['TM Head', 2, { playingXI: 4, duck: -2 }],
    // RA Tripathi 9 off 13, 1 four: 4 + 9 + 1 - 2 (SR 69.2, in 60 to 70) = 12
    ['RA Tripathi', 12, { playingXI: 4, runs: 9, boundaries: 1, strikeRate: -2 }],
    // PJ Cummins (Bowler) 24 off 19 (2 fours, 1 six); 2-0-18-1: 4 + 24 + 2 + 2 + 25 + 0 (econ 9) = 57
    ['PJ Cummins', 57, { playingXI: 4, runs: 24, boundaries: 2, sixes: 2, wickets: 25 }],
    // Shahbaz Ahmed 8 off 7 (1 six); 2.3-0-22-1 (lbw); 1 catch: 4 + 8 + 2 + 25 + 8 + 0 (econ 8.8) + 8 = 55
    ['Shahbaz Ahmed', 55, { playingXI: 4, runs: 8, sixes: 2, wickets: 25, bowledOrLbw: 8, catches: 8 }],
    // JD Unadkat (Bowler) 4 off 11: no strike rate for a Bowler (36.4 would be -6); 1 over, no economy: 4 + 4 = 8
    ['JD Unadkat', 8, { playingXI: 4, runs: 4 }],
    // SP Narine 6 off 2 (1 six); 4-0-16-1 (lbw); 1 catch: 4 + 6 + 2 + 25 + 8 + 6 (econ 4) + 8 = 59
    ['SP Narine', 59, { playingXI: 4, runs: 6, sixes: 2, wickets: 25, bowledOrLbw: 8, economy: 6, catches: 8 }],
    // T Natarajan 2-0-29-0: 4 - 6 (econ 14.5 > 12) = -2
    ['T Natarajan', -2, { playingXI: 4, economy: -6 }],
    // B Kumar 0* off 1 (not out: no duck); 2-0-25-0: 4 - 6 (econ 12.5) = -2
    ['B Kumar', -2, { playingXI: 4, economy: -6 }],
    // RK Singh neither batted nor bowled: 4
    ['RK Singh', 4, { playingXI: 4 }],
  ] as const)('%s: %i', (player, total, nonZero) => {
    const { total: points, breakdown } = scoring.pointsOf(player);
    expect(points).toBe(total);
    expect(Object.fromEntries(Object.entries(breakdown).filter(([, value]) => value !== 0))).toEqual(nonZero);
  });
});
