import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeagueView } from '@crease/game';
import { describe, expect, it, vi } from 'vitest';
import { liveChannel } from '../test/mock-live.ts';
import { mockApi, pendingFetch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const TOPIC = '/topic/leagues/9/leaderboard';
const FIRST = { id: 21, teamA: 'Chennai Super Kings', teamB: 'Mumbai Indians', startTime: '2026-04-02T10:00:00Z', state: 'COMPLETED' as const };
const SECOND = { id: 22, teamA: 'Delhi Capitals', teamB: 'Punjab Kings', startTime: '2026-04-04T10:00:00Z', state: 'LIVE' as const };

/** Asha (user 7, the reader) and Bala, after two matches. */
const LEAGUE: LeagueView = {
  id: 9,
  name: 'Office League',
  competition: 'Indian Premier League 2026',
  inviteCode: 'K7M2QX9P',
  members: 2,
  creatorId: 7,
  matches: [FIRST, SECOND],
  table: [
    { rank: 1, userId: 8, username: 'Bala', totalPoints: 180.5, perMatch: [{ matchId: 21, points: 120 }, { matchId: 22, points: 60.5 }] },
    { rank: 2, userId: 7, username: 'Asha Rao', totalPoints: 150, perMatch: [{ matchId: 21, points: 150 }, { matchId: 22, points: 0 }] },
  ],
};

function open(path = '/leagues/9') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const table = () => within(screen.getByRole('table'));

describe('a league', () => {
  it('shows Loading league... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading league...')).toBeInTheDocument();
  });

  it('shows its table: rank, name, total and each match in a column of its own, the reader’s row marked', async () => {
    mockApi({ 'GET /api/leagues/9': LEAGUE });
    open();
    expect(await screen.findByRole('heading', { name: 'Office League', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Indian Premier League 2026 · 2 members')).toBeInTheDocument();
    const rows = table().getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['Rank', 'Name', 'Total', 'CSK vs MIChennai Super Kings vs Mumbai Indians2 Apr', 'DC vs PKDelhi Capitals vs Punjab Kings4 Apr · Live']);
    expect(cells(rows[1]!)).toEqual(['1', 'Bala', '180.5', '120', '60.5']);
    expect(cells(rows[2]!)).toEqual(['2', 'Asha RaoYou', '150', '150', '0']);
    // Each match's column is named by its sides in full.
    expect(table().getByRole('columnheader', { name: /Delhi Capitals vs Punjab Kings/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'League table, scrollable' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('LIVE')).toBeInTheDocument();
  });

  it('moves as the league’s topic pushes the table, and reads the league again for a match just started', async () => {
    let matches: LeagueView['matches'] = [FIRST];
    const api = mockApi({ 'GET /api/leagues/9': () => ({ ...LEAGUE, matches, table: LEAGUE.table.map((row) => ({ ...row, perMatch: row.perMatch.slice(0, matches.length) })) }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Office League', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(liveChannel.isFollowed(TOPIC)).toBe(true));
    expect(table().getAllByRole('columnheader')).toHaveLength(4);

    matches = [FIRST, SECOND];
    act(() => liveChannel.publish(TOPIC, LEAGUE.table));
    expect(await table().findByRole('columnheader', { name: /Delhi Capitals vs Punjab Kings/ })).toBeInTheDocument();
    expect(cells(table().getAllByRole('row')[1]!)).toEqual(['1', 'Bala', '180.5', '120', '60.5']);
    expect(api.calls.filter((call) => call.path === '/api/leagues/9')).toHaveLength(2);

    act(() => liveChannel.publish(TOPIC, [{ ...LEAGUE.table[1]!, rank: 1, totalPoints: 200, perMatch: [{ matchId: 21, points: 150 }, { matchId: 22, points: 50 }] }, { ...LEAGUE.table[0]!, rank: 2 }]));
    expect(cells(table().getAllByRole('row')[1]!)).toEqual(['1', 'Asha RaoYou', '200', '150', '50']);
    expect(api.calls.filter((call) => call.path === '/api/leagues/9')).toHaveLength(2);
  });

  it('says when no match of its competition has started', async () => {
    mockApi({ 'GET /api/leagues/9': { ...LEAGUE, matches: [], table: LEAGUE.table.map((row) => ({ ...row, rank: 1, totalPoints: 0, perMatch: [] })) } });
    open();
    expect(await screen.findByText('No match of Indian Premier League 2026 has started yet: points count from each match’s first ball.')).toBeInTheDocument();
    expect(table().getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Name', 'Total']);
  });

  it('gives the code and a link that opens My Leagues with it', async () => {
    mockApi({ 'GET /api/leagues/9': LEAGUE });
    const user = open();
    const sheet = within(await screen.findByRole('region', { name: 'Invite your friends' }));
    expect(sheet.getByText('K7M2QX9P')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/leagues?code=K7M2QX9P`);
  });

  it('is for its members: anyone else is told so, with the way to join', async () => {
    mockApi({ 'GET /api/leagues/9': { status: 404, body: { message: 'League 9 was not found.' } } });
    open();
    expect(await screen.findByText('League 9 was not found.')).toBeInTheDocument();
    expect(screen.getByText(/A league is seen by its members only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Leagues' })).toHaveAttribute('href', '/leagues');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the live channel’s refusal above the table as it was read', async () => {
    mockApi({ 'GET /api/leagues/9': LEAGUE });
    open();
    await waitFor(() => expect(liveChannel.isFollowed(TOPIC)).toBe(true));
    act(() => liveChannel.refuse('WebSocket Error: League 9 was not found.'));
    expect(await screen.findByText('WebSocket Error: League 9 was not found.')).toBeInTheDocument();
    expect(table().getAllByRole('row')).toHaveLength(3);
  });
});
