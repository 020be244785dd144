import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { attachOnFailure, watchRequests } from './requests-in-flight';

// What a failed test reports of its requests (the shared page fixture attaches it to every failure).

test('names the requests still waited on, those that failed and those cancelled, on every page of the test', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED/);
  const report = watchRequests(context);
  // Headers at once, the body never: an answer that stalls halfway.
  const halfway = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    response.write('first part');
  });
  await new Promise<void>((resolve) => halfway.listen(0, '127.0.0.1', resolve));
  try {
    const halfwayUrl = `http://127.0.0.1:${(halfway.address() as AddressInfo).port}/halfway`;
    await context.route('**/never-answered', () => undefined);
    await context.route('**/refused', (route) => route.abort('connectionrefused'));
    // Same origin for the page (its CSP), answered by the stalling server.
    await context.route('**/halfway', (route) => route.continue({ url: halfwayUrl }));
    await page.goto('/es');
    await page.evaluate(() => {
      void fetch('/never-answered').catch(() => undefined);
      void fetch('/refused').catch(() => undefined);
      void fetch('/halfway').then((response) => response.text()).catch(() => undefined);
    });
    const second = await context.newPage();
    await second.goto('/es/contact', { waitUntil: 'commit' });
    await second.evaluate(() => {
      const controller = new AbortController();
      void fetch('/es/about-us', { signal: controller.signal }).catch(() => undefined);
      controller.abort();
    });

    await expect.poll(report).toMatch(/^ {2}GET http:\/\/127\.0\.0\.1:\d+\/refused: net::ERR_CONNECTION_REFUSED$/m);
    await expect.poll(report).toMatch(/^ {2}GET http:\/\/127\.0\.0\.1:\d+\/halfway: answered after \d+\.\d s, body unfinished for \d+\.\d s$/m);
    await expect.poll(report).toMatch(/^Requests cancelled:\n {2}GET http:\/\/127\.0\.0\.1:\d+\/es\/about-us: net::ERR_ABORTED$/m);
    expect(report()).toMatch(/^ {2}GET http:\/\/127\.0\.0\.1:\d+\/never-answered: no answer after \d+\.\d s$/m);
    expect(report()).not.toMatch(/\/es: /);
    await second.close();
  } finally {
    halfway.closeAllConnections();
    await new Promise((resolve) => halfway.close(resolve));
  }
});

test('is attached to a test that failed, timed out or passed when it should fail, and not to one that ended as expected', async () => {
  const attached: string[] = [];
  const testInfo = (status: 'passed' | 'failed' | 'timedOut', expectedStatus: 'passed' | 'failed') => ({
    status,
    expectedStatus,
    attach: async (name: string, { body }: { body?: string | Buffer }) => void attached.push(`${status}/${expectedStatus}: ${name}: ${body}`),
  });
  for (const [status, expected] of [['passed', 'passed'], ['failed', 'passed'], ['timedOut', 'passed'], ['passed', 'failed'], ['failed', 'failed']] as const) {
    await attachOnFailure(testInfo(status, expected), () => 'Requests not ended: none');
  }
  expect(attached).toEqual([
    'failed/passed: requests of the test: Requests not ended: none',
    'timedOut/passed: requests of the test: Requests not ended: none',
    'passed/failed: requests of the test: Requests not ended: none',
  ]);
});
