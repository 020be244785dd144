import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { afterEach, describe, expect, it } from 'vitest';
import { dataFileWithoutBuildOnly, escapeJsonForHtml, trimPageData, withoutBuildOnlyData } from './trim-page-data';
import { browserReadsText } from './texts-the-browser-reads';

/** Browser scripts as the minifier writes them, reading the skip link's text, the menu's names and the PDF note. */
const SCRIPTS = 'children:e("header.skipToContent")}),["header.menu.services","header.menu.knowUs"].map(n=>t(n)),t("pdfNewTab")';
const reads = (key: string) => browserReadsText(SCRIPTS, key);

/** A page as Next exports it: its data escaped by Next's own function. */
const page = (pageProps: object) =>
  '<!DOCTYPE html><html><body><div id="__next"><article><p>Body</p></article></div>' +
  `<script id="__NEXT_DATA__" type="application/json">${htmlEscapeJsonString(
    JSON.stringify({ props: { pageProps, __N_SSG: true }, page: '/[locale]/blog/[slug]', query: {}, buildId: 'b' }),
  )}</script></body></html>`;

const dataOf = (html: string) => JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);

describe('withoutBuildOnlyData', () => {
  const hostile = { html: '<p>A &amp; B</p></script><script>alert(1)</script>\u2028', recommendations: [{ slug: 'x' }] };

  it('removes the build-only prop and keeps everything else as Next wrote it', () => {
    const html = page({ lang: 'en', post: { title: 'Fees & <costs>' }, buildOnly: hostile });
    const trimmed = withoutBuildOnlyData(html, reads);
    expect(dataOf(trimmed).props.pageProps).toEqual({ lang: 'en', post: { title: 'Fees & <costs>' } });
    // Byte for byte what Next writes for the same data without the prop: nothing else in the page moved.
    expect(trimmed).toBe(page({ lang: 'en', post: { title: 'Fees & <costs>' } }));
    expect(trimmed).not.toContain('alert(1)');
    expect(trimmed.length).toBeLessThan(html.length);
  });

  it('escapes as Next does, so the data can never close its script element', () => {
    const text = JSON.stringify({ text: '</script><!-- & \u2028\u2029 >' });
    expect(escapeJsonForHtml(text)).toBe(htmlEscapeJsonString(text));
  });

  it('removes the texts of common no browser script reads, in every language the page carries, and the objects left empty', () => {
    const header = { skipToContent: 'Skip', followUs: 'Follow us', menu: { services: 'Services', contact: 'Contact' } };
    const texts = { header, footer: { copyright: '© Nortia' }, legal: { spain: 'Registered' }, pdfNewTab: 'PDF' };
    const i18n = (store: object) => ({ initialI18nStore: store, initialLocale: 'en', ns: ['common'], userConfig: null });
    const html = page({ lang: 'en', _nextI18Next: i18n({ en: { common: texts, blog: { footer: 'kept' } } }) });
    expect(dataOf(withoutBuildOnlyData(html, reads)).props.pageProps._nextI18Next.initialI18nStore).toEqual({
      en: { common: { header: { skipToContent: 'Skip', menu: { services: 'Services' } }, pdfNewTab: 'PDF' }, blog: { footer: 'kept' } },
    });
  });

  it('keeps every text a browser script reads: a script that starts reading one keeps it in the page data', () => {
    const common = { footer: { copyright: '© Nortia', legal: 'Legal' }, services: { insurance: { label: 'Insurance', summary: 'Cover' } } };
    const html = page({ lang: 'en', _nextI18Next: { initialI18nStore: { en: { common } }, ns: ['common'] } });
    const storeAfter = (scripts: string) =>
      dataOf(withoutBuildOnlyData(html, (key) => browserReadsText(scripts, key))).props.pageProps._nextI18Next.initialI18nStore.en;
    expect(storeAfter(SCRIPTS)).toEqual({ common: {} });
    expect(storeAfter(`${SCRIPTS},t("footer.copyright")`)).toEqual({ common: { footer: { copyright: '© Nortia' } } });
    expect(storeAfter(`${SCRIPTS},t("common:footer.copyright")`)).toEqual({ common: { footer: { copyright: '© Nortia' } } });
    expect(storeAfter(`${SCRIPTS},t(\`services.\${e}.label\`)`)).toEqual({ common: { services: common.services } });
    expect(storeAfter(`${SCRIPTS},t("services.".concat(e))`)).toEqual({ common: { services: common.services } });
  });

  it("stops the build when next-i18next's store is not where it reads it, instead of trimming nothing", () => {
    const withTranslations = (translations: unknown) => page({ lang: 'en', buildOnlyTexts: ['search'], _nextI18Next: translations });
    expect(() => withoutBuildOnlyData(withTranslations({ initialStore: { en: { common: {} } }, ns: ['common'] }), reads)).toThrow(/did next-i18next change its store/);
    expect(() => withoutBuildOnlyData(withTranslations({ initialI18nStore: { en: { home: {} } }, ns: ['home'] }), reads)).toThrow(/did next-i18next change its store/);
    expect(() => withoutBuildOnlyData(withTranslations({ initialI18nStore: { en: { common: {} } } }), reads)).toThrow(/did next-i18next change its store/);
    expect(() => withoutBuildOnlyData(page({ lang: 'en', buildOnlyTexts: ['search'], i18n: {} }), reads)).toThrow(/has no _nextI18Next/);
  });

  it('removes the namespaces and texts a page lists as its own build-only texts, and the list itself', () => {
    const i18n = { initialI18nStore: { pt: { common: { footer: { copyright: '©' }, header: { menu: { services: 'Serviços' } } }, home: { hero: { label: 'Destaques' }, welcome: { title: 'Bem-vindo' } }, blog: { card: { by: 'Por' } } } }, initialLocale: 'pt', ns: ['common', 'home', 'blog'], userConfig: null };
    const html = page({ lang: 'pt', buildOnlyTexts: ['blog', 'home:welcome', 'figures'], _nextI18Next: i18n });
    const props = dataOf(withoutBuildOnlyData(html, reads)).props.pageProps;
    expect(props).not.toHaveProperty('buildOnlyTexts');
    expect(props._nextI18Next.initialI18nStore).toEqual({ pt: { common: { header: { menu: { services: 'Serviços' } } }, home: { hero: { label: 'Destaques' } } } });
    expect(props._nextI18Next.ns).toEqual(['common', 'home']);
  });

  it('leaves a page without build-only data, or without page data, untouched', () => {
    const html = page({ lang: 'es', title: 'A <b>' });
    expect(withoutBuildOnlyData(html, reads)).toBe(html);
    expect(withoutBuildOnlyData('<html><body>404</body></html>', reads)).toBe('<html><body>404</body></html>');
  });

  it("trims Next's per-page data files too", () => {
    expect(JSON.parse(dataFileWithoutBuildOnly(JSON.stringify({ pageProps: { lang: 'it', buildOnly: hostile }, __N_SSG: true }), reads)!)).toEqual({
      pageProps: { lang: 'it' },
      __N_SSG: true,
    });
    expect(dataFileWithoutBuildOnly(JSON.stringify({ pageProps: { lang: 'it' } }), reads)).toBeNull();
  });
});

