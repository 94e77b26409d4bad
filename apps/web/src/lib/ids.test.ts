import { describe, expect, it } from 'vitest';
import { positiveId } from './ids.ts';

describe('positiveId', () => {
  it.each([
    ['7', 7],
    ['120', 120],
    ['0', null],
    ['-3', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (text, expected) => {
    expect(positiveId(text)).toBe(expected);
  });
});
