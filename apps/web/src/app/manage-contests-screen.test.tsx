import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContestView, MatchView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pagedReply, sampleContest, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const SCHEDULED = sampleMatch({ id: 1, teamA: 'India', teamB: 'Australia' });
const LIVE = sampleMatch({ id: 2, teamA: 'England', teamB: 'New Zealand', state: 'LIVE', startTime: hoursAgo(1) });
const COMPLETED = sampleMatch({ id: 3, teamA: 'Pakistan', teamB: 'Sri Lanka', state: 'COMPLETED', startTime: hoursAgo(30) });

const contestOn = (match: MatchView, overrides: Partial<ContestView>) =>
  sampleContest({ matchId: match.id, match: { id: match.id, teamA: match.teamA, teamB: match.teamB, startTime: match.startTime, matchType: match.matchType, state: match.state }, ...overrides });

const CONTESTS = [
  contestOn(SCHEDULED, { id: 10, name: 'Mega Contest', spots: null, entries: 12 }),
  contestOn(SCHEDULED, { id: 11, name: 'Called Off', status: 'CANCELLED', spots: 10, entries: 0 }),
  contestOn(LIVE, { id: 20, name: 'Live League', status: 'LIVE', spots: 100, entries: 80 }),
  contestOn(COMPLETED, { id: 30, name: 'Final League', status: 'COMPLETED', resultDistributed: true }),
];

async function openManage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/matches': [SCHEDULED, LIVE, COMPLETED], 'GET /api/contests': CONTESTS, ...routes });
  localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
  renderApp('/admin/contests');
  await screen.findByRole('heading', { name: 'Manage Contests', level: 1 });
  await screen.findByText('Mega Contest');
  return { api, user: userEvent.setup() };
}

/** The matches' headings in the order shown, and the order every match shows in with nothing narrowed. */
const matchHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const EVERY_MATCH = ['India vs Australia', 'England vs New Zealand', 'Pakistan vs Sri Lanka', 'South Africa vs West Indies'];

/** `GET /api/contests` as the server answers it: narrowed by `?status=` (comma-separated) and `?matchId=`, then paged and counted. */
const contestsRoute =
  (contests: () => readonly ContestView[] = () => CONTESTS) =>
  ({ url }: { url: URL }) => {
    const statuses = url.searchParams.get('status')?.split(',') ?? [];
    const matchId = url.searchParams.get('matchId');
    return pagedReply(
      contests().filter((one) => (statuses.length === 0 || statuses.includes(one.status)) && (!matchId || one.matchId === Number(matchId))),
      url,
      { counted: true },
    );
  };

const statusBox = (status: string) => within(screen.getByRole('group', { name: 'Status' })).getByRole('checkbox', { name: status });

const group = (title: string) => within(screen.getByRole('heading', { name: title, level: 2 }).closest('section')!);
const contest = (name: string) => within(screen.getByRole('listitem', { name }));

