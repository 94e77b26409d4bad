import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../../../test/reduced-motion.ts';
import { Leaderboard, ROW_ANIMATION_MS } from './Leaderboard.tsx';

const TABLE = [
  { username: 'Virat Kohli', totalPoints: 412.5 },
  { username: 'rohit gurunath sharma', totalPoints: 398 },
  { username: 'Smriti', totalPoints: 377 },
  { username: 'Jasprit Bumrah', totalPoints: 120 },
  { username: 'Asha Rao', totalPoints: 0 },
];

const rows = () => screen.getAllByRole('listitem');

describe('Leaderboard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is titled Live Leaderboard and waits for the first table', () => {
    render(<Leaderboard entries={null} />);
    expect(screen.getByRole('heading', { name: 'Live Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
  });

  it('says so when the table is empty', () => {
    render(<Leaderboard entries={[]} />);
    expect(screen.getByText('No leaderboard data available.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('ranks rows in the order received, with medals for the top three and #n after', () => {
    render(<Leaderboard entries={TABLE} />);
    expect(rows()).toHaveLength(5);
    expect(within(rows()[0]!).getByRole('img', { name: /gold/ })).toBeInTheDocument();
    expect(within(rows()[1]!).getByRole('img', { name: /silver/ })).toBeInTheDocument();
    expect(within(rows()[2]!).getByRole('img', { name: /bronze/ })).toBeInTheDocument();
    expect(within(rows()[3]!).queryByRole('img')).toBeNull();
    expect(rows()[3]).toHaveTextContent('#4');
    expect(rows()[4]).toHaveTextContent('#5');
  });

  it('shows initials, name and points with " pts" on each row', () => {
    render(<Leaderboard entries={TABLE} />);
    expect(rows()[0]).toHaveTextContent('VK');
    expect(rows()[0]).toHaveTextContent('Virat Kohli');
    expect(rows()[0]).toHaveTextContent('412.5 pts');
    // Up to the first two words, upper-case.
    expect(within(rows()[1]!).getByText('RG')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('S')).toBeInTheDocument();
    expect(rows()[4]).toHaveTextContent('0 pts');
  });

  it('shows the live channel error', () => {
    render(<Leaderboard entries={null} error="WebSocket Error: Invalid or expired token." />);
    expect(screen.getByRole('alert')).toHaveTextContent('WebSocket Error: Invalid or expired token.');
  });

  it('replaces the whole list with each new table; a row that left fades out, then goes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Leaderboard entries={TABLE} />);
    rerender(<Leaderboard entries={[TABLE[3]!, TABLE[0]!]} />);

    // The new order is what the table says; the departed rows are on their way out.
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Jasprit Bumrah'), expect.stringContaining('Virat Kohli')]);
    expect(within(rows()[0]!).getByRole('img', { name: /gold/ })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ROW_ANIMATION_MS));
    expect(screen.queryByText('Asha Rao')).toBeNull();
    expect(screen.queryByText('Smriti')).toBeNull();
  });

  describe('motion', () => {
    // jsdom lays nothing out and cannot animate: each row's top is its place in the list, and
    // the animations asked for are recorded.
    const animate = vi.fn();
    const layOutRows = () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const place = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
        return { top: place * 48 } as DOMRect;
      });
      Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    };
    afterEach(() => {
      animate.mockReset();
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    });

    it('slides a row that changed rank to its new place', () => {
      emulateReducedMotion(false);
      layOutRows();
      const { rerender } = render(<Leaderboard entries={TABLE} />);
      rerender(<Leaderboard entries={[TABLE[1]!, TABLE[0]!, ...TABLE.slice(2)]} />);
      expect(animate).toHaveBeenCalledTimes(2);
    });

    it('with reduced motion, moves rows and drops departed ones at once, without animating', () => {
      emulateReducedMotion(true);
      layOutRows();
      const { rerender } = render(<Leaderboard entries={TABLE} />);
      rerender(<Leaderboard entries={[TABLE[1]!, TABLE[0]!]} />);
      expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('rohit gurunath sharma'), expect.stringContaining('Virat Kohli')]);
      expect(screen.queryByText('Asha Rao')).toBeNull();
      expect(animate).not.toHaveBeenCalled();
    });
  });
});
