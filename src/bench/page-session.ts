import { setTimeout as sleep } from 'node:timers/promises';
import type { CdpPipe } from './cdp-pipe';

/** A command to one page of the browser (its session's). */
export type PageSend = <R = Record<string, unknown>>(method: string, params?: object) => Promise<R>;

export type PageSession = { targetId: string; sessionId: string; send: PageSend };

/**
 * Runs `work` on a blank page in a browser context of its own (no cache, no cookies of an earlier page), and
 * disposes of the context after, whatever `work` did.
 */
export async function withFreshPage<T>(cdp: CdpPipe, work: (page: PageSession) => Promise<T>): Promise<T> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    return await work({ targetId, sessionId, send: (method, params = {}) => cdp.send(method, params, sessionId) });
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/** Asks `check` every 100 ms until it holds; false when `timeoutMs` passed first. */
export async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}
