import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { mockApi, sampleContest } from '../../../test/mock-api.ts';
import { prizeRow } from '../components/prize-rows.ts';
import { readContestForm, useContestForm, type ContestFormFields } from './use-contest-form.ts';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

const FILLED: ContestFormFields = {
  name: 'Mega Contest',
  entryFee: '49',
  prizePool: '10000',
  matchId: 2,
  spots: '',
  maxTeamsPerUser: '1',
  flexible: false,
  prizes: [prizeRow('1', '1', '10000')],
  prizesEdited: false,
};

describe('reading the contest form', () => {
  it('asks for a match before anything else', () => {
    expect(readContestForm({ ...FILLED, name: '', matchId: null })).toEqual({ problem: '❌ Select a match for the contest.' });
  });

  it('names a prize row that is not yet numbers', () => {
    expect(readContestForm({ ...FILLED, prizes: [prizeRow('1', '', '100')] })).toEqual({ problem: '❌ Prize row 1: ranks must be whole numbers from 1.' });
  });

  it("says what the server's schema would say", () => {
    expect(readContestForm({ ...FILLED, name: '  ' })).toEqual({ problem: '❌ Contest name is required.' });
    expect(readContestForm({ ...FILLED, flexible: true })).toEqual({ problem: '❌ A flexible contest needs a number of spots: it runs only if they fill.' });
  });

  it('sends numbers, unlimited spots as null, and a contest UPCOMING without results', () => {
    expect(readContestForm(FILLED)).toEqual({
      body: {
        name: 'Mega Contest',
        entryFee: 49,
        prizePool: 10000,
        matchId: 2,
        status: 'UPCOMING',
        resultDistributed: false,
        spots: null,
        maxTeamsPerUser: 1,
        flexible: false,
        prizes: [{ fromRank: 1, toRank: 1, amount: 10000 }],
      },
    });
  });
});

describe('the contest form state', () => {
  const amounts = (fields: ContestFormFields) => fields.prizes.map((row) => [row.fromRank, row.toRank, row.amount]);

  it('suggests the whole pool to rank 1 until the table is edited, and again once restored', () => {
    const { result } = renderHook(() => useContestForm(undefined), { wrapper });
    act(() => result.current.setPrizePool('500'));
    expect(amounts(result.current.fields)).toEqual([['1', '1', '500']]);
    act(() => result.current.editPrizes([prizeRow('1', '2', '200')]));
    act(() => result.current.setPrizePool('800'));
    expect(amounts(result.current.fields)).toEqual([['1', '2', '200']]);
    act(() => result.current.restoreDefaultPrizes());
    expect(amounts(result.current.fields)).toEqual([['1', '1', '800']]);
    act(() => result.current.setPrizePool('900'));
    expect(amounts(result.current.fields)).toEqual([['1', '1', '900']]);
  });

  it('shows the first problem and sends nothing', () => {
    const api = mockApi({});
    const { result } = renderHook(() => useContestForm(undefined), { wrapper });
    act(() => result.current.submit());
    expect(result.current.error).toBe('❌ Select a match for the contest.');
    expect(api.writes()).toEqual([]);
  });

  it('creates the contest, then empties the form for the next one', async () => {
    const created = sampleContest({ id: 300 });
    const api = mockApi({ 'POST /api/contests': { status: 201, body: created } });
    const onSaved = vi.fn();
    const { result } = renderHook(() => useContestForm(undefined, onSaved), { wrapper });
    act(() => {
      result.current.setText('name', 'Mega Contest');
      result.current.setText('entryFee', '49');
      result.current.setPrizePool('10000');
      result.current.chooseMatch(2);
    });
    act(() => result.current.submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/contests',
        body: { name: 'Mega Contest', entryFee: 49, prizePool: 10000, matchId: 2, status: 'UPCOMING', resultDistributed: false, spots: null, maxTeamsPerUser: 1, flexible: false, prizes: [{ fromRank: 1, toRank: 1, amount: 10000 }] },
      },
    ]);
    expect(result.current.fields.name).toBe('');
    expect(result.current.fields.matchId).toBeNull();
  });

  it('saves an edit and keeps what was typed', async () => {
    const contest = sampleContest({ id: 100, name: 'Mega Contest' });
    const api = mockApi({ 'PUT /api/contests/100': (request) => ({ ...contest, ...(request.body as object) }) });
    const { result } = renderHook(() => useContestForm(contest), { wrapper });
    expect(result.current.editing).toBe(true);
    act(() => result.current.setText('name', 'Grand League'));
    act(() => result.current.submit());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', path: '/api/contests/100', body: { name: 'Grand League', matchId: contest.matchId } });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.fields.name).toBe('Grand League');
  });
});
