import { devices, type Locator, type Page } from '@playwright/test';
import { loadSeedPosts } from '../../src/dev-cms/seed/load-seed';
import { expect, LANGS, test, translation } from './fixtures';
import { scrollThrough, watchRequests } from './lazy-loading';

/**
 * The sample post of each language that holds every node Hygraph's rich text can hold (src/dev-cms/seed): headings,
 * headings of every level, lists, an 8-column table, a quote, code, an image, a YouTube frame, a video, an audio file, a tel: link, a callout, a
 * 160-character word and a long bare URL. On a phone and on a desktop, nothing may widen the page, the video must
 * be the click-to-load facade, and nothing may reach YouTube before the visitor presses play.
 */
const RICH = new Map(loadSeedPosts().filter((post) => post.content.html.includes('<iframe')).map((post) => [post.lang, post]));

/** The column headers of the post's widest table (the 8-column fee comparison), as the seed writes them. */
function widestTableHeaders(lang: (typeof LANGS)[number]): string[] {
  const tables = RICH.get(lang)!.content.html.match(/<table>[\s\S]*?<\/table>/g) ?? [];
  const headers = tables.map((table) => [...table.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((match) => match[1]));
  return headers.reduce((widest, next) => (next.length > widest.length ? next : widest), []);
}

/**
 * For every cell of a table: whether a word of it is broken over two lines, or is wider than the cell's text box
 * (each word, or each part of a hyphenated one, measured as the browser lays it out, with a Range).
 */
function brokenWords(table: Locator) {
  return table.evaluate((element) =>
    [...element.querySelectorAll('th, td')].flatMap((cell) => {
      const style = getComputedStyle(cell);
      const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const text = cell.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const broken: string[] = [];
      // A hyphen is a place a line may break, as in any text: "5-year" is two pieces.
      for (const match of (text.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = range.getClientRects().length;
        const width = range.getBoundingClientRect().width;
        if (lines > 1 || width > inner + 0.5) broken.push(`"${match[0]}" in a ${Math.round(inner)} px cell: ${lines} line(s), ${Math.round(width)} px`);
      }
      return broken;
    }),
  );
}

/** The text of the post's callout (a Hygraph `class` wrapper), as a visitor reads it. */
const calloutOf = (lang: (typeof LANGS)[number]) => /<div class="callout"><p>(.*?)<\/p><\/div>/.exec(RICH.get(lang)!.content.html)![1].replace(/<[^>]+>/g, '');

/**
 * The page's widths; the elements wider than the viewport or past its edge (but those scrolled inside a box); and
 * the boxes whose own text is wider than they are (a long word spills out of its paragraph as text, not as a box).
 */
function measureWidths(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const tooWide = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width > viewport + 0.5 || box.right > viewport + 0.5) && !scrolledInside(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().width)} px "${element.textContent?.slice(0, 40)}"`);
    const spills = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).overflowX === 'visible' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1 && !scrolledInside(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth}>${element.clientWidth} "${element.textContent?.slice(0, 40)}"`);
    return { scrollWidth: root.scrollWidth, clientWidth: viewport, tooWide, spills };
  });
}

/** Every request to a video host, from the moment the page is opened. */
function videoHostRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/youtube|ytimg|vimeo/.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  return requests;
}

const LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
/**
 * Every video of the sample posts (each address form editors paste, src/dev-cms/seed): its title, whether the
 * facade shows the video's own poster (a playlist names no video, so it keeps the generic one), and the player
 * the play button loads, which must keep the address's list, start and hash.
 */
