// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLoadAssets } from '@/bench/page-weight';
import { LOADER_CSP_SOURCE, LOADER_SOURCE, scriptsAfterLoad, scriptsLoadedAfterLoad, SCRIPTS_ATTRIBUTE } from './scripts-after-load';

// As Next writes a page: JSON-LD, the noModule polyfills, the deferred scripts, then the page data.
const page = [
  '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>',
  '<script src="/_next/static/chunks/webpack-1.js" defer=""></script>',
  '<script src="/_next/static/chunks/framework-1.js" defer=""></script>',
  '<script src="/_next/static/chunks/pages/%5Blocale%5D-1.js" defer=""></script>',
  '<script src="/_next/static/build/_buildManifest.js" defer=""></script></head>',
  '<body><div id="__next"><p>Built</p></div><script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script></body></html>',
].join('');

const order = ['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/framework-1.js', '/_next/static/chunks/pages/%5Blocale%5D-1.js', '/_next/static/build/_buildManifest.js'];

describe('scriptsAfterLoad', () => {
  const changed = scriptsAfterLoad(page);

  it('replaces the deferred scripts by the inline loader, which lists them in order', () => {
    expect(changed).not.toMatch(/<script src="\/_next\/static\/(chunks\/(webpack|framework|pages)|build)/);
    expect(changed.match(/<script[^>]*data-after-load/g)).toHaveLength(1);
    expect(scriptsLoadedAfterLoad(changed)).toEqual(order);
    expect(changed).toContain(`<script ${SCRIPTS_ATTRIBUTE}="${order.join(' ')}">${LOADER_SOURCE}</script>`);
  });

  it('is allowed by the CSP by the hash of exactly its text', () => {
    const text = /<script data-after-load="[^"]*">([\s\S]*?)<\/script>/.exec(changed)![1];
    expect(LOADER_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('keeps the polyfills, the JSON-LD and the page data where they were', () => {
    expect(changed).toContain('<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>');
    expect(changed).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(changed).toContain('<script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>');
  });

  it('leaves a page without deferred scripts alone, and refuses a path that would break the list', () => {
    expect(scriptsAfterLoad('<html><body>feed</body></html>')).toBe('<html><body>feed</body></html>');
    expect(() => scriptsAfterLoad('<script src="/_next/a b.js" defer=""></script>')).toThrow(/space or a quote/);
  });

  it('stops the build when one of Next\'s scripts is in a form it does not take over', () => {
    expect(() => scriptsAfterLoad(`${page}<script async="" src="/_next/static/chunks/other-1.js"></script>`)).toThrow(/markup/);
  });

  it('still counts the listed scripts as first-load JavaScript', () => {
    expect(firstLoadAssets(changed).scripts).toEqual(order);
    expect(firstLoadAssets(page).scripts).toEqual(order);
  });
});

describe('the loader', () => {
  /** Runs the loader as the browser runs the inline script: with its element as `document.currentScript`. */
  function runLoader(readyState: DocumentReadyState) {
    // Collected instead of appended: the test environment would try to fetch them.
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.body, 'appendChild').mockImplementation((node) => {
      appended.push(node as HTMLScriptElement);
      // Microtasks run when the task that queued them ends: how many scripts that task had appended by then.
      queueMicrotask(() => appendedByTaskEnd.push(appended.length));
      return node;
    });
    Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
    const tag = document.createElement('script');
    tag.setAttribute(SCRIPTS_ATTRIBUTE, order.join(' '));
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    new Function(LOADER_SOURCE)();
    return () => appended.map((script) => ({ src: script.getAttribute('src'), async: script.async }));
  }

  let appendedByTaskEnd: number[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    appendedByTaskEnd = [];
  });

  /** Lets the next frame render and the tasks queued after it run. */
  const nextFramePainted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  /** Lets the tasks queued so far run. */
  const queuedTasksRun = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  it('requests nothing before load, nor before the frame after the next, then every script in order, to run in order', async () => {
    const appended = runLoader('interactive');
    await nextFramePainted();
    await nextFramePainted();
    expect(appended()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(appended()).toEqual([]);
    await nextFramePainted();
    expect(appended()).toEqual([]);
    await nextFramePainted();
    await queuedTasksRun();
    expect(appended()).toEqual(order.map((src) => ({ src, async: false })));
  });

  it('appends each script in a task of its own', async () => {
    const appended = runLoader('complete');
    await nextFramePainted();
    await nextFramePainted();
    await queuedTasksRun();
    expect(appended()).toHaveLength(order.length);
    expect(appendedByTaskEnd).toEqual(order.map((_, index) => index + 1));
  });

  it('starts after two frames when the page has already loaded', async () => {
    const appended = runLoader('complete');
    await nextFramePainted();
    expect(appended()).toEqual([]);
    await nextFramePainted();
    await queuedTasksRun();
    expect(appended().map((script) => script.src)).toEqual(order);
  });
});
