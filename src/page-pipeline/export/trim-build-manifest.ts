import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { htmlFiles } from './inline-css';

/**
 * Next's build manifest lists every route's scripts and styles, for a client-side navigation to fetch the next
 * page's; every page loads it. The site navigates with plain links (decision 0008), so all a page's router needs
 * of it is the route list and the rewrites (the query update Next makes on hydrating an exported page with a
 * dynamic segment waits for them, and reloads the page if they never come), and the entries of the page's own
 * route and of the error page. Each page gets a manifest with only those: 1.9 KiB of gzip down to 0.65 KiB on every page.
 * See docs/decisions/0058-a-build-manifest-per-route.md.
 */

type BuildManifest = Record<string, unknown> & { sortedPages: string[] };

/** What the router reads whatever the route: the route list, rewrites and router filters. */
const ROUTER_KEYS = ['__rewrites', '__routerFilterStatic', '__routerFilterDynamic', 'sortedPages'];
/** Routes whose entries every page keeps: the error page, which Next loads when a page fails to render. */
const ALWAYS_KEPT_ROUTES = ['/_error'];

const MANIFEST_TAG = /<script src="(\/_next\/static\/([^/"]+)\/_buildManifest\.js)" defer=""><\/script>/;
const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;

/** The route Next rendered a page from (`/[locale]/contact`), from its page data. */
function routeOf(html: string): string | undefined {
  const data = NEXT_DATA.exec(html)?.[1];
  const page: unknown = data ? JSON.parse(data).page : undefined;
  return typeof page === 'string' ? page : undefined;
}

/** The manifest object of Next's `_buildManifest.js`, read by running it as the browser would. */
export function readBuildManifest(source: string): BuildManifest {
  const self: { __BUILD_MANIFEST?: BuildManifest } = {};
  vm.runInNewContext(source, { self });
  const manifest = self.__BUILD_MANIFEST;
  if (!manifest || !Array.isArray(manifest.sortedPages) || !ROUTER_KEYS.every((key) => key in manifest)) {
    throw new Error(`Next's build manifest is not in the form the per-route manifests rely on (keys: ${Object.keys(manifest ?? {}).slice(0, 8).join(', ')}): did Next change it?`);
  }
  return manifest;
}

/** The manifest script a page of `route` loads: the router's keys and the entries of its own route and the error page. */
export function buildManifestFor(manifest: BuildManifest, route: string): string {
  if (!(route in manifest)) throw new Error(`Next's build manifest has no entry for ${route}`);
  const kept = Object.fromEntries([...ROUTER_KEYS, route, ...ALWAYS_KEPT_ROUTES].filter((key) => key in manifest).map((key) => [key, manifest[key]]));
  return `self.__BUILD_MANIFEST=${JSON.stringify(kept)};self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();\n`;
}

/**
 * Where a route's manifest goes in the build folder, as a file and as a URL: `/[locale]/blog/[slug]` is
 * `pages/[locale]/blog/[slug].js`, written `pages/%5Blocale%5D/blog/%5Bslug%5D.js` as Next writes its page chunks,
 * so that in the page's script list it repeats the page chunk's path and costs the page's HTML next to nothing.
 */
export function buildManifestPath(route: string): { file: string; url: string } {
  const file = `pages${route === '/' ? '/index' : route}.js`;
  return { file, url: file.split('/').map(encodeURIComponent).join('/') };
}

/**
 * Points every exported page at its route's manifest, written beside Next's (same build folder, so the same cache
 * rules); returns how many pages and manifests. Fails if a page loads Next's manifest in another form.
 */
export async function writeBuildManifestsPerRoute(outDir: string): Promise<{ pages: number; manifests: number }> {
  const written = new Map<string, string>();
  const sources = new Map<string, BuildManifest>();
  let pages = 0;
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    if (!html.includes('/_buildManifest.js')) continue;
    const tag = MANIFEST_TAG.exec(html);
    const route = routeOf(html);
    if (!tag || !route) throw new Error(`${path.relative(outDir, file)} loads Next's build manifest in a form the per-route manifests do not know`);
    const [, src, buildFolder] = tag;
    let manifest = sources.get(buildFolder);
    if (!manifest) {
      manifest = readBuildManifest(await readFile(path.join(outDir, src), 'utf8'));
      sources.set(buildFolder, manifest);
    }
    const { file: routeFile, url } = buildManifestPath(route);
    const routeSrc = `/_next/static/${buildFolder}/${url}`;
    if (!written.has(routeSrc)) {
      const target = path.join(outDir, '_next/static', buildFolder, routeFile);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, buildManifestFor(manifest, route));
      written.set(routeSrc, route);
    }
    await writeFile(file, html.replace(tag[0], tag[0].replace(src, routeSrc)));
    pages++;
  }
  return { pages, manifests: written.size };
}