describe('Manage Contests', () => {
  it('groups every contest, cancelled ones too, under its match with the match’s state', async () => {
    await openManage();
    const state = (title: string) => within(screen.getByRole('heading', { name: title, level: 2 }).closest('header')!);
    const india = group('India vs Australia');
    expect(state('India vs Australia').getByText('SCHEDULED')).toBeInTheDocument();
    expect(state('England vs New Zealand').getByText('LIVE')).toBeInTheDocument();
    expect(state('Pakistan vs Sri Lanka').getByText('COMPLETED')).toBeInTheDocument();
    expect(india.getByText('Mega Contest')).toBeInTheDocument();
    expect(india.getByText('Called Off')).toBeInTheDocument();
    expect(group('England vs New Zealand').getByText('Live League')).toBeInTheDocument();
    expect(group('Pakistan vs Sri Lanka').getByText('Final League')).toBeInTheDocument();
  });

  it('shows entries against spots (∞ for unlimited), status and whether prizes are distributed', async () => {
    await openManage();
    expect(contest('Mega Contest').getByText('12 / ∞')).toBeInTheDocument();
    expect(contest('Mega Contest').getByText('Prizes not distributed yet')).toBeInTheDocument();
    expect(contest('Live League').getByText('80 / 100')).toBeInTheDocument();
    expect(contest('Called Off').getByText('CANCELLED')).toBeInTheDocument();
    expect(contest('Called Off').getByText('Entries refunded')).toBeInTheDocument();
    expect(contest('Final League').getByText('Prizes distributed')).toBeInTheDocument();
  });

  it('offers Edit only before the deadline, and Cancel only while a contest is open or live', async () => {
    await openManage();
    expect(contest('Mega Contest').getByRole('link', { name: 'Edit Mega Contest' })).toHaveAttribute('href', '/admin/contests/10/edit');
    expect(contest('Mega Contest').getByRole('button', { name: 'Cancel Mega Contest' })).toBeInTheDocument();
    expect(contest('Live League').queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(contest('Live League').getByRole('button', { name: 'Cancel Live League' })).toBeInTheDocument();
    expect(contest('Called Off').queryByRole('button')).toBeNull();
    expect(contest('Final League').queryByRole('button')).toBeNull();
  });

  it('offers only the match controls valid for its state', async () => {
    await openManage();
    const names = (title: string) => group(title).queryAllByRole('button', { name: /Start now|Mark completed|Abandon match/ }).map((button) => button.getAttribute('aria-label'));
    expect(names('India vs Australia')).toEqual(['Start now: India vs Australia', 'Abandon match: India vs Australia']);
    expect(names('England vs New Zealand')).toEqual(['Mark completed: England vs New Zealand', 'Abandon match: England vs New Zealand']);
    expect(names('Pakistan vs Sri Lanka')).toEqual([]);
  });

  it('leads to the scoring of a match once it has started', async () => {
    await openManage();
    expect(group('England vs New Zealand').getByRole('link', { name: 'Score this match: England vs New Zealand' })).toHaveAttribute('href', '/admin/matches/2/scoring');
    expect(group('Pakistan vs Sri Lanka').getByRole('link', { name: 'Scorecard: Pakistan vs Sri Lanka' })).toHaveAttribute('href', '/admin/matches/3/scoring');
    expect(group('India vs Australia').queryByRole('link', { name: /Score|Scorecard/ })).toBeNull();
  });

  it('opens on the unfinished contests, asking the server for UPCOMING and LIVE a page at a time', async () => {
    const api = mockApi({ 'GET /api/matches': [SCHEDULED, LIVE, COMPLETED], 'GET /api/contests': contestsRoute() });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/contests');
    expect(await screen.findByText('Mega Contest')).toBeInTheDocument();
    expect(screen.getByText('Live League')).toBeInTheDocument();
    expect(screen.queryByText('Final League')).toBeNull();
    expect(screen.queryByText('Called Off')).toBeNull();
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(statusBox('UPCOMING')).toBeChecked();
    expect(statusBox('LIVE')).toBeChecked();
    expect(statusBox('COMPLETED')).not.toBeChecked();
    expect(api.calls.map((call) => call.path)).toContain('/api/contests?status=UPCOMING%2CLIVE&limit=20');
    // A finished match without contests of these statuses is not listed.
    expect(screen.queryByRole('heading', { name: 'Pakistan vs Sri Lanka', level: 2 })).toBeNull();
  });

  it('filters by several statuses at once, kept in the address; none ticked is every status', async () => {
    const api = mockApi({ 'GET /api/matches': [SCHEDULED, LIVE, COMPLETED], 'GET /api/contests': contestsRoute() });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/contests?status=COMPLETED,CANCELLED');
    expect(await screen.findByText('Final League')).toBeInTheDocument();
    expect(screen.getByText('Called Off')).toBeInTheDocument();
    expect(screen.queryByText('Mega Contest')).toBeNull();
    expect(screen.getByText('2 contests')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/api/contests?status=COMPLETED%2CCANCELLED&limit=20');

    const user = userEvent.setup();
    await user.click(statusBox('CANCELLED'));
    await waitFor(() => expect(screen.queryByText('Called Off')).toBeNull());
    expect(screen.getByText('Final League')).toBeInTheDocument();
    await user.click(statusBox('COMPLETED'));
    expect(await screen.findByText('4 contests')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/api/contests?limit=20');
  });

  it('narrows to a match kept in the address, saying how many; a match without contests still shows its controls', async () => {
    const FOURTH = sampleMatch({ id: 4, teamA: 'South Africa', teamB: 'West Indies' });
    const api = mockApi({ 'GET /api/matches': [SCHEDULED, LIVE, COMPLETED, FOURTH], 'GET /api/contests': contestsRoute() });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/contests?matchId=1&status=CANCELLED');
    expect(await screen.findByText('Called Off')).toBeInTheDocument();
    expect(screen.getByText('1 contest')).toBeInTheDocument();
    expect(screen.queryByText('Mega Contest')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'England vs New Zealand', level: 2 })).toBeNull();
    expect(statusBox('CANCELLED')).toBeChecked();
    expect(api.calls.some((call) => call.path === '/api/contests?status=CANCELLED&matchId=1&limit=20')).toBe(true);

    const user = userEvent.setup();
    await user.click(statusBox('CANCELLED'));
    await user.selectOptions(screen.getByLabelText('Show contests of'), '4');
    expect(await screen.findByText('No contests on this match.')).toBeInTheDocument();
    expect(group('South Africa vs West Indies').getByRole('button', { name: 'Start now: South Africa vs West Indies' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/contests?matchId=4&limit=20')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Show contests of'), '');
    expect(await screen.findByText('4 contests')).toBeInTheDocument();
    expect(matchHeadings()).toEqual(EVERY_MATCH);
  });

  it('adds the matches without contests after the last page of contests, not before', async () => {
    const FOURTH = sampleMatch({ id: 4, teamA: 'South Africa', teamB: 'West Indies' });
    mockApi({ 'GET /api/matches': [SCHEDULED, LIVE, COMPLETED, FOURTH], 'GET /api/contests': ({ url }) => pagedReply(CONTESTS, url, { pageSize: 2, counted: true }) });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/contests');
    expect(await screen.findByText('Mega Contest')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'South Africa vs West Indies', level: 2 })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'England vs New Zealand', level: 2 })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Final League')).toBeInTheDocument();
    expect(matchHeadings()).toEqual(EVERY_MATCH);
    expect(group('South Africa vs West Indies').getByText('No contests on this match.')).toBeInTheDocument();
  });

  it('starts a match only after the confirmation in the app’s dialog', async () => {
    const { api, user } = await openManage({ 'POST /api/matches/1/start': { ...SCHEDULED, state: 'LIVE' } });
    await user.click(group('India vs Australia').getByRole('button', { name: 'Start now: India vs Australia' }));
    const dialog = screen.getByRole('dialog', { name: 'Start India vs Australia now?' });
    expect(dialog).toHaveTextContent('The deadline passes at once');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);

    await user.click(group('India vs Australia').getByRole('button', { name: 'Start now: India vs Australia' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start the match' }));
    expect(await screen.findByText('Match started.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/matches/1/start', body: undefined }]);
  });

  it('cancels a contest after the confirmation and reloads the list', async () => {
    let contests = CONTESTS;
    const { api, user } = await openManage({
      'GET /api/contests': () => contests,
      'POST /api/contests/10/cancel': () => {
        contests = contests.map((c) => (c.id === 10 ? { ...c, status: 'CANCELLED' } : c));
        return contests[0]!;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel Mega Contest' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Mega Contest?' });
    expect(dialog).toHaveTextContent('Every entry is refunded to the wallet it came from.');
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the contest' }));
    await waitFor(() => expect(contest('Mega Contest').getByText('CANCELLED')).toBeInTheDocument());
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/contests/10/cancel', body: undefined }]);
  });

  it('shows why a cancellation failed in the dialog', async () => {
    const { user } = await openManage({ 'POST /api/contests/20/cancel': { status: 409, body: { message: 'The contest is already settled.' } } });
    await user.click(screen.getByRole('button', { name: 'Cancel Live League' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Live League?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the contest' }));
    expect(await within(dialog).findByText('❌ The contest is already settled.')).toBeInTheDocument();
  });
});

describe('Edit Contest', () => {
  it('fills the contest form and saves with PUT, back to Manage Contests', async () => {
    const mega = CONTESTS[0]!;
    const api = mockApi({
      'GET /api/contests/10': mega,
      'GET /api/matches/upcoming': [SCHEDULED],
      'PUT /api/contests/10': mega,
      'GET /api/matches': [SCHEDULED],
      'GET /api/contests': CONTESTS,
    });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/contests/10/edit');
    const name = await screen.findByLabelText('Contest name');
    expect(name).toHaveValue('Mega Contest');
    expect(await screen.findByRole('button', { name: /India vs Australia/ })).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Mega Contest XL');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Contest updated!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Manage Contests', level: 1 })).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', path: '/api/contests/10', body: { name: 'Mega Contest XL', matchId: 1, spots: null, status: 'UPCOMING', resultDistributed: false } });
  });
});
