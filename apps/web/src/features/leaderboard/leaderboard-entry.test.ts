import { describe, expect, it } from 'vitest';
import { parseLeaderboard } from './leaderboard-entry.ts';

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