describe('trimPageData', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('rewrites the exported pages and data files that carry build-only data, and counts the bytes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'trim-page-data-'));
    await mkdir(path.join(dir, 'en', 'blog'), { recursive: true });
    await mkdir(path.join(dir, '_next', 'data', 'b', 'en', 'blog'), { recursive: true });
    const post = page({ lang: 'en', buildOnly: { html: '<p>Body</p>' } });
    await writeFile(path.join(dir, 'en', 'blog', 'post.html'), post);
    await writeFile(path.join(dir, 'en.html'), page({ lang: 'en' }));
    await writeFile(path.join(dir, '_next', 'data', 'b', 'en', 'blog', 'post.json'), JSON.stringify({ pageProps: { buildOnly: { html: 'x' } } }));
    await mkdir(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
    await writeFile(path.join(dir, '_next', 'static', 'chunks', 'app.js'), SCRIPTS);

    const result = await trimPageData(dir);

    expect(result.pages).toBe(1);
    expect(result.unread).toEqual([]);
    const trimmed = await readFile(path.join(dir, 'en', 'blog', 'post.html'), 'utf8');
    expect(result.bytes).toBe(post.length - trimmed.length);
    expect(dataOf(trimmed).props.pageProps).toEqual({ lang: 'en' });
    expect(JSON.parse(await readFile(path.join(dir, '_next', 'data', 'b', 'en', 'blog', 'post.json'), 'utf8'))).toEqual({ pageProps: {} });
  });
});
