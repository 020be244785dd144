import { describe, expect, it } from 'vitest';
import { formatPostDate } from './date';

describe('formatPostDate', () => {
  it('shows day, short month name and year in each language', () => {
    expect(formatPostDate('2025-09-02', 'en')).toBe('Sep 2, 2025');
    expect(formatPostDate('2025-09-02', 'es')).toMatch(/^2 sept?\.? 2025$/);
    expect(formatPostDate('2026-05-05', 'it')).toBe('5 mag 2026');
  });

  it('keeps the month as a word in Portuguese, where the regional pattern would make it a number', () => {
    const date = formatPostDate('2025-09-02', 'pt');
    expect(date).toMatch(/set/);
    expect(date).not.toMatch(/\//);
  });

  it('reads the date as a calendar day, whatever the time zone of the build machine', () => {
    expect(formatPostDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatPostDate('2025-12-31', 'en')).toBe('Dec 31, 2025');
  });
});
