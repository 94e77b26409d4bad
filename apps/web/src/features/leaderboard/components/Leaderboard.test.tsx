import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../../../test/reduced-motion.ts';
import { rankInOrder, type LeaderboardEntry } from '../leaderboard-entry.ts';
import { Leaderboard, ROW_ANIMATION_MS } from './Leaderboard.tsx';

const TABLE: LeaderboardEntry[] = [
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
    render(<Leaderboard rows={null} />);
    expect(screen.getByRole('heading', { name: 'Live Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
  });

  it('says so when the table is empty', () => {
    render(<Leaderboard rows={[]} />);
    expect(screen.getByText('No leaderboard data available.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('ranks rows in the order received, with medals for the top three and #n after', () => {
    render(<Leaderboard rows={rankInOrder(TABLE)} />);
    expect(rows()).toHaveLength(5);
    expect(within(rows()[0]!).getByRole('img', { name: /gold/ })).toBeInTheDocument();
    expect(within(rows()[1]!).getByRole('img', { name: /silver/ })).toBeInTheDocument();
    expect(within(rows()[2]!).getByRole('img', { name: /bronze/ })).toBeInTheDocument();
    expect(within(rows()[3]!).queryByRole('img')).toBeNull();
    expect(rows()[3]).toHaveTextContent('#4');
    expect(rows()[4]).toHaveTextContent('#5');
  });

  it('shows initials, name and points with " pts" on each row', () => {
    render(<Leaderboard rows={rankInOrder(TABLE)} />);
    expect(rows()[0]).toHaveTextContent('VK');
    expect(rows()[0]).toHaveTextContent('Virat Kohli');
    expect(rows()[0]).toHaveTextContent('412.5 pts');
    // Up to the first two words, upper-case.
    expect(within(rows()[1]!).getByText('RG')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('S')).toBeInTheDocument();
    expect(rows()[4]).toHaveTextContent('0 pts');
  });

  it("draws a contest's competition ranks: tied rows share a medal, the rank after them skips", () => {
    const table = [
      { key: 'e1', rank: 1, username: 'Virat Kohli', totalPoints: 90, entryId: 1 },
      { key: 'e2', rank: 2, username: 'Smriti', totalPoints: 80, entryId: 2 },
      { key: 'e3', rank: 2, username: 'Asha Rao', totalPoints: 80, entryId: 3 },
      { key: 'e4', rank: 4, username: 'Jasprit Bumrah', totalPoints: 10, entryId: 4 },
    ];
    render(<Leaderboard rows={table} />);
    expect(within(rows()[1]!).getByRole('img', { name: /silver/ })).toBeInTheDocument();
    expect(within(rows()[2]!).getByRole('img', { name: /silver/ })).toBeInTheDocument();
    expect(rows()[3]).toHaveTextContent('#4');
  });

  it("marks the caller's own rows and shows what each row won", () => {
    const table = [
      { key: 'e1', rank: 1, username: 'Virat Kohli', totalPoints: 90, prize: 500, entryId: 1 },
      { key: 'e2', rank: 2, username: 'Asha Rao', totalPoints: 80, prize: 250.5, mine: true, entryId: 2 },
      { key: 'e3', rank: 3, username: 'Smriti', totalPoints: 70, prize: 0, entryId: 3 },
      { key: 'e4', rank: 4, username: 'Jasprit Bumrah', totalPoints: 10, prize: null, entryId: 4 },
    ];
    render(<Leaderboard rows={table} live={false} title="Final Leaderboard" />);
    expect(screen.getByRole('heading', { name: 'Final Leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(screen.queryByText('Live')).toBeNull();
    expect(rows()[0]).toHaveTextContent('Won ₹500');
    expect(rows()[1]).toHaveTextContent('You');
    expect(rows()[1]).toHaveTextContent('Won ₹250.50');
    expect(rows()[0]).not.toHaveTextContent('You');
    expect(rows()[2]).not.toHaveTextContent('Won');
    expect(rows()[3]).not.toHaveTextContent('Won');
  });

  it('opens an entry when its row is pressed, when the board offers that', async () => {
    const opened: number[] = [];
    const table = [
      { key: 'e1', rank: 1, username: 'Virat Kohli', totalPoints: 90, entryId: 11 },
      { key: 'e2', rank: 2, username: 'Asha Rao', totalPoints: 80, entryId: 12 },
    ];
    render(<Leaderboard rows={table} onSelect={(row) => opened.push(row.entryId!)} />);
    screen.getByRole('button', { name: /Asha Rao 80 pts/ }).click();
    expect(opened).toEqual([12]);
  });

  it('shows the live channel error', () => {
    render(<Leaderboard rows={null} error="WebSocket Error: Invalid or expired token." />);
    expect(screen.getByRole('alert')).toHaveTextContent('WebSocket Error: Invalid or expired token.');
  });

  it('replaces the whole list with each new table; a row that left fades out, then goes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Leaderboard rows={rankInOrder(TABLE)} />);
    rerender(<Leaderboard rows={rankInOrder([TABLE[3]!, TABLE[0]!])} />);

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
      const { rerender } = render(<Leaderboard rows={rankInOrder(TABLE)} />);
      rerender(<Leaderboard rows={rankInOrder([TABLE[1]!, TABLE[0]!, ...TABLE.slice(2)])} />);
      expect(animate).toHaveBeenCalledTimes(2);
    });

    it('with reduced motion, moves rows and drops departed ones at once, without animating', () => {
      emulateReducedMotion(true);
      layOutRows();
      const { rerender } = render(<Leaderboard rows={rankInOrder(TABLE)} />);
      rerender(<Leaderboard rows={rankInOrder([TABLE[1]!, TABLE[0]!])} />);
      expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('rohit gurunath sharma'), expect.stringContaining('Virat Kohli')]);
      expect(screen.queryByText('Asha Rao')).toBeNull();
      expect(animate).not.toHaveBeenCalled();
    });
  });
});
