import type { BrowserContext, Request, TestInfo } from '@playwright/test';

/** Lines a section of the report keeps: `npm test` reprints only a failed command's last 150 lines. */
const MOST_LINES = 20;

/**
 * Follows the requests of a test's browser context (every page it opens) so that a failed test can say which of
 * them never ended, which failed, and which were cancelled (a navigation or the page stopped them): a page load that
 * times out names what it waited on. (A first load on a cold `wrangler dev` once never reached `load` in CI, and
 * nothing recorded which request held it.)
 */
export function watchRequests(context: BrowserContext): () => string {
  const sentAt = new Map<Request, number>();
  const answeredAt = new Map<Request, number>();
  const failed: string[] = [];
  const cancelled: string[] = [];
  context.on('request', (request) => sentAt.set(request, Date.now()));
  context.on('response', (response) => answeredAt.set(response.request(), Date.now()));
  const ended = (request: Request) => {
    sentAt.delete(request);
    answeredAt.delete(request);
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    (error === 'net::ERR_ABORTED' ? cancelled : failed).push(`${request.method()} ${request.url()}: ${error}`);
    ended(request);
  });

  return () => {
    const now = Date.now();
    const seconds = (from: number, to = now) => `${((to - from) / 1000).toFixed(1)} s`;
    const waiting = [...sentAt].map(([request, sent]) => {
      const answered = answeredAt.get(request);
      const state = answered === undefined
        ? `no answer after ${seconds(sent)}`
        : `answered after ${seconds(sent, answered)}, body unfinished for ${seconds(answered)}`;
      return `${request.method()} ${request.url()}: ${state}`;
    });
    return [
      section('Requests not ended', waiting),
      section('Requests failed', failed),
      section('Requests cancelled', cancelled),
    ].join('\n');
  };
}

function section(title: string, lines: readonly string[]): string {
  if (lines.length === 0) return `${title}: none`;
  const shown = lines.slice(0, MOST_LINES).map((line) => `  ${line}`);
  const more = lines.length > MOST_LINES ? [`  … and ${lines.length - MOST_LINES} more`] : [];
  return [`${title}:`, ...shown, ...more].join('\n');
}

/** Attaches the report to the test's result when the test did not end as expected; nothing otherwise. */
export async function attachOnFailure(testInfo: Pick<TestInfo, 'status' | 'expectedStatus' | 'attach'>, report: () => string): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('requests of the test', { body: report(), contentType: 'text/plain' });
}
