// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEXT_PROJECT_ROOT_DIST_CLIENT } from 'next/dist/build/next-dir-paths';
import { translationProps } from '@/lib/i18n/static-props';
import { NEXT_START_IN_TASKS, withNextStartInTasks } from './bundle/next-start-entry';
import { inlineSuspenseBoundaries } from './export/inline-boundaries';
import { inlineStylesheets } from './export/inline-css';
import { scriptsAfterLoad, scriptsLoadedAfterLoad } from './export/scripts-after-load';
import { browserReadsText, textKeys } from './export/texts-the-browser-reads';
import { dataFileWithoutBuildOnly, withoutBuildOnlyData } from './export/trim-page-data';
import { Static } from './react/Static';

/**
 * The upgrade guard: each part of the page pipeline run over what the framework writes, so that a new Next, React,
 * next-i18next or i18next whose output a part no longer reads fails here, naming the part, rather than in a page
 * that ships half-processed. The samples (samples/) are Next's raw output of a real build of this site, trimmed;
 * after an upgrade, build and run `npx tsx src/page-pipeline/samples/save-samples.ts`, then this test. What can be
 * made live is: next-i18next's store and React's hydration of a static part run the installed versions.
 */

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, 'samples', name), 'utf8');
const page = sample('next-page.html');
const scripts = sample('browser-scripts.txt');
const reads = (key: string) => browserReadsText(scripts, key);
const pagePropsOf = (html: string) => JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]).props.pageProps;

