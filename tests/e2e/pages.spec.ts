import { PENSION_FUNDS } from '../../src/lib/site/company';
import { OFFICES } from '../../src/lib/site/offices';
import { expect, LANGS, test, translation } from './fixtures';

/** Section headings (h2) each inner page shows in every language, by translation key. */
const SECTIONS: Record<string, string[]> = {
  'about-us': ['welcome.title', 'principles.title', 'figures.title', 'team.title', 'convention.title', 'alliances.title', 'cta.title'],
  'financial-solutions': ['overview.title', 'products.title', 'approach.title', 'cta.title'],
  'financial-planning': ['overview.title', 'process.title', 'workshops.title', 'cta.title'],
  'alternative-investments': ['overview.title', 'howItWorks.title', 'protection.title', 'risk.title', 'cta.title'],
  insurance: ['overview.title', 'segments.title', 'help.title', 'cta.title'],
  mortgages: ['overview.title', 'calculator.title', 'services.title', 'partner.title', 'cta.title'],
  'pension-plans': ['notice.title', 'cta.title'],
  careers: ['why.title', 'training.title', 'path.title', 'compensation.title', 'jobs.title', 'cta.title'],
};

for (const lang of LANGS) {
  test(`inner pages show their sections and close with a contact call to action in ${lang}`, async ({ page }) => {
    for (const [ns, keys] of Object.entries(SECTIONS)) {
      await page.goto(`/${lang}/${ns}`);
      const main = page.getByRole('main');
      const cta = main.getByRole('link', { name: translation(lang, ns, 'cta.button'), exact: true });
      // Each check reads the page as it stands, so they all run at once.
      await Promise.all([
        expect(main.getByRole('heading', { level: 1, name: translation(lang, ns, 'intro.title') }), ns).toBeVisible(),
        ...keys.map((key) => expect(main.getByRole('heading', { level: 2, name: translation(lang, ns, key), exact: true }), `${ns}:${key}`).toBeVisible()),
        // The insurance page's call to action asks for a quote: the form opens with a message (mortgage-calculator.spec.ts).
        expect(cta, ns).toHaveAttribute('href', ns === 'insurance' ? new RegExp(`^/${lang}/contact#message=`) : `/${lang}/contact#contact`),
      ]);
    }
  });
}

test('financial planning shows the five steps in order', async ({ page }) => {
  await page.goto('/en/financial-planning');
  const steps = page.getByRole('region', { name: 'Our five-step process' }).getByRole('listitem');
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Information', 'Needs', 'Proposals', 'Support', 'Evaluation']);
});

test('the footer workshops link lands on the workshops section with the events calendar', async ({ page }) => {
  await page.goto('/pt/financial-planning');
  await page.getByRole('contentinfo').getByRole('link', { name: translation('pt', 'common', 'footer.workshops') }).click();
  await expect(page).toHaveURL(/\/pt\/financial-planning#workshops$/);
  const workshops = page.locator('#workshops');
  await expect(workshops.getByRole('heading', { level: 2 })).toHaveText(translation('pt', 'financial-planning', 'workshops.title'));
  await expect(workshops).toBeInViewport();
  const calendar = workshops.getByRole('link', { name: new RegExp(translation('pt', 'financial-planning', 'workshops.calendar')) });
  await expect(calendar).toHaveAttribute('href', '/docs/pt/events-calendar.pdf');
  await expect(calendar).toHaveAttribute('target', '_blank');
  expect((await page.request.get('/docs/pt/events-calendar.pdf')).headers()['content-type']).toContain('application/pdf');
});

test('alternative investments list every protection and a risk warning', async ({ page }) => {
  await page.goto('/es/alternative-investments');
  const protection = page.getByRole('region', { name: translation('es', 'alternative-investments', 'protection.title') });
  for (const id of ['oneEuro', 'liquidity', 'ltv', 'firstRank', 'buyback', 'trust', 'emi', 'identity', 'biometric', 'notifications']) {
    await expect(protection.getByRole('heading', { level: 4, name: translation('es', 'alternative-investments', `protection.items.${id}.title`) })).toBeVisible();
  }
  await expect(page.getByText(translation('es', 'alternative-investments', 'risk.text'))).toBeVisible();
});

test('mortgages name the regulated partner that intermediates them', async ({ page }) => {
  await page.goto('/it/mortgages');
  await expect(page.getByRole('main').getByText(/Hipotecalia Intermediación, S\.L\..*D000/)).toBeVisible();
});

test('careers offer flexible compensation up to 30% and a way to apply', async ({ page }) => {
  await page.goto('/en/careers');
  await expect(page.getByText('up to 30% of your gross annual salary towards flexible benefits')).toBeVisible();
  const board = page.getByRole('link', { name: /See job offers/ });
  await expect(board).toHaveAttribute('target', '_blank');
  await expect(board).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: /Send my CV to talento@nortia\.example/ })).toHaveAttribute('href', 'mailto:talento@nortia.example');
});

