import { describe, expect, it } from 'vitest';
import { nextLinkOf } from './link-header.ts';

describe('the next page from a Link header', () => {
  it.each([
    ['</api/contests/4/leaderboard?limit=50&before=230_17>; rel="next"', '/api/contests/4/leaderboard?limit=50&before=230_17'],
    ['</a?page=2>; rel=next', '/a?page=2'],
    ['</a?page=1>; rel="prev", </a?page=3>; rel="next"', '/a?page=3'],
    ['</a?x=1,2>; title="one, two"; rel="next"', '/a?x=1,2'],
    ['<https://crease.in/a?p=2>; REL="Next"', 'https://crease.in/a?p=2'],
    ['</a?p=9>; rel="last next"', '/a?p=9'],
  ])('%s → %s', (header, target) => {
    expect(nextLinkOf(header)).toBe(target);
  });

  it.each([null, '', '</a?p=1>; rel="prev"', 'not a link header', '</a?p=2>; rel="nextpage"'])('none in %s', (header) => {
    expect(nextLinkOf(header)).toBeNull();
  });
});