describe("Next's exported page (samples/next-page.html)", () => {
  it("inline-css.ts: Next's stylesheet links and their preload hints are all replaced", () => {
    expect(page, 'inline-css.ts: the sample has no stylesheet of Next to inline').toMatch(/<link rel="stylesheet" href="\/_next\/static\/css\//);
    const css = sample('next-stylesheet.css');
    const inlined = inlineStylesheets(page, () => css);
    expect(inlined, 'inline-css.ts: a stylesheet link of Next is left in the page').not.toMatch(/<link[^>]*\/_next\/static\/css\//);
    expect(inlined.split(`">${css.trim()}</style>`).length - 1, 'inline-css.ts').toBe(page.match(/rel="stylesheet"/g)?.length);
  });

  it("scripts-after-load.ts: every script of Next is taken over by the loader, in order, polyfills aside", () => {
    const deferred = [...page.matchAll(/<script src="(\/_next\/[^"]+)" defer=""><\/script>/g)].map((match) => match[1]);
    expect(deferred.length, "scripts-after-load.ts: Next's deferred script tags are not in the form it reads").toBeGreaterThanOrEqual(4);
    const changed = scriptsAfterLoad(page);
    expect(scriptsLoadedAfterLoad(changed), 'scripts-after-load.ts').toEqual(deferred);
    expect(changed).toMatch(/<script defer="" noModule="" src="\/_next\/static\/chunks\/polyfills-/);
  });

  it("inline-boundaries.ts: React's outlined Suspense boundary is put back in place", () => {
    expect(page, 'inline-boundaries.ts: the sample has no outlined boundary (React changed how it outlines?)').toContain('<template id="B:0">');
    const inlined = inlineSuspenseBoundaries(page);
    expect(inlined, 'inline-boundaries.ts').toMatch(/<div id="__next"><!--\$--><a [^>]*>[^<]*<\/a><!--\/\$--><\/div>/);
    expect(inlined).not.toMatch(/\$RC\(|\$RT=|<div hidden id="S:/);
  });

  it("trim-page-data.ts: next-i18next's store in the page data is read and trimmed, the rest kept as Next wrote it", () => {
    const props = pagePropsOf(page);
    expect(Object.keys(props._nextI18Next.initialI18nStore), "trim-page-data.ts: next-i18next's store").toEqual(['en']);
    const trimmed = pagePropsOf(withoutBuildOnlyData(page, reads));
    expect(trimmed._nextI18Next.initialI18nStore.en.common, 'trim-page-data.ts: the footer of common is not build-only').not.toHaveProperty('footer');
    expect(trimmed._nextI18Next.initialI18nStore.en.common.header).toHaveProperty('skipToContent');
    expect(trimmed).not.toHaveProperty('buildOnlyTexts');
    // Everything but the page props is as Next wrote it, escapes included.
    const data = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/;
    const rewritten = JSON.parse(data.exec(page)![1]);
    rewritten.props.pageProps = trimmed;
    expect(data.exec(withoutBuildOnlyData(page, reads))![1], 'trim-page-data.ts: Next escapes its page data otherwise').toBe(htmlEscapeJsonString(JSON.stringify(rewritten)));
  });

  it("trim-page-data.ts: Next's per-page data file (samples/next-page-data.json) is trimmed too", () => {
    const trimmed = JSON.parse(dataFileWithoutBuildOnly(sample('next-page-data.json'), reads)!);
    expect(trimmed.pageProps._nextI18Next.initialI18nStore.en.common, 'trim-page-data.ts').not.toHaveProperty('footer');
  });
});

describe('next-i18next, as installed', () => {
  it("trim-page-data.ts: the store serverSideTranslations gives a page is the shape it reads", async () => {
    const props = { lang: 'en', ...(await translationProps('en', ['forms'])) };
    const html = `<script id="__NEXT_DATA__" type="application/json">${htmlEscapeJsonString(JSON.stringify({ props: { pageProps: props } }))}</script>`;
    const trimmed = pagePropsOf(withoutBuildOnlyData(html, reads));
    expect(Object.keys(trimmed._nextI18Next.initialI18nStore.en).sort(), 'trim-page-data.ts: the page-listed namespace (search) is not removed').toEqual(['common', 'forms']);
    expect(trimmed._nextI18Next.initialI18nStore.en.common).not.toHaveProperty('legal');
  });
});

describe("the browser's scripts (samples/browser-scripts.txt)", () => {
  const common = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../public/locales/es/common.json'), 'utf8'));

  it('texts-the-browser-reads.ts: finds the texts the scripts read, in the forms the minifier writes them', () => {
    const read = textKeys(common).filter(reads);
    expect(read, 'texts-the-browser-reads.ts: a text the hydrated page reads would be trimmed').toEqual(
      expect.arrayContaining(['header.skipToContent', 'header.homeCrumb', 'header.menu.services', 'header.menu.knowUs', 'consent.accept', 'errors.generic', 'redirect.link']),
    );
  });

  it('texts-the-browser-reads.ts: what only static parts render is build-only, as the list once kept by hand had it', () => {
    const formerList = ['footer.', 'services.', 'legal.', ...['workWithUs', 'homeLabel', 'navLabel', 'mobileNavLabel', 'menu.resources', 'menu.contact',
      'requestContact', 'openMenu', 'closeMenu', 'directAccess', 'languageLabel', 'search', 'followUs'].map((key) => `header.${key}`)];
    const formerlyBuildOnly = textKeys(common).filter((key) => formerList.some((entry) => key === entry || (entry.endsWith('.') && key.startsWith(entry))));
    expect(formerlyBuildOnly.filter(reads), 'texts-the-browser-reads.ts: a static part\'s text is named by a browser script').toEqual([]);
  });
});

describe("Next's browser entry, as installed (next-start-entry.ts, next-start-in-tasks.ts)", () => {
  const client = (file: string) => readFileSync(path.join(NEXT_PROJECT_ROOT_DIST_CLIENT, file), 'utf8');

  it('next-start-entry.ts: the entry as Next names it (its path from the project) is the one replaced', () => {
    const named = './' + path.relative(process.cwd(), path.join(NEXT_PROJECT_ROOT_DIST_CLIENT, 'next.js')).replace(/\\/g, '/');
    expect(withNextStartInTasks({ 'main.js': [], main: named }).main, 'next-start-entry.ts').toBe(NEXT_START_IN_TASKS);
  });

  it("next-start-in-tasks.ts: Next's entry starts Next from its client module, which brings React DOM's", () => {
    expect(client('next.js'), "next-start-in-tasks.ts: Next's entry no longer starts from ./index.js").toMatch(/require\("\.\/"\)[\s\S]*initialize\)\(\{\}\)\.then\(\(\)=>\(0, _\.hydrate\)\(\)\)/);
    expect(client('index.js'), "next-start-in-tasks.ts: Next's client no longer imports react-dom/client").toContain('require("react-dom/client")');
  });

  it("next-start-in-tasks.ts: Next takes the pages' scripts that ran before it starts from window.__NEXT_P", () => {
    expect(client('index.js'), "next-start-in-tasks.ts: Next ignores what the pages pushed before it started").toMatch(/if \(window\.__NEXT_P\) \{[\s\S]{0,300}window\.__NEXT_P\.map\(/);
  });
});

describe("React's hydration of a static part, as installed (Static.tsx)", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const BUILT = '<h2 class="a">Offices</h2><!-- a comment --><p>Madrid &amp; <a href="/en/contact">Lisbon</a></p><ul><li>One</li></ul>';

  /** The built page's part, hydrated by React as the browser does; what the part holds afterwards and any errors. */
  async function hydrateBuilt(browserElement: React.ReactElement) {
    document.body.innerHTML = `<div id="__next"><section class="offices">${BUILT}</section></div><script id="__NEXT_DATA__" type="application/json">{}</script>`;
    const container = document.getElementById('__next')!;
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, browserElement, { onRecoverableError: (error) => errors.push(error) });
    });
    vi.restoreAllMocks();
    return { html: container.querySelector('section')!.innerHTML, errors };
  }

  it('leaves the built innerHTML of a part rendered empty under suppressHydrationWarning as it is, without an error', async () => {
    expect(renderToString(<Static as="section" className="offices" html={BUILT} />)).toBe(`<section class="offices">${BUILT}</section>`);
    const hydrated = await hydrateBuilt(<Static as="section" className="offices" html={undefined} />);
    expect(hydrated.html, 'Static.tsx: React changed the built HTML of a static part while hydrating').toBe(BUILT);
    expect(hydrated.errors, 'Static.tsx: React reports the empty static part as a mismatch').toEqual([]);
  });

  it('is what keeps it: the same part hydrated with children it does not have loses its HTML', async () => {
    const hydrated = await hydrateBuilt(<section className="offices">{null}</section>);
    expect(hydrated.html).not.toBe(BUILT);
  });
});