test.describe('pension plans', () => {
  test('Spanish shows the five funds with contracting and key-data links', async ({ page }) => {
    await page.goto('/es/pension-plans');
    const funds = page.getByRole('region', { name: translation('es', 'pension-plans', 'funds.title') });
    const cards = funds.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(5);
    for (const { id, name: title, risk } of PENSION_FUNDS) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      const category = translation('es', 'pension-plans', `funds.items.${id}.category`);
      await expect(card.getByText(`Riesgo ${risk} de 7 · ${category}`)).toBeVisible();
      await expect(card.getByText(translation('es', 'pension-plans', `funds.items.${id}.description`))).toBeVisible();
      const contract = card.getByRole('link', { name: new RegExp(`Contratar ${title}`) });
      await expect(contract).toHaveAttribute('href', `https://contratacion.nortia.example/planes/${id}`);
      await expect(contract).toHaveAttribute('target', '_blank');
      const pdf = card.getByRole('link', { name: new RegExp(`Datos fundamentales ${title}`) });
      await expect(pdf).toHaveAttribute('href', `/docs/es/pension-fund-${id}.pdf`);
      const response = await page.request.get(`/docs/es/pension-fund-${id}.pdf`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
    await expect(page.getByText(/equity|renta variable/).first()).toBeVisible();
    await expect(cards.nth(0)).toContainText(/45\s%/);
  });

  for (const lang of ['en', 'pt', 'it'] as const) {
    test(`${lang} shows no empty fund boxes, only the notice and a call to action`, async ({ page }) => {
      await page.goto(`/${lang}/pension-plans`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: translation(lang, 'pension-plans', 'notice.title') })).toBeVisible();
      await expect(main.getByText(translation(lang, 'pension-plans', 'notice.text'))).toBeVisible();
      await expect(main.getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(main.getByRole('link', { name: /Contrat|PDF/ })).toHaveCount(0);
      // No box without text anywhere in the page's content.
      const emptyBoxes = await main.locator('li, section, article').evaluateAll((nodes) => nodes.filter((node) => node.textContent?.trim() === '').length);
      expect(emptyBoxes).toBe(0);
    });
  }
});

test.describe('about us figures', () => {
  const figure = (lang: string, key: string) => translation(lang, 'figures', `labels.${key}`);

  test('Spanish and English quote more than 250 advisers, the group figures and the offices the finder lists', async ({ page }) => {
    await page.goto('/es/about-us');
    const figures = page.getByRole('region', { name: translation('es', 'about-us', 'figures.title') });
    await expect(figures.getByRole('definition')).toHaveText(['+200.000', '+30.000', '+250', String(OFFICES.length)]);
    await expect(figures.getByRole('term').nth(2)).toHaveText(figure('es', 'advisors'));
    await page.goto('/en/about-us');
    await expect(page.getByRole('region', { name: 'Nortia in numbers' }).getByRole('definition')).toHaveText(['200,000+', '30,000+', '250+', String(OFFICES.length)]);
  });

  test('Portuguese says 50 advisers and more than 20,000 people', async ({ page }) => {
    await page.goto('/pt/about-us');
    const figures = page.getByRole('region', { name: translation('pt', 'about-us', 'figures.title') });
    await expect(figures.getByRole('term').first()).toHaveText(figure('pt', 'portugalAdvisors'));
    await expect(figures.getByRole('definition').first()).toHaveText('50');
    await expect(figures.getByRole('term').nth(1)).toHaveText(figure('pt', 'portugalPeople'));
    await expect(figures.getByRole('definition').nth(1)).toHaveText(/^\+20\s000$/);
    await expect(figures).not.toContainText('250');
  });

  test('Italian hides the advisor figures', async ({ page }) => {
    await page.goto('/it/about-us');
    const figures = page.getByRole('region', { name: translation('it', 'about-us', 'figures.title') });
    await expect(figures.getByRole('definition')).toHaveCount(3);
    await expect(figures.getByText(figure('it', 'advisors'))).toHaveCount(0);
    await expect(figures).not.toContainText('250');
  });
});

test('about us presents the management team with profile links in a new tab', async ({ page }) => {
  await page.goto('/en/about-us');
  const team = page.getByRole('region', { name: translation('en', 'about-us', 'team.title') });
  const members = team.getByRole('listitem');
  await expect(members).toHaveCount(5);
  await expect(members.getByRole('heading', { level: 3 }).first()).toHaveText('Lucía Ferrer Albiol');
  await expect(members.first()).toContainText(translation('en', 'about-us', 'team.members.lucia-ferrer.role'));
  await expect(members.first().getByRole('blockquote')).toHaveText(/Independence is not a slogan/);
  const profile = members.first().getByRole('link', { name: /View profile.*Lucía Ferrer Albiol/ });
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/in\//);
  for (const portrait of await members.getByRole('img').all()) {
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete || img.loading === 'lazy')).toBe(true);
  }
});

test('the convention video loads nothing from YouTube until the visitor plays it', async ({ page }) => {
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (/youtube/.test(request.url())) youtube.push(request.url());
  });
  // The test machine is offline: answer the embed ourselves once the visitor asked for it.
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
  await page.goto('/es/about-us');
  const convention = page.getByRole('region', { name: translation('es', 'about-us', 'convention.title') });
  await convention.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(convention.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);

  const play = convention.getByRole('button', { name: new RegExp(translation('es', 'about-us', 'convention.video.play')) });
  await play.focus();
  await page.keyboard.press('Enter');
  const frame = convention.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
  await expect(frame).toHaveAttribute('title', translation('es', 'about-us', 'convention.video.title'));
  await expect(frame).toBeFocused();
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
});
