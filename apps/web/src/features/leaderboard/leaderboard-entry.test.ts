import { describe, expect, it } from 'vitest';
import { parseContestLeaderboard } from './contest-table.ts';
import { boardRowsOf, parseLeaderboard, rankInOrder } from './leaderboard-entry.ts';

const row = (overrides: Partial<Record<string, unknown>> = {}) => ({ rank: 1, username: 'Asha Rao', teamId: 5, entryId: 9, totalPoints: 88.5, prize: null, mine: false, ...overrides });

describe('a pushed leaderboard', () => {
  it('is read as the list it is', () => {
    expect(parseLeaderboard('[{"username":"Asha Rao","totalPoints":88.5}]')).toEqual([{ username: 'Asha Rao', totalPoints: 88.5 }]);
    expect(parseLeaderboard('[]')).toEqual([]);
  });

  it('is ignored when it is not a leaderboard', () => {
    expect(parseLeaderboard('not json')).toBeNull();
    expect(parseLeaderboard('{"username":"Asha"}')).toBeNull();
    expect(parseLeaderboard('[{"username":"Asha","totalPoints":"88"}]')).toBeNull();
  });
});

describe("a pushed contest table", () => {
  it('is read with its ranks, entries, prizes and own rows', () => {
    expect(parseContestLeaderboard(JSON.stringify([row(), row({ rank: 2, entryId: 10, prize: 250, mine: true })]))).toEqual([row(), row({ rank: 2, entryId: 10, prize: 250, mine: true })]);
  });

  it('is ignored when a row is not a contest row', () => {
    expect(parseContestLeaderboard('not json')).toBeNull();
    expect(parseContestLeaderboard(JSON.stringify([{ username: 'Asha', totalPoints: 3 }]))).toBeNull();
    expect(parseContestLeaderboard(JSON.stringify([row({ entryId: '9' })]))).toBeNull();
  });
});

describe('rows as the board draws them', () => {
  it('ranks the overall table in the order received, a repeated name keyed apart', () => {
    expect(rankInOrder([{ username: 'Rahul Sharma', totalPoints: 9 }, { username: 'Rahul Sharma', totalPoints: 7 }])).toEqual([
      { key: 'Rahul Sharma#1', rank: 1, username: 'Rahul Sharma', totalPoints: 9 },
      { key: 'Rahul Sharma#2', rank: 2, username: 'Rahul Sharma', totalPoints: 7 },
    ]);
  });

  it("keys a contest's rows by entry and marks the caller's own, whether the server marked them or not", () => {
    const rows = boardRowsOf([row({ entryId: 1 }), row({ entryId: 2, rank: 2 }), row({ entryId: 3, rank: 40, mine: true })], new Set([2]));
    expect(rows.map(({ key, mine }) => [key, mine])).toEqual([
      ['entry-1', false],
      ['entry-2', true],
      ['entry-3', true],
    ]);
  });
});
