import type { Page } from '@playwright/test';
import { expect, test, translation } from './fixtures';

const t = (key: string, values?: Record<string, string>) => translation('en', 'contact', key, values);

function nearestResults(page: Page, place?: string) {
  const name = place ? t('search.resultsNear', { place }) : t('search.resultsNearYou');
  return page.getByRole('list', { name });
}

test.describe('contact page', () => {
  // One page load for what is looked at and searched in /en/contact as it opens: the offices' links before anything
  // adds to them, the lists' length before "show more".
  test('/en/contact: offices, map links and the nearest-office search', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/en/contact');

    await test.step('shows the headquarters, phone and e-mail with direct links', async () => {
      const contact = page.locator('#contact');
      await expect(contact.getByRole('link', { name: '+34 910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
      await expect(contact.getByRole('link', { name: 'hola@nortia.example' })).toHaveAttribute('href', 'mailto:hola@nortia.example');
      await expect(contact.getByText('Paseo de la Castellana 95, planta 12')).toBeVisible();
      await expect(contact.getByRole('heading', { name: translation('en', 'contact-form', 'title') })).toBeVisible();
    });

    await test.step('each office links to its place on OpenStreetMap in a new tab, with nothing embedded', async () => {
      const porto = page.getByRole('link', { name: /View on map.*Nortia Porto/ });
      await expect(porto).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=41.148&mlon=-8.611#map=16/41.148/-8.611');
      await expect(porto).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: /View on map/ })).toHaveCount(6 + 5);
      expect(thirdParty).toEqual([]);
    });

    await test.step('finds the nearest office from a city', async () => {
      await page.getByLabel(t('search.label')).fill('Porto');
      await page.getByRole('main').getByRole('button', { name: t('search.submit') }).click();
      const first = nearestResults(page, 'Porto').getByRole('listitem').first();
      await expect(first.getByRole('heading')).toHaveText('Nortia Porto');
      await expect(first).toContainText('less than 1 km away');
      await expect(nearestResults(page, 'Porto').getByRole('listitem')).toHaveCount(3);
    });

    await test.step('finds the nearest office from a postcode', async () => {
      await page.getByLabel(t('search.label')).fill('46001');
      await page.getByRole('main').getByRole('button', { name: t('search.submit') }).click();
      await expect(nearestResults(page, 'Valencia').getByRole('listitem').first().getByRole('heading')).toHaveText('Nortia Valencia');
    });

    await test.step('explains an unknown place and keeps every way forward', async () => {
      await page.getByLabel(t('search.label')).fill('Atlantis');
      await page.getByRole('main').getByRole('button', { name: t('search.submit') }).click();
      await expect(page.getByText(t('search.notFound', { query: 'Atlantis' }))).toBeVisible();
      await expect(page.getByRole('button', { name: t('search.useLocation') })).toBeEnabled();
      await expect(page.getByRole('list', { name: /^Spain/ }).getByRole('listitem')).toHaveCount(6);
    });

    await test.step('"show more" reveals the remaining offices and moves focus to the first of them', async () => {
      const spain = page.getByRole('list', { name: /^Spain/ });
      await expect(spain.getByRole('listitem')).toHaveCount(6);
      await expect(spain.getByRole('heading', { name: 'Nortia Zaragoza' })).toHaveCount(0);
      const more = page.getByRole('button', { name: 'Show 6 more offices in Spain' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(spain.getByRole('listitem')).toHaveCount(12);
      await expect(spain.getByRole('heading', { name: 'Nortia Zaragoza' })).toBeFocused();
      await expect(more).toHaveCount(0);
      // Portugal has five offices: all shown, no button.
      await expect(page.getByRole('list', { name: /^Portugal/ }).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByRole('button', { name: /more offices in Portugal/ })).toHaveCount(0);
    });
  });

  // One page load for both: the search does not move the page.
  test('/es/contact#offices: the anchor, and a city typed without accents', async ({ page }) => {
    await page.goto('/es/contact#offices');
    await test.step('the offices anchor lands on the offices section', async () => {
      await expect(page.getByRole('heading', { level: 2, name: translation('es', 'contact', 'offices.title') })).toBeInViewport();
    });
    await test.step('finds the nearest office from a city typed without accents, with Enter', async () => {
      await page.getByLabel(translation('es', 'contact', 'search.label')).fill('malaga');
      await page.keyboard.press('Enter');
      const list = page.getByRole('list', { name: translation('es', 'contact', 'search.resultsNear', { place: 'Málaga' }) });
      await expect(list.getByRole('listitem').first().getByRole('heading')).toHaveText('Nortia Málaga');
    });
  });

  test.describe('with the location shared', () => {
    test.use({ geolocation: { latitude: 38.7369, longitude: -9.1427 }, permissions: ['geolocation'] });

    test('finds the nearest office from the browser location', async ({ page }) => {
      await page.goto('/en/contact');
      await page.getByRole('button', { name: t('search.useLocation') }).click();
      const first = nearestResults(page).getByRole('listitem').first();
      await expect(first.getByRole('heading')).toHaveText('Nortia Lisboa');
      await expect(first).toContainText('2 km away');
    });
  });

  test.describe('with the location refused', () => {
    test.use({ permissions: [] });

    // One page load for both: /pt/contact as it opens.
    test('the contact page lists Portugal first in Portuguese, and tells the visitor to type a place instead', async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto('/pt/contact');
      await test.step('the contact page lists Portugal first in Portuguese', async () => {
        const countries = page.locator('#offices').getByRole('heading', { level: 3 });
        await expect(countries.nth(1)).toContainText('Portugal');
        await expect(countries.nth(2)).toContainText('Espanha');
      });
      await test.step('tells the visitor to type a place instead', async () => {
        await page.getByRole('button', { name: translation('pt', 'contact', 'search.useLocation') }).click();
        await expect(page.getByText(translation('pt', 'contact', 'search.denied'))).toBeVisible();
      });
    });
  });
});

test("the phone picker names countries in the page language, and fetches no other language's names", async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/_next/static/chunks/')) bodies.push(await response.text());
  });
  await page.goto('/it/contact');
  const form = page.locator('#contact').getByRole('form');
  // The picker's country button is named after the selected country: Italy, in Italian.
  await expect(form.getByRole('button', { name: /^Italia\b/ })).toBeVisible();
  // Germany as each of the library's translations calls it: only the Italian one came.
  expect(bodies.some((body) => body.includes('"Germania"'))).toBe(true);
  expect(bodies.filter((body) => body.includes('"Alemania"') || body.includes('"Alemanha"'))).toHaveLength(0);
});
