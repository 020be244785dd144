import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildManifestPath, buildManifestFor, readBuildManifest, writeBuildManifestsPerRoute } from './trim-build-manifest';

// Next 16's `_buildManifest.js` as `next build` writes it for this site, cut to four routes (same form: a function
// called with the shared file names, the router's keys, then one entry per route and the sorted route list).
const NEXT_MANIFEST = [
  'self.__BUILD_MANIFEST=function(s,e,a){return{__rewrites:{afterFiles:[],beforeFiles:[],fallback:[]},',
  '__routerFilterStatic:{numItems:0,errorRate:1e-4,numBits:0,numHashes:0/0,bitArray:[]},',
  '__routerFilterDynamic:{numItems:0,errorRate:1e-4,numBits:0,numHashes:0/0,bitArray:[]},',
  '"/[locale]":[s,a,"static/chunks/pages/[locale]-1.js"],"/[locale]/contact":[s,e,"static/chunks/pages/[locale]/contact-1.js"],',
  '"/[locale]/blog/[slug]":[s,"static/chunks/pages/[locale]/blog/[slug]-1.js"],"/_error":["static/chunks/pages/_error-1.js"],',
  'sortedPages:["/_app","/_error","/[locale]","/[locale]/blog/[slug]","/[locale]/contact"]}}',
  '("static/chunks/4111-1.js","static/css/1.css","static/chunks/256-1.js"),self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();',
].join('');

/** What the browser ends up with after running a manifest script: the manifest, and whether the router was told. */
function runInBrowser(source: string) {
  let told = false;
  const self: Record<string, unknown> = { __BUILD_MANIFEST_CB: () => (told = true) };
  vm.runInNewContext(source, { self });
  return { manifest: self.__BUILD_MANIFEST as Record<string, unknown>, told };
}

describe('a build manifest per route', () => {
  const manifest = readBuildManifest(NEXT_MANIFEST);

  it("keeps what the router reads on any page, and the page's own route and the error page", () => {
    const { manifest: kept, told } = runInBrowser(buildManifestFor(manifest, '/[locale]/contact'));
    expect(told).toBe(true);
    expect(Object.keys(kept).sort()).toEqual(['/[locale]/contact', '/_error', '__rewrites', '__routerFilterDynamic', '__routerFilterStatic', 'sortedPages']);
    expect(kept.sortedPages).toEqual(manifest.sortedPages);
    expect(kept.__rewrites).toEqual({ afterFiles: [], beforeFiles: [], fallback: [] });
    expect(kept['/[locale]/contact']).toEqual(['static/chunks/4111-1.js', 'static/css/1.css', 'static/chunks/pages/[locale]/contact-1.js']);
  });

  it('fails loudly when Next writes its manifest in another form, or a route is missing', () => {
    expect(() => readBuildManifest('self.__BUILD_MANIFEST={"/":["a.js"]}')).toThrow(/did Next change it/);
    expect(() => readBuildManifest('self.__NEXT_MANIFEST={}')).toThrow(/did Next change it/);
    expect(() => buildManifestFor(manifest, '/[locale]/careers')).toThrow(/no entry for \/\[locale\]\/careers/);
  });

  it("puts each where Next puts its route's page chunk, and writes its address as Next does", () => {
    expect(buildManifestPath('/[locale]/blog/[slug]')).toEqual({ file: 'pages/[locale]/blog/[slug].js', url: 'pages/%5Blocale%5D/blog/%5Bslug%5D.js' });
    expect(buildManifestPath('/')).toEqual({ file: 'pages/index.js', url: 'pages/index.js' });
  });
});

describe('writeBuildManifestsPerRoute', () => {
  let outDir = '';
  afterEach(() => rm(outDir, { recursive: true, force: true }));

  const page = (route: string) =>
    `<html><head><script src="/_next/static/b1/_buildManifest.js" defer=""></script></head><body><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"texts":{"page":"Page {{page}}"}}},"page":"${route}","query":{}}</script></body></html>`;

  it('points each page at its route manifest, written once per route beside the build manifest', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'manifests-'));
    await mkdir(path.join(outDir, '_next/static/b1'), { recursive: true });
    await mkdir(path.join(outDir, 'es'));
    await writeFile(path.join(outDir, '_next/static/b1/_buildManifest.js'), NEXT_MANIFEST);
    await writeFile(path.join(outDir, 'es/contact.html'), page('/[locale]/contact'));
    await writeFile(path.join(outDir, 'es.html'), page('/[locale]'));
    await writeFile(path.join(outDir, 'pt.html'), page('/[locale]'));

    expect(await writeBuildManifestsPerRoute(outDir)).toEqual({ pages: 3, manifests: 2 });
    const contact = await readFile(path.join(outDir, 'es/contact.html'), 'utf8');
    expect(contact).toContain('<script src="/_next/static/b1/pages/%5Blocale%5D/contact.js" defer=""></script>');
    expect(await readFile(path.join(outDir, 'pt.html'), 'utf8')).toContain('/_next/static/b1/pages/%5Blocale%5D.js"');
    const written = runInBrowser(await readFile(path.join(outDir, '_next/static/b1/pages/[locale]/contact.js'), 'utf8'));
    expect(written.manifest['/[locale]/contact']).toBeDefined();
    expect(written.manifest['/[locale]']).toBeUndefined();
  });

  it('refuses a page that loads the manifest in a form it does not know', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'manifests-'));
    await writeFile(path.join(outDir, 'es.html'), '<script async src="/_next/static/b1/_buildManifest.js"></script>');
    await expect(writeBuildManifestsPerRoute(outDir)).rejects.toThrow(/es\.html loads Next's build manifest in a form/);
  });
});
