import { describe, expect, it } from 'vitest';
import { percentile, summarizeLatencies } from './latency';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(percentile(values, 20)).toBe(1);
    expect(percentile(values, 21)).toBe(2);
    expect(percentile(values, 100)).toBe(5);
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it('gives p99 of 200 values as the 198th smallest, and of 100 as the 99th', () => {
    const hundreds = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentile(hundreds, 99)).toBe(198);
    expect(percentile(hundreds.slice(100), 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('refuses no values and a percentile outside (0, 100]', () => {
    expect(() => percentile([], 50)).toThrow('percentile of no values');
    expect(() => percentile([1], 0)).toThrow('0 < p <= 100');
    expect(() => percentile([1], 101)).toThrow('0 < p <= 100');
  });
});

describe('summarizeLatencies', () => {
  it('gives count, p50, p99 and max, and null for no values', () => {
    expect(summarizeLatencies([30, 10, 20, 40])).toEqual({ count: 4, p50: 20, p99: 40, max: 40 });
    expect(summarizeLatencies([])).toBeNull();
  });
});
