import { CmsRequestError } from './errors';

export interface RetryPolicy {
  /** Total attempts, first one included. */
  attempts: number;
  /** Upper bound (exclusive) of the random wait between attempts. */
  maxWaitMs: number;
  /** Time limit of one attempt. */
  timeoutMs: number;
}

/** The spec's policy: 3 attempts, a random wait under 1 s between them. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 3, maxWaitMs: 1000, timeoutMs: 20_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds, fails with a non-retryable error, or the attempts run out. */
export async function withRetry<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  /** Stops the current attempt and any further ones (e.g. when a sibling download already failed). */
  cancel?: AbortSignal,
): Promise<T> {
  for (let number = 1; ; number++) {
    const timeout = AbortSignal.timeout(policy.timeoutMs);
    try {
      return await attempt(cancel ? AbortSignal.any([timeout, cancel]) : timeout);
    } catch (error) {
      const retryable = error instanceof CmsRequestError ? error.retryable : false;
      if (!retryable || number >= policy.attempts || cancel?.aborted) throw error;
      await sleep(Math.floor(Math.random() * policy.maxWaitMs));
    }
  }
}

/** Classifies errors thrown by fetch itself (no HTTP response): timeouts and network failures are retryable. */
export function networkError(error: unknown, timeoutMs: number): CmsRequestError {
  if (error instanceof CmsRequestError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') {
    return new CmsRequestError(`Request timed out after ${timeoutMs} ms`, undefined, true, { cause: error });
  }
  if (name === 'AbortError') return new CmsRequestError('Request cancelled', undefined, false, { cause: error });
  const detail = (error as { cause?: { code?: string } } | null)?.cause?.code ?? (error as Error)?.message;
  return new CmsRequestError(`Network error (${detail})`, undefined, true, { cause: error });
}
