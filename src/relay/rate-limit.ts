/**
 * A sliding-window rate limiter kept in memory: at most `max` hits per key within `windowMs`. State lives as long
 * as the process (Node) or isolate (worker); on a platform with many isolates it is a best-effort first line, to be
 * backed by the platform's own rate-limiting rules.
 */
export interface RateLimiter {
  /** Records a hit; returns 0 when allowed, otherwise the seconds until the next hit would be allowed. */
  hit(key: string): number;
}

/**
 * A limiter the host keeps outside the isolate (Cloudflare's Rate Limiting binding): the same contract as
 * `RateLimiter`, answered asynchronously.
 */
export interface HostRateLimiter {
  hit(key: string): number | Promise<number>;
}

// Bounds memory when many distinct clients pass by: stale keys are swept once the map grows past this.
const SWEEP_THRESHOLD = 10_000;

/**
 * How many posts a client may make per accepted one. Every post counts as an attempt, so a flood of junk is cut
 * off early; only posts that passed validation count against the real limit, so a visitor fixing typos is not
 * locked out: with the default 5 accepted posts in 10 minutes, 20 attempts.
 */
export const ATTEMPTS_PER_ACCEPTED_POST = 4;

export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): RateLimiter {
  const { max, windowMs, now = Date.now } = options;
  const hits = new Map<string, number[]>();

  function sweep(at: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= at - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key) {
      if (max === 0 || windowMs === 0) return 0; // disabled
      const at = now();
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000));
      }
      recent.push(at);
      hits.set(key, recent);
      if (hits.size > SWEEP_THRESHOLD) sweep(at);
      return 0;
    },
  };
}
