import { describe, expect, it } from 'vitest';
import { parseLeagueTable, shortMatchLabel, shortSideName } from './league-table.ts';

describe('a side’s short name', () => {
  it.each([
    ['Chennai Super Kings', 'CSK'],
    ['Royal Challengers Bengaluru', 'RCB'],
    ['South Africa', 'SA'],
    ['India', 'IND'],
    ['Delhi Capitals', 'DC'],
    ['Mumbai 1a2b', 'MUM'],
    ['England (Women)', 'ENG'],
  ])('%s is %s', (side, short) => {
    expect(shortSideName(side)).toBe(short);
  });

  it('puts two sides in a column head', () => {
    expect(shortMatchLabel({ teamA: 'India', teamB: 'South Africa' })).toBe('IND vs SA');
  });
});

describe('a pushed league table', () => {
  const row = { rank: 1, userId: 7, username: 'Asha', totalPoints: 54.5, perMatch: [{ matchId: 3, points: 54.5 }] };

  it('is read when every row is a row', () => {
    expect(parseLeagueTable(JSON.stringify([row]))).toEqual([row]);
    expect(parseLeagueTable('[]')).toEqual([]);
  });

  it.each([['not json', '{'], ['not a list', '{}'], ['a row without points', JSON.stringify([{ ...row, totalPoints: '54' }])], ['a bad match cell', JSON.stringify([{ ...row, perMatch: [{ matchId: 3 }] }])]])(
    'is ignored when %s',
    (_what, body) => {
      expect(parseLeagueTable(body)).toBeNull();
    },
  );
});
