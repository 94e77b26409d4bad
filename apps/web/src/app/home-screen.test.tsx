import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleContest, sampleEntry, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

async function openHome() {
  localStorage.setItem('jwt', makeToken({ name: 'Asha Rao' }));
  renderApp('/home');
  await screen.findByText('Welcome to your Fantasy Cricket Zone');
  return userEvent.setup();
}

// Its name starts with the initials it shows (WCAG 2.5.3, label in name).
const profileButton = () => screen.getByRole('button', { name: 'AR Profile' });
const myAccount = () => screen.queryByRole('link', { name: 'My Account' });

describe('Home', () => {
  it('shows the subtitle, the app block and the disclaimer word for word', async () => {
    await openHome();
    expect(screen.getByRole('heading', { name: 'Download the Official App' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Android/ })).toHaveAttribute('href', '/android-app');
    expect(screen.getByRole('link', { name: /iOS/ })).toHaveAttribute('href', '/ios-app');
    expect(
      screen.getByText(
        'Fantasy sports involve financial risk and are intended for players aged 18 and above. Please play responsibly. It can be addictive. Fantasy sports are restricted in Andhra Pradesh, Assam, Nagaland, Sikkim and Telangana.',
      ),
    ).toBeInTheDocument();
  });

  it('has a logo that goes to the start page', async () => {
    await openHome();
    expect(screen.getByRole('link', { name: /Crease, go to the start page/ })).toHaveAttribute('href', '/');
  });

  it('opens the profile dropdown with My Account and Logout', async () => {
    const user = await openHome();
    expect(myAccount()).toBeNull();
    await user.click(profileButton());
    expect(profileButton()).toHaveAttribute('aria-expanded', 'true');
    expect(myAccount()).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('closes the dropdown on a click outside it', async () => {
    const user = await openHome();
    await user.click(profileButton());
    await user.click(screen.getByText('Welcome to your Fantasy Cricket Zone'));
    expect(myAccount()).toBeNull();
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown on Escape and gives focus back to the profile icon', async () => {
    const user = await openHome();
    await user.click(profileButton());
    await user.keyboard('{Escape}');
    expect(myAccount()).toBeNull();
    expect(profileButton()).toHaveFocus();
  });

  it('logs out: the token under jwt is gone and the sign-in page shows', async () => {
    const user = await openHome();
    await user.click(profileButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();
  });

  it('shows Your contests after Upcoming matches: live ones first with their rank and points, then those just finished with the prize, then upcoming', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
    const match = (startTime: string) => ({ ...sampleEntry().match, startTime });
    mockApi({
      'GET /api/matches/upcoming': [sampleMatch()],
      'GET /join/my-contests/details': [
        sampleEntry({ entryId: 4, contestName: 'Old League', contestId: 104, status: 'COMPLETED', match: match(daysAgo(10)) }),
        sampleEntry({ entryId: 3, contestName: 'Finished League', contestId: 103, status: 'COMPLETED', match: match(daysAgo(1)), rank: 2, totalPoints: 180, prize: 250 }),
        sampleEntry({ entryId: 1, contestName: 'Mega Contest', status: 'UPCOMING' }),
        sampleEntry({ entryId: 2, contestName: 'Live League', contestId: 102, status: 'LIVE', matchId: 4, rank: 12, totalPoints: 88.5, match: match(daysAgo(0.05)) }),
      ],
    });
    await openHome();
    const block = within(screen.getByRole('region', { name: 'Your contests' }));
    expect(await block.findByText('Mega Contest')).toBeInTheDocument();
    const cards = block.getAllByRole('link').filter((link) => link.closest('li'));
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Live League');
    expect(cards[0]).toHaveAttribute('href', '/contests/102');
    expect(cards[0]).toHaveTextContent('Rank #12 · 88.5 pts');
    expect(cards[1]).toHaveTextContent('Finished League');
    expect(cards[1]).toHaveAttribute('href', '/contests/103');
    expect(cards[1]).toHaveTextContent('Rank #2 · 180 pts · Won ₹250');
    expect(cards[2]).toHaveTextContent('Mega Contest');
    expect(cards[2]).toHaveAttribute('href', '/team/preview/1?team=5');
    expect(block.queryByText('Old League')).toBeNull();
    expect(block.getByRole('link', { name: /All my contests/ })).toHaveAttribute('href', '/my-joined-contests');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Your contests')).toBe(headings.indexOf('Upcoming matches') + 1);
  });

  it('says No contests joined yet. in Your contests before the first join', async () => {
    mockApi({ 'GET /api/matches/upcoming': [], 'GET /join/my-contests/details': [] });
    await openHome();
    expect(await within(screen.getByRole('region', { name: 'Your contests' })).findByText('No contests joined yet.')).toBeInTheDocument();
  });

  it('offers My Contests, My Teams, My Wallet and My Leagues in the profile menu', async () => {
    const user = await openHome();
    await user.click(profileButton());
    const menu = within(screen.getByRole('link', { name: 'My Account' }).closest('ul')!);
    expect(menu.getByRole('link', { name: 'My Contests' })).toHaveAttribute('href', '/my-joined-contests');
    expect(menu.getByRole('link', { name: 'My Teams' })).toHaveAttribute('href', '/my-team');
    expect(menu.getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/wallet');
    expect(menu.getByRole('link', { name: 'My Leagues' })).toHaveAttribute('href', '/leagues');
  });

  it('has the bottom bar: Home, Contests, My Contests, Wallet, Profile, and the wallet with Add cash on top', async () => {
    await openHome();
    const bar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Contests', '/contests'],
      ['My Contests', '/my-joined-contests'],
      ['Wallet', '/wallet'],
      ['Profile', '/profile'],
    ]);
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Add cash' })).toHaveAttribute('href', '/wallet?add=1');
  });

  it('leads to the leagues, played with friends over a series', async () => {
    await openHome();
    const leagues = within(screen.getByRole('region', { name: 'Leagues with friends' }));
    expect(leagues.getByRole('link', { name: 'My Leagues' })).toHaveAttribute('href', '/leagues');
  });

  it('opens a friend’s private contest from its code', async () => {
    mockApi({
      'GET /api/matches/upcoming': [],
      'GET /join/my-contests/details': [],
      'GET /api/contests/invite/K7M2QX9P': { ...sampleContest({ id: 300, name: 'Office Friends' }), private: true, inviteCode: 'K7M2QX9P' },
      'GET /api/team/preview/1': { status: 404, body: { message: 'No team.' } },
    });
    const user = await openHome();
    const join = within(screen.getByRole('region', { name: 'Join with a code' }));
    await user.type(join.getByLabelText('Invite code'), 'K7M2-QX9P');
    await user.click(join.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
  });
});
