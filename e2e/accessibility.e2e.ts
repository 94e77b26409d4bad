import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INFO_PAGE_SLUGS } from '../apps/web/src/features/info-pages/info-page-slugs.ts';
import { accessibilityProblems } from './accessibility.ts';
import { admin, apiGet, apiPost, apiPut, apiToken, readyForPaidPlay, registerAccount, useBrowser } from './browser.ts';
import { approveDeposit, enterContest, makeTeam, matchWithContests, moveMatch, playMatch, startDeposit, type MatchWithContests } from './fixtures.ts';

const browser = useBrowser();

type Who = 'signed out' | 'player' | 'admin';

interface PageVisit {
  /**
   * The address; {match}, {league} and {duel} stand for the fixture's ids, {liveMatch} and
   * {liveLeague} for the live one's, {payment} and {token} for an open payment's checkout link
   * and {deposit} for a paid payment; {privateContest} for the player's private contest,
   * {inviteCode} for another's code, {friendsLeague} for the player's league;
   * {supportConversation} for the player's conversation with support.
   */
  path: string;
  who: Who;
  /** What is on screen once the page has its content (not a loading line). */
  ready: (page: Page, fixture: MatchWithContests) => Locator;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

/**
 * Every page of the app, as the person it is for sees it, with its content loaded. A new screen
 * joins the accessibility check with one line here.
 */
const PAGES: readonly PageVisit[] = [
  { path: '/', who: 'signed out', ready: (page) => page.getByText('Experience the Thrill of Fantasy Cricket') },
  { path: '/login', who: 'signed out', ready: heading('Sign in to Crease') },
  { path: '/register', who: 'signed out', ready: heading('Create your account') },
  { path: '/auth', who: 'signed out', ready: (page) => page.getByRole('form', { name: 'Sign up' }) },
  { path: '/forgot-password', who: 'signed out', ready: heading('Forgot your password?') },
  { path: '/reset-password?token=not-checked-until-sent', who: 'signed out', ready: heading('Choose a new password') },
  { path: '/verify-email?token=not-a-real-token', who: 'signed out', ready: (page) => page.getByText(/❌/) },
  { path: '/faqs', who: 'signed out', ready: heading('Frequently Asked Questions') },
  ...INFO_PAGE_SLUGS.map((slug): PageVisit => ({ path: `/${slug}`, who: 'signed out', ready: (page) => page.getByRole('heading', { level: 1 }) })),
  { path: '/refer-and-earn', who: 'signed out', ready: (page) => page.getByRole('region', { name: 'Your code is in your account' }) },
  { path: '/no-such-page', who: 'signed out', ready: heading(/This page isn.t here/) },
  { path: '/sandbox/checkout/{payment}?token={token}', who: 'signed out', ready: (page) => page.getByRole('button', { name: 'Approve payment' }) },

  // The player's entries outnumber the three cards a phone shows: any card will do.
  { path: '/home', who: 'player', ready: (page) => page.getByRole('region', { name: 'Your contests' }).getByText(/^(Rank|Team) #/).first() },
  { path: '/matches', who: 'player', ready: (page, { sides }) => page.getByRole('button', { name: new RegExp(`^${sides[0]} vs ${sides[1]}`) }) },
  { path: '/contests?matchId={match}', who: 'player', ready: (page, { duel }) => page.getByRole('link', { name: new RegExp(duel.name) }) },
  { path: '/contests/{duel}/players', who: 'player', ready: (page) => page.getByRole('region', { name: 'You already have a team for this match' }) },
  { path: '/contests/{league}/players', who: 'player', ready: (page) => page.getByText('You have already joined this contest.') },
  { path: '/team/preview/{match}', who: 'player', ready: (page) => page.getByText('99 / 100') },
  { path: '/my-joined-contests', who: 'player', ready: (page, { league }) => page.getByRole('article', { name: league.name }) },
  { path: '/my-team', who: 'player', ready: (page) => page.getByText('Player Count').first() },
  { path: '/wallet', who: 'player', ready: (page) => page.getByText('Entry fee', { exact: true }).first() },
  { path: '/profile', who: 'player', ready: (page) => page.getByRole('region', { name: 'Last Transactions' }).getByText('−₹25.00').first() },
  { path: '/wallet?deposit={deposit}', who: 'player', ready: (page) => page.getByText('Your balance is now', { exact: false }) },
  { path: '/contests/{liveLeague}', who: 'player', ready: (page) => page.getByRole('region', { name: 'Your entries' }).getByRole('button') },
  { path: '/contests/{league}', who: 'player', ready: (page) => page.getByText('This contest has not started yet: the leaderboard opens when the match does.') },
  // Other tests' players may be on the overall board by now, or nobody yet.
  { path: '/auth', who: 'player', ready: (page) => page.getByRole('region', { name: 'Live Leaderboard' }).getByText(/Kavya Menon|No leaderboard data available\./).first() },
  { path: '/admin', who: 'player', ready: heading('This page is for admins') },
  // Help and Refer and Earn.
  { path: '/support', who: 'player', ready: (page) => page.getByRole('link', { name: /Deposit not credited/ }) },
  { path: '/support/{supportConversation}', who: 'player', ready: (page) => page.getByText('I paid ₹100 but my wallet does not show it.') },
  { path: '/support/new', who: 'player', ready: (page) => page.getByText('One of your contests, withdrawals or deposits, if your question is about it.') },
  { path: '/notifications', who: 'player', ready: (page) => page.getByText(/^Nothing yet\. Line-ups/).or(page.getByRole('listitem').filter({ hasText: /live|line-ups|deadline|settled|won/i }).first()) },
  { path: '/refer-and-earn', who: 'player', ready: (page) => page.getByRole('region', { name: 'Share your code' }).getByRole('definition') },
  // Friends: private contests and leagues.
  { path: '/matches/{match}/create-contest', who: 'player', ready: (page) => page.getByRole('radio', { name: /^Team #\d+/ }) },
  { path: '/matches/{match}/create-contest/team', who: 'player', ready: (page) => page.getByRole('tab', { name: /^WK/ }) },
  { path: '/contests/{privateContest}', who: 'player', ready: (page) => page.getByRole('region', { name: 'Who has joined' }).getByText('Rahul Verma') },
  { path: '/join/{inviteCode}', who: 'player', ready: (page) => page.getByRole('link', { name: 'Join with a team' }) },
  { path: '/join/{inviteCode}', who: 'signed out', ready: (page) => page.getByText('Sign in, or sign up, to join your friend’s contest. You will be taken back to it.') },
  { path: '/leagues', who: 'player', ready: (page) => page.getByRole('link', { name: /Kavya’s League/ }) },
  { path: '/leagues?code={leagueCode}', who: 'player', ready: (page) => page.getByText('A friend invited you: join their league with this code.') },
  { path: '/leagues/{friendsLeague}', who: 'player', ready: (page) => page.getByRole('rowheader', { name: /^Kavya Menon/ }) },

  { path: '/admin', who: 'admin', ready: heading('Admin Control Center') },
  { path: '/admin/create-match', who: 'admin', ready: (page) => page.getByRole('form', { name: 'Import a real match' }) },
  { path: '/admin/create-contest', who: 'admin', ready: (page, { sides }) => page.getByRole('button', { name: new RegExp(`${sides[0]} vs ${sides[1]}`) }) },
  { path: '/admin/contests', who: 'admin', ready: (page, { league }) => page.getByRole('listitem', { name: league.name }) },
  { path: '/admin/contests/{league}/edit', who: 'admin', ready: (page) => page.getByRole('button', { name: 'Save Changes' }) },
  { path: '/admin/players?matchId={match}', who: 'admin', ready: (page) => page.getByRole('button', { name: 'Set Playing' }).first() },
  { path: '/admin/matches/{liveMatch}/scoring', who: 'admin', ready: (page) => page.getByRole('form', { name: 'Post a delivery' }) },
  { path: '/contests/{liveLeague}', who: 'admin', ready: (page) => page.getByRole('link', { name: 'Score this match' }) },
  { path: '/faqs', who: 'admin', ready: heading('Frequently Asked Questions') },
  { path: '/admin/withdrawals', who: 'admin', ready: (page) => page.getByRole('listitem', { name: /: Kavya Menon, ₹200\.00$/ }) },
  { path: '/admin/money', who: 'admin', ready: (page, { league }) => page.getByRole('row', { name: new RegExp(league.name) }) },
  // The fixture's player has signed in and saved KYC: the log has lines.
  // Other tests' conversations and referrals may be there by now, or none yet.
  { path: '/admin/dashboard', who: 'admin', ready: (page) => page.getByRole('heading', { name: 'Live matches' }) },
  { path: '/admin/contest-templates', who: 'admin', ready: (page) => page.getByText('No templates yet. Make one with the form.').or(page.getByRole('heading', { name: 'Apply to a match' })) },
  { path: '/admin/matches/{match}/lineups', who: 'admin', ready: (page) => page.getByRole('heading', { name: /^Announce line-ups: / }) },
  { path: '/admin/support', who: 'admin', ready: (page) => page.getByRole('link', { name: /Deposit not credited/ }).first() },
  { path: '/admin/support/{supportConversation}', who: 'admin', ready: (page) => page.getByRole('region', { name: 'Player' }).getByRole('heading', { name: 'Kavya Menon' }) },
  { path: '/admin/referrals', who: 'admin', ready: (page) => page.getByText(/^No referrals are waiting for review\.$| referred /).first() },
  { path: '/admin/audit', who: 'admin', ready: (page) => page.getByRole('listitem', { name: /^KYC changed, / }).first() },
];

/** Phone and laptop: each page is loaded at the first and widened to the second. */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

let fixture: MatchWithContests;
/** A second match, under way, with the player entered in its league. */
let live: MatchWithContests;
const tokens: Partial<Record<Who, string>> = {};
/** The player's payments: one paid (for the wallet's word on it), one open (for the checkout page). */
const payments = { paid: 0, open: 0, token: '' };
/** The player's private contest (a friend in it), another's invite code, the player's league and its code. */
const friends = { privateContest: 0, inviteCode: '', league: 0, leagueCode: '' };
/** The player's conversation with support, about the paid deposit. */
const support = { conversation: 0 };

beforeAll(async () => {
  fixture = await matchWithContests();
  // A player with a team entered in the league: their lists, wallet and preview have content.
  const player = await registerAccount({ name: 'Kavya Menon' });
  await readyForPaidPlay(player.email, player.password);
  tokens.player = await apiToken(player.email, player.password);
  tokens.admin = await apiToken(admin().email, admin().password);
  await enterContest(tokens.player, fixture, fixture.league.id);
  live = await matchWithContests({ competition: `Accessibility Cup ${Date.now()}` });
  await enterContest(tokens.player, live, live.league.id);
  await moveMatch(live.matchId, 'start');
  // A third, played: the player wins its league, and asks to withdraw part of it (KYC on file).
  const played = await matchWithContests();
  await enterContest(tokens.player, played, played.league.id);
  await playMatch(played.matchId);
  // Settlement follows the completion in batches: wait until the prize is in.
  await vi.waitFor(
    async () => {
      const { winnings } = await apiGet<{ winnings: number }>('/api/wallet/balance', tokens.player!);
      if (winnings < 1000) throw new Error(`winnings ${winnings}, not yet the prize`);
    },
    { timeout: 20_000 },
  );
  await apiPut('/api/user/kyc', tokens.player, { pan: 'KAVYA1234M', name: 'Kavya Menon', upi: 'kavya@okaxis' });
  await apiPost('/api/wallet/withdrawals', tokens.player, { amount: 200 });
  const paid = await startDeposit(tokens.player, 100);
  await approveDeposit(paid.checkoutUrl);
  payments.paid = paid.id;
  const open = await startDeposit(tokens.player, 150);
  payments.open = open.id;
  payments.token = new URL(open.checkoutUrl, 'http://crease.test').searchParams.get('token')!;

  // Friends: the player's private contest on the fixture's match, with a friend in it; a friend's
  // own, which the player has not joined; a league following the live match's competition.
  const friend = await registerAccount({ name: 'Rahul Verma' });
  const friendToken = await apiToken(friend.email, friend.password);
  const playerTeam = (await apiGet<{ id: number; matchId: number }[]>('/api/my-team', tokens.player)).find((team) => team.matchId === fixture.matchId)!;
  const made = await apiPost<{ id: number; inviteCode: string }>('/api/contests/private', tokens.player, { matchId: fixture.matchId, name: 'Kavya’s Friends', spots: 4, entryFee: 0, prizeTemplate: 'TOP_3', teamId: playerTeam.id });
  const friendTeam = await makeTeam(friendToken, fixture, fixture.duel.id);
  await apiPost('/api/join-contest', friendToken, { contestId: made.id, teamId: friendTeam, inviteCode: made.inviteCode });
  const theirs = await apiPost<{ inviteCode: string }>('/api/contests/private', friendToken, { matchId: fixture.matchId, name: 'Rahul’s Five', spots: 5, entryFee: 0, prizeTemplate: 'WINNER_TAKES_ALL', teamId: friendTeam });
  const { competition } = await apiGet<{ competition: string }>(`/api/matches/${live.matchId}`, tokens.player);
  const league = await apiPost<{ id: number; inviteCode: string }>('/api/leagues', tokens.player, { name: 'Kavya’s League', competition });
  await apiPost('/api/leagues/join', friendToken, { code: league.inviteCode });
  Object.assign(friends, { privateContest: made.id, inviteCode: theirs.inviteCode, league: league.id, leagueCode: league.inviteCode });

  const conversation = await apiPost('/api/support/conversations', tokens.player, {
    subject: 'Deposit not credited',
    message: 'I paid ₹100 but my wallet does not show it.',
    about: { kind: 'DEPOSIT', id: payments.paid },
  });
  support.conversation = conversation.id;
});

const fill = (path: string) =>
  path
    .replace('{payment}', String(payments.open))
    .replace('{token}', payments.token)
    .replace('{deposit}', String(payments.paid))
    .replace('{privateContest}', String(friends.privateContest))
    .replace('{inviteCode}', friends.inviteCode)
    .replace('{friendsLeague}', String(friends.league))
    .replace('{leagueCode}', friends.leagueCode)
    .replace('{supportConversation}', String(support.conversation))
    .replace('{liveMatch}', String(live.matchId))
    .replace('{liveLeague}', String(live.league.id))
    .replace('{match}', String(fixture.matchId))
    .replace('{league}', String(fixture.league.id))
    .replace('{duel}', String(fixture.duel.id));

/** The part of a table path the router matches: no query, each {fixture id} a number. */
const routedPath = (path: string) => path.split('?')[0]!.replace(/\{\w+\}/g, '1');

describe('the table of pages', () => {
  it('holds every screen of the app, so a new screen cannot miss the check', async () => {
    // Read at run time: the table's lazy screens are the web app's to type-check, not this suite's.
    const routeTable = path.resolve(import.meta.dirname, '../apps/web/src/app/route-table.ts');
    const { SCREENS } = (await import(routeTable)) as { SCREENS: readonly { path: string }[] };
    const visited = PAGES.map((visit) => routedPath(visit.path));
    const missing = SCREENS.map((screen) => `/${screen.path}`).filter((screen) => {
      const route = new RegExp(`^${screen.replace(/:\w+/g, '[^/]+')}$`);
      return !visited.some((visit) => route.test(visit));
    });
    expect(missing).toEqual([]);
  });
});

describe('every page, at phone and laptop width', () => {
  it.each(PAGES)('$path as $who', async ({ path, who, ready }) => {
    const page = await browser.newPage(WIDTHS[0], { token: who === 'signed out' ? undefined : tokens[who] });
    await page.goto(fill(path));
    const problems: string[] = [];
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await ready(page, fixture).waitFor();
      const found = await accessibilityProblems(page);
      if (found) problems.push(found);
    }
    if (problems.length > 0) throw new Error(problems.join('\n\n'));
  });
});
