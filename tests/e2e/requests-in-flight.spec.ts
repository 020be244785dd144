import { expect, test } from './fixtures';
import { watchRequests } from './requests-in-flight';

// What a failed test reports of its page's requests (the shared fixture attaches it to every failure).
test('names the requests a page still waits on and those that failed', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/ERR_CONNECTION_REFUSED/);
  const report = watchRequests(page);
  await page.route('**/never-answered', () => undefined);
  await page.route('**/refused', (route) => route.abort('connectionrefused'));
  await page.goto('/es');
  await page.evaluate(() => {
    void fetch('/never-answered').catch(() => undefined);
    void fetch('/refused').catch(() => undefined);
  });
  await expect.poll(report).toMatch(/Requests failed: \n {2}GET http:\/\/127\.0\.0\.1:\d+\/refused: net::ERR_CONNECTION_REFUSED/);
  expect(report()).toMatch(/ {2}GET http:\/\/127\.0\.0\.1:\d+\/never-answered: no answer after \d+\.\d s/);
  expect(report()).not.toMatch(/\/es: /);
});
