import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../components/toast/toast-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { mockApi, sampleContest, sampleMatch, sampleTeam } from '../test/mock-api.ts';
import { closedReasonFor, hasContestStarted, isContestInPlay, useTeamSubmission } from './use-team-selection.ts';

describe('why the picker cannot send its team', () => {
  const open = { editing: false, started: false, editable: true, entries: 0, maxTeamsPerUser: 1 };
  it.each([
    ['a new team before the start', open, null],
    ['a new team after the start', { ...open, started: true }, 'Entries are closed: the match has started.'],
    ['a contest joined once, of one team each', { ...open, entries: 1 }, 'You have already joined this contest.'],
    ['a contest joined twice, of three teams each', { ...open, entries: 2, maxTeamsPerUser: 3 }, null],
    ['a contest joined three times, of three teams each', { ...open, entries: 3, maxTeamsPerUser: 3 }, 'You have joined this contest with 3 teams, the most it allows.'],
    ['an edit before the start, the contest full for the user', { ...open, editing: true, entries: 1 }, null],
    ['an edit after the start', { ...open, editing: true, started: true }, 'This team can no longer be changed: the match has started.'],
    ['an edit the server no longer allows', { ...open, editing: true, editable: false }, 'This team can no longer be changed: the match has started.'],
  ])('%s', (_, facts, reason) => {
    expect(closedReasonFor(facts)).toBe(reason);
  });
});

describe('whether a contest has started, by the clock the server keeps', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const at = (startTime: string, overrides: Parameters<typeof sampleContest>[0] = {}) => {
    const match = sampleMatch({ startTime });
    return sampleContest({ match: { id: match.id, teamA: match.teamA, teamB: match.teamB, startTime, matchType: match.matchType, state: 'SCHEDULED' }, ...overrides });
  };
  it('is not before the start time, and is from it on', () => {
    expect(hasContestStarted(at('2030-01-01T12:00:01Z'), now)).toBe(false);
    expect(hasContestStarted(at('2030-01-01T12:00:00Z'), now)).toBe(true);
  });
  it('is once the contest is cancelled or its match abandoned, whatever the time', () => {
    expect(hasContestStarted(at('2030-01-02T00:00:00Z', { status: 'CANCELLED' }), now)).toBe(true);
    const abandoned = at('2030-01-02T00:00:00Z');
    expect(hasContestStarted({ ...abandoned, match: { ...abandoned.match, state: 'ABANDONED' } }, now)).toBe(true);
  });
});

describe('whether a contest is being played or played, for the contest page', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const contestAt = (state: 'SCHEDULED' | 'LIVE' | 'COMPLETED' | 'ABANDONED', startTime: string, status: 'UPCOMING' | 'LIVE' | 'COMPLETED' | 'CANCELLED' = 'UPCOMING') => {
    const contest = sampleContest({ status });
    return { ...contest, match: { ...contest.match, state, startTime } };
  };
  it.each([
    ['before the start', contestAt('SCHEDULED', '2030-01-01T12:00:01Z'), false],
    ['from the start, by the clock', contestAt('SCHEDULED', '2030-01-01T12:00:00Z'), true],
    ['live', contestAt('LIVE', '2030-01-02T00:00:00Z', 'LIVE'), true],
    ['completed', contestAt('COMPLETED', '2029-12-30T00:00:00Z', 'COMPLETED'), true],
    ['cancelled', contestAt('LIVE', '2029-12-30T00:00:00Z', 'CANCELLED'), false],
    ['its match abandoned', contestAt('ABANDONED', '2029-12-30T00:00:00Z'), false],
  ])('%s', (_, contest, inPlay) => {
    expect(isContestInPlay(contest, now)).toBe(inPlay);
  });
});

describe('sending the picked team', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/contests/100/players']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const PICK = { playerIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], captainId: 2, viceCaptainId: 3 };
  const render = (editId: number | null) => renderHook(() => ({ submission: useTeamSubmission(100, editId), path: useLocation().pathname }), { wrapper });

  it('creates the team, then joins with it; a failed join, tried again, updates that team instead of making another', async () => {
    let joins = 0;
    const api = mockApi({
      'POST /api/user-teams': { status: 201, body: sampleTeam({ id: 42 }) },
      'PUT /api/user-teams/42': sampleTeam({ id: 42 }),
      'POST /api/join-contest': () => (++joins === 1 ? { status: 409, body: { message: 'Not enough balance to join.' } } : { status: 201, body: { message: 'ok', entryId: 9, contestId: 100, teamId: 42, balance: 0 } }),
    });
    const { result } = render(null);

    act(() => result.current.submission.submitTeam(PICK));
    await waitFor(() => expect(result.current.submission.submitting.error).toBe('Not enough balance to join.'));
    expect(result.current.path).toBe('/contests/100/players');

    act(() => result.current.submission.submitTeam(PICK));
    await waitFor(() => expect(result.current.path).toBe('/my-joined-contests'));
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/user-teams', 'POST /api/join-contest', 'PUT /api/user-teams/42', 'POST /api/join-contest']);
    expect(api.writes()[0]!.body).toEqual({ contestId: 100, ...PICK });
    expect(currentToasts().map((toast) => toast.message)).toContain('You have successfully joined the contest!');
  });

  it('saves an edited team without joining, then opens My Teams', async () => {
    const api = mockApi({ 'PUT /api/user-teams/5': sampleTeam({ id: 5 }) });
    const { result } = render(5);
    act(() => result.current.submission.submitTeam(PICK));
    await waitFor(() => expect(result.current.path).toBe('/my-team'));
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/user-teams/5']);
    expect(currentToasts().map((toast) => toast.message)).toContain('Your team is saved.');
  });

  it('joins with a team already made, without making one', async () => {
    const api = mockApi({ 'POST /api/join-contest': { status: 201, body: { message: 'ok', entryId: 9, contestId: 100, teamId: 7, balance: 0 } } });
    const { result } = render(null);
    act(() => result.current.submission.joinWithTeam(7));
    await waitFor(() => expect(result.current.path).toBe('/my-joined-contests'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/join-contest', body: { contestId: 100, teamId: 7 } }]);
  });
});
