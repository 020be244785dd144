/** How long work that waits for idle waits at most, on a page that keeps the browser busy. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves at the browser's next idle moment (`requestIdleCallback`, at most the timeout above), or after a task
 * where the browser has no such callback: for work nothing on the first screen needs, kept out of the window where
 * the page's scripts start and hydrate (issue 43).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(resolve, 0),
  );
}
