import type { Page, Request } from '@playwright/test';

/**
 * Follows a page's requests so that a failed test can say which of them never ended and which failed: a page
 * load that times out names what it waited on. (A first load on a cold `wrangler dev` once never reached `load` in
 * CI, and nothing recorded which request held it.)
 */
export function watchRequests(page: Page): () => string {
  const sentAt = new Map<Request, number>();
  const answeredAt = new Map<Request, number>();
  const failed: string[] = [];
  page.on('request', (request) => sentAt.set(request, Date.now()));
  page.on('response', (response) => answeredAt.set(response.request(), Date.now()));
  const ended = (request: Request) => {
    sentAt.delete(request);
    answeredAt.delete(request);
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', (request) => {
    failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    ended(request);
  });

  return () => {
    const now = Date.now();
    const seconds = (since: number) => `${((now - since) / 1000).toFixed(1)} s`;
    const waiting = [...sentAt].map(([request, sent]) => {
      const answered = answeredAt.get(request);
      const state = answered === undefined
        ? `no answer after ${seconds(sent)}`
        : `answered after ${((answered - sent) / 1000).toFixed(1)} s, body unfinished for ${seconds(answered)}`;
      return `${request.method()} ${request.url()}: ${state}`;
    });
    return [
      `Requests not ended: ${waiting.length === 0 ? 'none' : ''}`,
      ...waiting.map((line) => `  ${line}`),
      `Requests failed: ${failed.length === 0 ? 'none' : ''}`,
      ...failed.map((line) => `  ${line}`),
    ].join('\n');
  };
}
