import type { InningsScoreView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { atPosition, batchOutcome, deliveryOf, draftProblem, EMPTY_DRAFT, nextPosition } from './delivery-draft.ts';
import { legalBallsOf } from './overs.ts';

const innings = (overrides: Partial<InningsScoreView> = {}): InningsScoreView => ({ number: 1, team: 'India', superOver: false, runs: 40, wickets: 2, overs: '5.3', extras: 2, target: null, ...overrides });
const at = (inningsNo: number, over: number, ball: number, superOver = false) => ({ innings: inningsNo, over, ball, superOver });

describe('the next ball', () => {
  it('reads overs as cricket writes them', () => {
    expect(legalBallsOf('18.3')).toBe(111);
    expect(legalBallsOf('20')).toBe(120);
    expect(legalBallsOf('0')).toBe(0);
  });

  it('is the first ball of the match when none is stored', () => {
    expect(nextPosition(null, [], 'T20')).toEqual(at(1, 0, 1));
  });

  it('is the next ball of the over until six legal balls are bowled', () => {
    expect(nextPosition(at(1, 5, 3), [innings({ overs: '5.3' })], 'T20')).toEqual(at(1, 5, 4));
    // A wide as the over's seventh delivery: still the same over.
    expect(nextPosition(at(1, 5, 6), [innings({ overs: '5.5' })], 'T20')).toEqual(at(1, 5, 7));
  });

  it('is the first ball of the next over after the sixth legal ball', () => {
    expect(nextPosition(at(1, 5, 7), [innings({ overs: '6' })], 'T20')).toEqual(at(1, 6, 1));
  });

  it('stays in an over that began with a wide, though the overs are whole', () => {
    expect(nextPosition(at(1, 6, 1), [innings({ overs: '6' })], 'T20')).toEqual(at(1, 6, 2));
  });

  it('is the first ball of the next innings when this one is over: all out, out of overs, or the target reached', () => {
    expect(nextPosition(at(1, 12, 4), [innings({ wickets: 10, overs: '12.4' })], 'T20')).toEqual(at(2, 0, 1));
    expect(nextPosition(at(1, 19, 6), [innings({ overs: '20' })], 'T20')).toEqual(at(2, 0, 1));
    expect(nextPosition(at(1, 19, 6), [innings({ overs: '20' })], 'ODI')).toEqual(at(1, 20, 1));
    expect(nextPosition(at(2, 15, 2), [innings(), innings({ number: 2, runs: 181, overs: '15.2', target: { runs: 181, overs: 20 } })], 'T20')).toEqual(at(3, 0, 1));
    expect(nextPosition(at(3, 0, 6, true), [innings({ number: 3, superOver: true, overs: '1', wickets: 1 })], 'T20')).toEqual(at(4, 0, 1, true));
  });

  it('has no over limit in a Test', () => {
    expect(nextPosition(at(1, 119, 6), [innings({ overs: '120' })], 'TEST')).toEqual(at(1, 120, 1));
  });
});

const filled = { ...EMPTY_DRAFT, batter: 'V Kohli', nonStriker: 'RG Sharma', bowler: 'MA Starc' };

describe('the delivery sent', () => {
  it('is Cricsheet\'s delivery with its position', () => {
    expect(deliveryOf(atPosition({ ...filled, runsOffBat: '4' }, at(1, 2, 3)))).toEqual({
      innings: 1,
      over: 2,
      ball: 3,
      superOver: false,
      batter: 'V Kohli',
      non_striker: 'RG Sharma',
      bowler: 'MA Starc',
      runs: { batter: 4, extras: 0, total: 4 },
    });
  });

  it('marks a four that was run, and carries extras by kind', () => {
    expect(deliveryOf({ ...filled, runsOffBat: '4', boundaryRun: true }).runs).toEqual({ batter: 4, extras: 0, total: 4, non_boundary: true });
    const noBall = deliveryOf({ ...filled, runsOffBat: '2', extraKind: 'noballs', extraRuns: '1' });
    expect(noBall.runs).toEqual({ batter: 2, extras: 1, total: 3 });
    expect(noBall.extras).toEqual({ noballs: 1 });
  });

  it('scores nothing off the bat on a wide', () => {
    const wide = deliveryOf({ ...filled, runsOffBat: '3', extraKind: 'wides', extraRuns: '5' });
    expect(wide.runs).toEqual({ batter: 0, extras: 5, total: 5 });
  });

  it('carries a wicket with its fielders, a substitute marked', () => {
    const caught = deliveryOf({ ...filled, wicket: true, wicketKind: 'caught', playerOut: 'V Kohli', fielders: [{ name: 'AT Carey', substitute: false }, { name: '', substitute: false }] });
    expect(caught.wickets).toEqual([{ player_out: 'V Kohli', kind: 'caught', fielders: [{ name: 'AT Carey' }] }]);
    const bySub = deliveryOf({ ...filled, wicket: true, wicketKind: 'run out', playerOut: 'RG Sharma', fielders: [{ name: ' A Sub ', substitute: true }] });
    expect(bySub.wickets).toEqual([{ player_out: 'RG Sharma', kind: 'run out', fielders: [{ name: 'A Sub', substitute: true }] }]);
  });
});

describe("a draft's problem, before sending", () => {
  it.each([
    ['no players chosen', EMPTY_DRAFT, 'Choose the batter, the non-striker and the bowler.'],
    ['the same batter twice', { ...filled, nonStriker: 'V Kohli' }, 'The batter and the non-striker must be two different players.'],
    ['a wicket without the player out', { ...filled, wicket: true }, 'Choose the player out.'],
    ['a catch without the catcher', { ...filled, wicket: true, wicketKind: 'caught' as const, playerOut: 'V Kohli' }, 'wickets[0].fielders must name the catcher.'],
    ['a ball past the over\'s limit', { ...filled, ball: '31' }, 'ball can be at most 30 deliveries in one over.'],
    ['an over that is no number', { ...filled, over: 'x' }, 'over must be a whole number 0 or more.'],
  ])('%s', (_, draft, problem) => {
    expect(draftProblem(draft)).toBe(problem);
  });

  it('is none for a whole delivery', () => {
    expect(draftProblem({ ...filled, runsOffBat: '6' })).toBeNull();
  });
});

describe('what a batch did, in words', () => {
  it.each([
    [{ stored: 1, replaced: 0, unchanged: 0 }, 'Delivery innings 1, 2.3 stored.'],
    [{ stored: 0, replaced: 1, unchanged: 0 }, 'Delivery innings 1, 2.3 corrected: points recomputed.'],
    [{ stored: 0, replaced: 0, unchanged: 1 }, 'Delivery innings 1, 2.3 was already stored as sent: nothing changed.'],
  ])('%o', (batch, words) => {
    expect(batchOutcome(at(1, 2, 3), batch)).toBe(words);
  });
});
