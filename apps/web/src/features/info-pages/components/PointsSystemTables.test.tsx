import { render, screen, within } from '@testing-library/react';
import { POINTS_SOURCE_LABELS } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { PointsSystemTables } from './PointsSystemTables.tsx';

const rowOf = (name: string | RegExp) => screen.getByRole('row', { name });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the Fantasy Point System tables', () => {
  it("names every source of points as a player's breakdown does", () => {
    render(<PointsSystemTables />);
    const page = document.body.textContent ?? '';
    for (const label of Object.values(POINTS_SOURCE_LABELS)) expect(page).toContain(label);
  });

  it("gives each format's points, with a dash where a format has no such milestone", () => {
    render(<PointsSystemTables />);
    expect(cells(rowOf(/^Maiden overs/))).toEqual(['+12', '+4', '0']);
    expect(cells(rowOf(/^Duck/))).toEqual(['-2', '-3', '-4']);
    expect(cells(rowOf(/^Wickets Each wicket/))).toEqual(['+25', '+25', '+16']);
    expect(cells(rowOf(/^Run milestone: 30 runs/))).toEqual(['+4', '—', '—']);
    expect(cells(rowOf(/^Run milestone: 100 runs/))).toEqual(['+16', '+8', '+8']);
    expect(cells(rowOf(/^Vice-Captain/))).toEqual(['1.5x', '1.5x', '1.5x']);
  });

  it('lists the economy and strike-rate bands of the limited-overs formats, and none for a Test', () => {
    render(<PointsSystemTables />);
    const economy = screen.getByRole('heading', { name: /^Economy rate/ }).closest('section')!;
    expect(within(economy).getByRole('table', { name: /T20 minimum 2 overs bowled/ })).toBeInTheDocument();
    expect(within(economy).getByText('Not scored in this format.')).toBeInTheDocument();
    const strikeRate = screen.getByRole('heading', { name: /^Strike rate/ }).closest('section')!;
    expect(within(within(strikeRate).getByRole('table', { name: /ODI/ })).getByRole('row', { name: 'below 30 -6' })).toBeInTheDocument();
  });
});