const VIDEOS: Record<(typeof LANGS)[number], { title: string; ownPoster: boolean; player: RegExp }[]> = {
  es: [
    { title: 'Cómo construyen nuestros asesores un plan financiero', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/ },
    { title: 'Invertir paso a paso, capítulo 2', ownPoster: true, player: new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/Nw8p3kJq2Xc\\?list=${LIST}&start=90&autoplay=1`) },
    { title: 'Invertir paso a paso: la serie completa', ownPoster: false, player: new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/videoseries\\?list=${LIST}&autoplay=1`) },
    { title: 'Seminario para clientes: la declaración de la renta', ownPoster: true, player: /^https:\/\/player\.vimeo\.com\/video\/76979871\?h=8a1b2c3d4e&autoplay=1&dnt=1$/ },
  ],
  en: [
    { title: 'How our advisers build a financial plan', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/ },
    { title: 'Compound interest in sixty seconds', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/Lq3mZ7vT9bA\?autoplay=1/ },
    { title: 'Our pension talk, from the questions', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/Hs5Ty2Pk8Rw\?start=90&autoplay=1/ },
    { title: 'Client webinar: planning the year end', ownPoster: true, player: /^https:\/\/player\.vimeo\.com\/video\/148751763\?h=f00dfeed12&autoplay=1&dnt=1$/ },
  ],
  pt: [
    { title: 'Como construímos um plano financeiro', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/ },
    { title: 'Sessão ao vivo: perguntas sobre o PPR', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/Kd7Qx1Vn4Ey\?autoplay=1/ },
    { title: 'Seguro de vida: o essencial', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/Bf9Wc6Rt3Gu\?start=45&autoplay=1/ },
  ],
  it: [
    { title: 'Il piano finanziario', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/ },
    { title: 'Educazione finanziaria: la playlist', ownPoster: false, player: new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/videoseries\\?list=${LIST}&autoplay=1`) },
    { title: 'Investire un passo alla volta', ownPoster: true, player: /^https:\/\/www\.youtube-nocookie\.com\/embed\/Nw8p3kJq2Xc\?start=90&autoplay=1/ },
  ],
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A video's play button, named by the action and the video's title. */
const playButton = (body: Locator, lang: (typeof LANGS)[number], title: string) =>
  body.getByRole('button', { name: new RegExp(`^${escaped(translation(lang, 'blog', 'post.video.play'))}\\s*:\\s*${escaped(title)}$`) });
/** The generic poster of a post's video (src/lib/site/media.ts). */
const GENERIC_POSTER = '/images/blog/video-poster.svg';

async function openRichPost(page: Page, lang: (typeof LANGS)[number]) {
  const post = RICH.get(lang)!;
  // The test machine is offline: the player's request is answered here, once the visitor asked for it.
  await page.route(/youtube-nocookie\.com|vimeo\.com/, (route) => route.abort());
  await page.goto(`/${lang}/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  return page.getByRole('article').filter({ has: page.getByRole('table') });
}

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];
const WIDTHS = [
  { name: 'a phone 375 px wide', width: 375, use: { ...phone, viewport: { width: 375, height: 740 }, screen: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  { name: 'a desktop window 1280 px wide', width: 1280, use: { viewport: { width: 1280, height: 800 } } },
];

/**
 * One visit of the post per size and language, in the order a reader could go: the table first, with the page as it
 * opened (Tab starts from its top); then every part scrolled in; then the play buttons, which change the page last.
 */
for (const { name, width, use } of WIDTHS) {
  test.describe(`the post holding every rich-text node, on ${name}`, () => {
    test.use(use);

    for (const lang of LANGS) {
      test(`${lang}: the fee comparison, nothing overflowing sideways, and videos that wait for the play button`, async ({ page }) => {
        const requests = videoHostRequests(page);
        const requestsDone = watchRequests(page);
        const body = await openRichPost(page, lang);

        await test.step('the 8-column fee comparison keeps its words whole and scrolls inside its own region, reached by Tab', async () => {
          const headers = widestTableHeaders(lang);
          expect(headers).toHaveLength(8);
          const region = body.getByRole('region', { name: translation(lang, 'blog', 'post.table') }).filter({ has: page.getByRole('columnheader', { name: headers[7] }) });
          const table = region.getByRole('table');
          await expect(table.getByRole('columnheader')).toHaveText(headers);
          await region.scrollIntoViewIfNeeded();
          expect(await brokenWords(table)).toEqual([]);

          const box = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
          // On a phone the table is wider than the column and scrolls inside its box; the page itself never does.
          if (width < 768) expect(box.scrollWidth).toBeGreaterThan(box.clientWidth + 100);
          expect(await measureWidths(page)).toEqual({ scrollWidth: width, clientWidth: width, tooWide: [], spills: [] });

          // A keyboard user reaches the table with Tab and scrolls it with the arrow keys.
          let focused = false;
          for (let presses = 0; presses < 80 && !focused; presses++) {
            await page.keyboard.press('Tab');
            focused = await region.evaluate((element) => element === document.activeElement);
          }
          expect(focused).toBe(true);
          if (box.scrollWidth > box.clientWidth) {
            await page.keyboard.press('ArrowRight');
            await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
            expect(await page.evaluate(() => window.scrollX)).toBe(0);
          }
        });

        await test.step('nothing overflows sideways; the video waits for the play button', async () => {
          await scrollThrough(page, requestsDone);
          expect(await measureWidths(page)).toEqual({ scrollWidth: width, clientWidth: width, tooWide: [], spills: [] });
          expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);

          // Each video a facade with its own poster, a picture the site serves (loaded, as wide as the frame).
          const posters: string[] = [];
          for (const { title, ownPoster } of VIDEOS[lang]) {
            const play = playButton(body, lang, title);
            await expect(play).toBeVisible();
            // Decorative (the button names the video), so it has no role of its own.
            const poster = play.locator('img');
            await expect(poster).toHaveAttribute('src', ownPoster ? /^\/media\/cms\/[\w-]+\.jpg$/ : GENERIC_POSTER);
            // Loaded lazily: once in view, it arrives from the site.
            await poster.scrollIntoViewIfNeeded();
            await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
            if (ownPoster) posters.push((await poster.getAttribute('src'))!);
          }
          expect(new Set(posters).size, 'every video its own poster').toBe(posters.length);
          await expect(body.getByRole('button', { name: new RegExp(`^${translation(lang, 'blog', 'post.video.play')}`) })).toHaveCount(VIDEOS[lang].length);
          await expect(body.getByText(translation(lang, 'blog', 'post.video.notice', { provider: 'YouTube' })).first()).toBeVisible();
          await expect(body.locator('iframe')).toHaveCount(0);
          expect(requests).toEqual([]);

          // The other nodes, as the editor wrote them: native players of the site's copies, the phone link, the callout.
          await expect(body.locator('video[controls]')).toHaveAttribute('src', /^\/media\/cms\/[0-9a-f]{16}\.mp4$/);
          await expect(body.locator('audio[controls]')).toHaveAttribute('src', /^\/media\/cms\/[0-9a-f]{16}\.mp3$/);
          await expect(body.getByText(/support HTML5/)).toHaveCount(0);
          await expect(body.getByRole('link', { name: '+34 910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
          const callout = body.getByText(calloutOf(lang));
          await expect(callout).toBeVisible();
          // Styled as the editor chose (a box with a coloured edge), not left as bare text.
          expect(await callout.evaluate((element) => getComputedStyle(element.parentElement!).borderLeftWidth)).toBe('4px');
          await expect(body.getByRole('img', { name: /./ })).toHaveCount(1);
        });

        if (lang === 'es') {
          await test.step('headings 5 and 6 of a body are never smaller than its text', async () => {
            const sizeOf = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
            const text = await sizeOf(body.getByText('Se cobran sobre el patrimonio'));
            for (const level of [5, 6]) expect(await sizeOf(body.getByRole('heading', { level }))).toBeGreaterThanOrEqual(text);
          });
        }

        await test.step("pressing play loads each video's player, keeping its list, start and hash, and only then", async () => {
          expect(requests).toEqual([]);
          for (const [index, { title, player }] of VIDEOS[lang].entries()) {
            const play = playButton(body, lang, title);
            await (width < 768 ? play.tap() : play.click());
            const frame = body.locator('iframe').nth(index);
            await expect(frame).toHaveAttribute('title', title);
            await expect(frame).toHaveAttribute('src', player);
          }
          await expect.poll(() => requests.length).toBeGreaterThan(0);
          expect(await measureWidths(page)).toEqual({ scrollWidth: width, clientWidth: width, tooWide: [], spills: [] });
        });
      });
    }
  });
}
