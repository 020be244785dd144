import { expect, it } from 'vitest';
import { publishingDay } from './schedule';

it("reads the build's day on Madrid's calendar, in winter and in summer time", () => {
  expect(publishingDay(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
  expect(publishingDay(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
  expect(publishingDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  expect(publishingDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
});
