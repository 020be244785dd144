// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLoadAssets } from './page-weight';
import { LOADER_SOURCE, loaderPath, scriptsAfterLoad, scriptsLoadedAfterLoad, SCRIPTS_ATTRIBUTE } from './scripts-after-load';

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
  const loader = loaderPath();
  const changed = scriptsAfterLoad(page, loader);

  it('replaces the deferred scripts by one loader tag that lists them in order', () => {
    expect(changed).not.toMatch(/<script src="\/_next\/static\/(chunks\/(webpack|framework|pages)|build)/);
    expect(changed.match(/<script[^>]*data-after-load/g)).toHaveLength(1);
    expect(scriptsLoadedAfterLoad(changed)).toEqual(order);
    expect(changed).toContain(`<script src="${loader}" defer="" ${SCRIPTS_ATTRIBUTE}="`);
  });

  it('keeps the polyfills, the JSON-LD and the page data where they were', () => {
    expect(changed).toContain('<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>');
    expect(changed).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(changed).toContain('<script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>');
  });

  it('leaves a page without deferred scripts alone, and refuses a path that would break the list', () => {
    expect(scriptsAfterLoad('<html><body>feed</body></html>', loader)).toBe('<html><body>feed</body></html>');
    expect(() => scriptsAfterLoad('<script src="/_next/a b.js" defer=""></script>', loader)).toThrow(/space or a quote/);
  });

  it('still counts the listed scripts, and the loader, as first-load JavaScript', () => {
    expect(firstLoadAssets(changed).scripts).toEqual([loader, ...order]);
    expect(firstLoadAssets(page).scripts).toEqual(order);
  });

  it('names the loader by its content, under the folder served as immutable', () => {
    expect(loader).toMatch(/^\/_next\/static\/chunks\/after-load-[0-9a-f]{16}\.js$/);
  });
});

describe('the loader', () => {
  /** Runs the loader as the browser runs a deferred script: with itself as `document.currentScript`. */
  function runLoader(readyState: DocumentReadyState) {
    // Collected instead of appended: the test environment would try to fetch them.
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.body, 'appendChild').mockImplementation((node) => (appended.push(node as HTMLScriptElement), node));
    Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
    const tag = document.createElement('script');
    tag.setAttribute(SCRIPTS_ATTRIBUTE, order.join(' '));
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    new Function(LOADER_SOURCE)();
    return () => appended.map((script) => ({ src: script.getAttribute('src'), async: script.async }));
  }

  afterEach(() => vi.restoreAllMocks());

  it('requests nothing before load, then every script in order, to run in order', () => {
    const appended = runLoader('interactive');
    expect(appended()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(appended()).toEqual(order.map((src) => ({ src, async: false })));
  });

  it('starts at once when the page has already loaded', () => {
    expect(runLoader('complete')().map((script) => script.src)).toEqual(order);
  });
});
