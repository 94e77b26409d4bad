import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const MATCHES = [
  sampleMatch({ id: 1, teamA: 'India', teamB: 'Australia', startTime: new Date(Date.now() + 3 * 3600_000 + 20 * 60_000 + 30_000).toISOString(), event: 'Border-Gavaskar Trophy' }),
  sampleMatch({ id: 2, teamA: 'England', teamB: 'New Zealand', matchType: 'ODI' }),
];

describe('Matches', () => {
  it('lists the upcoming matches under Select a Match; choosing one shows its contests', async () => {
    mockApi({ 'GET /api/matches/upcoming': MATCHES, 'GET /api/contests': [], 'GET /api/matches/2': MATCHES[1]! });
    localStorage.setItem('jwt', makeToken());
    renderApp('/matches');
    expect(await screen.findByRole('heading', { name: 'Select a Match' })).toBeInTheDocument();
    const england = await screen.findByRole('button', { name: /^England vs New Zealand/ });
    expect(within(england).getByText('ODI')).toBeInTheDocument();
    await userEvent.setup().click(england);
    expect(await screen.findByRole('heading', { name: 'Contests', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No UPCOMING contests found.')).toBeInTheDocument();
    expect(screen.getByText(/England vs New Zealand \(/)).toBeInTheDocument();
  });

  it('says when there are none, and while loading', async () => {
    pendingFetch();
    localStorage.setItem('jwt', makeToken());
    renderApp('/matches');
    expect(await screen.findByText('Loading matches...')).toBeInTheDocument();
  });
});

describe('Home: Upcoming matches', () => {
  it('shows the next matches with how long until each, each going to its contests', async () => {
    mockApi({ 'GET /api/matches/upcoming': MATCHES });
    localStorage.setItem('jwt', makeToken());
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Upcoming matches' })).toBeInTheDocument();
    const india = await screen.findByRole('link', { name: /India vs Australia/ });
    expect(india).toHaveAttribute('href', '/contests?matchId=1');
    expect(within(india).getByText('Starts in 3 h 20 min')).toBeInTheDocument();
    expect(within(india).getByText('Border-Gavaskar Trophy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All matches/ })).toHaveAttribute('href', '/matches');
  });

  it('says when no match is coming up', async () => {
    mockApi({ 'GET /api/matches/upcoming': [] });
    localStorage.setItem('jwt', makeToken());
    renderApp('/home');
    expect(await screen.findByText(/No upcoming matches right now/)).toBeInTheDocument();
  });

  it('shows a failure with a cross mark', async () => {
    mockApi({ 'GET /api/matches/upcoming': { status: 400, body: { message: 'Bad request.' } } });
    localStorage.setItem('jwt', makeToken());
    renderApp('/home');
    expect(await screen.findByText('❌ Bad request.')).toBeInTheDocument();
  });
});
