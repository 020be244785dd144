import { afterEach, expect, it, vi } from 'vitest';
import { CmsRequestError } from './errors';
import { DEFAULT_RETRY_POLICY, withRetry } from './retry';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("waits less than a second between the default policy's 3 attempts, even at the longest random draw", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(0.9999);
  const attempt = vi.fn(async () => {
    throw new CmsRequestError('Server error', 500, true);
  });
  const givenUp = expect(withRetry(attempt, DEFAULT_RETRY_POLICY)).rejects.toThrow('Server error');

  await vi.advanceTimersByTimeAsync(0);
  expect(attempt).toHaveBeenCalledTimes(1);
  for (const made of [2, 3]) {
    await vi.advanceTimersByTimeAsync(998);
    expect(attempt).toHaveBeenCalledTimes(made - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(made);
  }
  await givenUp;
});
