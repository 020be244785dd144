import { expect, HTML_LANG, test } from './fixtures';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the language selector keeps the page and updates <html lang>', async ({ page }) => {
    await page.goto('/es/insurance');
    await page.getByRole('button', { name: /Idioma: Español/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/insurance$/);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The cover you need, not the policy someone wants to sell');
  });

  test('the services dropdown works by keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/en/careers');
    const services = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    const mortgages = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Mortgages/ });
    await expect(mortgages).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Insurance/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toBeFocused();
    await expect(mortgages).toBeHidden();
  });

  test('the services dropdown opens on hover and navigates', async ({ page }) => {
    await page.goto('/it');
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await nav.getByRole('button', { name: 'Servizi' }).hover();
    await nav.getByRole('link', { name: /Mutui/ }).click();
    await expect(page).toHaveURL(/\/it\/mortgages$/);
  });

  test('pension plans are offered in Spanish only', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Planes de pensiones' })).toHaveAttribute('href', '/es/pension-plans');
    for (const lang of ['en', 'pt', 'it']) {
      await page.goto(`/${lang}`);
      await expect(page.locator('a[href$="/pension-plans"]')).toHaveCount(0);
    }
  });

  test('the work-with-us link goes to careers', async ({ page }) => {
    await page.goto('/pt/contact');
    await page.getByRole('link', { name: 'Trabalhe connosco' }).click();
    await expect(page).toHaveURL(/\/pt\/careers$/);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens the full menu and Escape closes it', async ({ page }) => {
    await page.goto('/es/about-us');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menú', exact: true });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Hipotecas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Solicitar contacto' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Conócenos' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('link', { name: 'Seguros' }).click();
    await expect(page).toHaveURL(/\/es\/insurance$/);
    await expect(menu).toBeHidden();
  });

  test('a menu link to a section of the same page closes the menu', async ({ page }) => {
    await page.goto('/es/contact');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú', exact: true });
    await menu.getByRole('link', { name: 'Solicitar contacto' }).click();
    await expect(page).toHaveURL(/\/es\/contact#contact$/);
    await expect(menu).toBeHidden();
  });
});

test('the footer links real PDFs in the page language', async ({ page, request }) => {
  await page.goto('/it');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Note legali', 'Informativa sulla privacy', 'Cookie policy', "Condizioni d'uso", 'Calendario di workshop ed eventi']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) }).first();
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/docs\/it\/.+\.pdf$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await expect(footer.getByText(/J-0000/)).toBeVisible();
  // The site is built in this test run, so the publication year is this year.
  await expect(footer.getByText(`© ${new Date().getFullYear()} Nortia.`)).toBeVisible();
});

test.describe('services dropdown with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('a click after the hover keeps it open; a second click closes it', async ({ page }) => {
    await page.goto('/en/about-us');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const services = nav.getByRole('button', { name: 'Services' });
    const link = nav.getByRole('link', { name: /Alternative investments/ });
    await services.click();
    await expect(link).toBeVisible();
    await services.click();
    await expect(link).toBeHidden();
  });
});
