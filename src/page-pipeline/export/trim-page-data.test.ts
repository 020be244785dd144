import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { afterEach, describe, expect, it } from 'vitest';
import { dataFileWithoutBuildOnly, escapeJsonForHtml, trimPageData, withoutBuildOnlyData } from './trim-page-data';

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
    const trimmed = withoutBuildOnlyData(html);
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

  it('removes the texts only static parts render, in every language the page carries', () => {
    const header = { skipToContent: 'Skip', followUs: 'Follow us', menu: { services: 'Services', contact: 'Contact' } };
    const texts = { header, footer: { copyright: '© Nortia' }, legal: { spain: 'Registered' }, pdfNewTab: 'PDF' };
    const i18n = (store: object) => ({ initialI18nStore: store, initialLocale: 'en', ns: ['common'], userConfig: null });
    const html = page({ lang: 'en', _nextI18Next: i18n({ en: { common: texts, blog: { footer: 'kept' } } }) });
    expect(dataOf(withoutBuildOnlyData(html)).props.pageProps._nextI18Next.initialI18nStore).toEqual({
      en: { common: { header: { skipToContent: 'Skip', menu: { services: 'Services' } }, pdfNewTab: 'PDF' }, blog: { footer: 'kept' } },
    });
  });

  it('removes the namespaces and texts a page lists as its own build-only texts, and the list itself', () => {
    const i18n = { initialI18nStore: { pt: { common: { footer: { copyright: '©' }, header: { menu: 'Menu' } }, home: { hero: { label: 'Destaques' }, welcome: { title: 'Bem-vindo' } }, blog: { card: { by: 'Por' } } } }, initialLocale: 'pt', ns: ['common', 'home', 'blog'], userConfig: null };
    const html = page({ lang: 'pt', buildOnlyTexts: ['blog', 'home:welcome', 'figures'], _nextI18Next: i18n });
    const props = dataOf(withoutBuildOnlyData(html)).props.pageProps;
    expect(props).not.toHaveProperty('buildOnlyTexts');
    expect(props._nextI18Next.initialI18nStore).toEqual({ pt: { common: { header: { menu: 'Menu' } }, home: { hero: { label: 'Destaques' } } } });
    expect(props._nextI18Next.ns).toEqual(['common', 'home']);
  });

  it('leaves a page without build-only data, or without page data, untouched', () => {
    const html = page({ lang: 'es', title: 'A <b>' });
    expect(withoutBuildOnlyData(html)).toBe(html);
    expect(withoutBuildOnlyData('<html><body>404</body></html>')).toBe('<html><body>404</body></html>');
  });

  it("trims Next's per-page data files too", () => {
    expect(JSON.parse(dataFileWithoutBuildOnly(JSON.stringify({ pageProps: { lang: 'it', buildOnly: hostile }, __N_SSG: true }))!)).toEqual({
      pageProps: { lang: 'it' },
      __N_SSG: true,
    });
    expect(dataFileWithoutBuildOnly(JSON.stringify({ pageProps: { lang: 'it' } }))).toBeNull();
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

    const result = await trimPageData(dir);

    expect(result.pages).toBe(1);
    const trimmed = await readFile(path.join(dir, 'en', 'blog', 'post.html'), 'utf8');
    expect(result.bytes).toBe(post.length - trimmed.length);
    expect(dataOf(trimmed).props.pageProps).toEqual({ lang: 'en' });
    expect(JSON.parse(await readFile(path.join(dir, '_next', 'data', 'b', 'en', 'blog', 'post.json'), 'utf8'))).toEqual({ pageProps: {} });
  });
});
