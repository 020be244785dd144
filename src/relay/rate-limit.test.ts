import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows max hits per window and reports the seconds until the oldest hit expires', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: () => now });
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0]);
    now = 30_000;
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(30);
    now = 59_500;
    expect(limiter.hit('a')).toBe(1);
    now = 60_001; // the two hits at 0 left the window (sliding, not fixed)
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0, 30]);
  });

  it('keeps keys apart', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    expect([limiter.hit('a'), limiter.hit('b'), limiter.hit('a')]).toEqual([0, 0, 1]);
  });

  it('rejected hits do not extend the block', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: () => now });
    limiter.hit('a');
    for (now = 1000; now < 10_000; now += 1000) expect(limiter.hit('a')).toBeGreaterThan(0);
    now = 10_001;
    expect(limiter.hit('a')).toBe(0);
  });

  it('is disabled with max 0', () => {
    const limiter = createRateLimiter({ max: 0, windowMs: 1000 });
    expect(Array.from({ length: 50 }, () => limiter.hit('a')).every((wait) => wait === 0)).toBe(true);
  });
});
