import { render, screen } from '@testing-library/react';
import type { InningsScoreView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { sampleScorecard } from '../../../test/mock-api.ts';
import { chaseText, MatchScore } from './MatchScore.tsx';

const chase = (overrides: Partial<InningsScoreView> = {}): InningsScoreView => ({
  number: 2,
  team: 'Australia',
  superOver: false,
  runs: 159,
  wickets: 4,
  overs: '18.3',
  extras: 3,
  target: { runs: 181, overs: 20 },
  ...overrides,
});

describe('the match score', () => {
  it('shows each innings as runs/wickets (overs), the side yet to bat, and the last ball', () => {
    render(<MatchScore scorecard={sampleScorecard()} />);
    const region = screen.getByRole('region', { name: 'Match score' });
    expect(region).toHaveTextContent('India12/0 (1.2 ov)');
    expect(region).toHaveTextContent('AustraliaYet to bat');
    expect(region).toHaveTextContent('Last ball 1.2 Starc to Kohli, FOUR');
  });

  it('says when no ball has been bowled', () => {
    render(<MatchScore scorecard={sampleScorecard({ innings: [], lastBall: null })} />);
    expect(screen.getByText('India vs Australia: no balls bowled yet.')).toBeInTheDocument();
  });

  it('shows a finished match without a side yet to bat', () => {
    render(<MatchScore scorecard={sampleScorecard({ state: 'COMPLETED' })} />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText('Yet to bat')).toBeNull();
  });
});

describe('a chase in words', () => {
  it.each([
    ['on, with overs', chase(), true, 'Target 181 in 20 overs · Need 22 from 9 balls'],
    ['one ball left', chase({ overs: '19.5', runs: 179 }), true, 'Target 181 in 20 overs · Need 2 from 1 ball'],
    ['without an over limit', chase({ target: { runs: 250, overs: null } }), true, 'Target 250 · Need 91 runs'],
    ['won', chase({ runs: 182 }), true, 'Target 181 in 20 overs'],
    ['all out', chase({ wickets: 10 }), true, 'Target 181 in 20 overs'],
    ['out of overs', chase({ overs: '20' }), true, 'Target 181 in 20 overs'],
    ['over, the match finished', chase(), false, 'Target 181 in 20 overs'],
  ])('%s', (_, innings, chasing, words) => {
    expect(chaseText(innings, chasing)).toBe(words);
  });
});
