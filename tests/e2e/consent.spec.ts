import { expect, test } from './fixtures';
import { TEST_THIRD_PARTY, watchThirdParty } from './third-party';

test.describe('cookie consent', () => {
  test.use({ consent: 'undecided' });

  test('accepting hides the banner, stores true for 30 days and loads chat and popup after 3 s', async ({ page, context }) => {
    const requested = await watchThirdParty(page);
    await page.goto('/es');
    const banner = page.getByRole('region', { name: 'Tu privacidad, tu decisión' });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(3500);
    expect(requested).toEqual([]);

    const acceptedAt = Date.now();
    await banner.getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - acceptedAt) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    await expect.poll(() => requested.length, { timeout: 6000 }).toBe(2);
    expect(Date.now() - acceptedAt).toBeGreaterThanOrEqual(2900);
    await expect(page.locator('script[src="https://chat.nortia.test/widget.js"]')).toHaveAttribute('data-widget-id', TEST_THIRD_PARTY.chatWidgetEs);

    await page.reload();
    await expect(banner).toBeHidden();
  });

  test('rejecting hides the banner for good and never loads third-party scripts', async ({ page, context }) => {
    const requested = await watchThirdParty(page);
    await page.goto('/pt');
    await page.getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(page.getByRole('region', { name: 'A sua privacidade, a sua decisão' })).toBeHidden();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('false');
    await page.goto('/pt/contact');
    await expect(page.getByRole('region', { name: 'A sua privacidade, a sua decisão' })).toBeHidden();
    await page.waitForTimeout(3500);
    expect(requested).toEqual([]);
  });

  test('the footer reopens the choice', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
  });
});

test.describe('after acceptance', () => {
  test.use({ consent: 'accepted' });

  test('Portuguese pages load the chat only, with the Portuguese widget', async ({ page }) => {
    const requested = await watchThirdParty(page);
    await page.goto('/pt/insurance');
    await expect.poll(() => requested, { timeout: 6000 }).toEqual([TEST_THIRD_PARTY.chatUrl]);
    await expect(page.locator(`script[src="${TEST_THIRD_PARTY.chatUrl}"]`)).toHaveAttribute('data-widget-id', TEST_THIRD_PARTY.chatWidgetPt);
  });

  test('English and Italian pages load neither', async ({ page }) => {
    const requested = await watchThirdParty(page);
    await page.goto('/en');
    await page.goto('/it/contact');
    await page.waitForTimeout(3500);
    expect(requested).toEqual([]);
  });
});
