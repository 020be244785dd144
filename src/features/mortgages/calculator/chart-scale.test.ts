import { describe, expect, it } from 'vitest';
import { niceCeiling, yearTicks } from './chart-scale';

describe('niceCeiling', () => {
  it.each([
    [184_000, 200_000],
    [200_000, 200_000],
    [210_000, 250_000],
    [84_526, 100_000],
    [3, 5],
    [0, 1],
  ])('rounds %d up to %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('yearTicks', () => {
  it('marks every year of a short term', () => {
    expect(yearTicks(1)).toEqual([0, 1]);
    expect(yearTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('spaces the marks of longer terms and always ends on the last year', () => {
    expect(yearTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(yearTicks(27)).toEqual([0, 5, 10, 15, 20, 27]);
    expect(yearTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });
});
