import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFiles } from './inline-css';

/**
 * Next writes each page's scripts as `<script src defer>` tags, which the browser requests while it parses the HTML:
 * on a phone's link they share the bandwidth with the first screen's image, and Lighthouse counts their transfer in
 * the largest paint. The build replaces them by one small loader that requests the same scripts, in the same order,
 * once the page has loaded (first screen painted, its images in). Until then the page is its built HTML, which
 * works without JavaScript (menus, links, forms that post). See docs/decisions/0024-scripts-after-load.md.
 */

/** Where the loader is written in the export, under Next's immutable folder (its name carries a content hash). */
const LOADER_FOLDER = '/_next/static/chunks';

/** The attribute on the loader's tag that lists the page's scripts, site paths separated by spaces. */
export const SCRIPTS_ATTRIBUTE = 'data-after-load';

/**
 * The loader, run as a deferred script: on `load` (at once if it has passed) it appends the listed scripts with
 * `async = false`, so they run in order, as the `defer` tags they replace would have.
 */
export const LOADER_SOURCE = `(function () {
  var list = document.currentScript.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' ');
  function start() {
    list.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
`;

/** The loader's site path: its content hash in the name, so it is cached for good like Next's chunks. */
export const loaderPath = (): string =>
  `${LOADER_FOLDER}/after-load-${createHash('sha256').update(LOADER_SOURCE).digest('hex').slice(0, 16)}.js`;

/** Next's deferred script tags; the `noModule` polyfills (never run by a browser that runs modules) stay as they are. */
const DEFERRED_SCRIPT = /<script src="(\/_next\/[^"]+)" defer=""><\/script>/g;

/** The page with its deferred scripts replaced by the loader's tag where the first of them stood. */
export function scriptsAfterLoad(html: string, loader: string): string {
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  if (scripts.some((src) => /[\s"<>]/.test(src))) throw new Error(`A script path holds a space or a quote: ${scripts.join(' ')}`);
  let first = true;
  return html.replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script src="${loader}" defer="" ${SCRIPTS_ATTRIBUTE}="${scripts.join(' ')}"></script>`;
  });
}

/** The scripts a page built this way loads after `load`, in order (empty for a page without the loader). */
export function scriptsLoadedAfterLoad(html: string): string[] {
  const match = new RegExp(`<script[^>]*\\s${SCRIPTS_ATTRIBUTE}="([^"]*)"`).exec(html);
  return match ? match[1].split(' ').filter(Boolean) : [];
}

/**
 * Writes the loader into the export and moves every page's scripts behind it; returns how many pages changed and
 * every script some page loads this way.
 */
export async function loadPageScriptsAfterLoad(outDir: string): Promise<{ pages: number; scripts: Set<string> }> {
  const loader = loaderPath();
  await mkdir(path.join(outDir, LOADER_FOLDER), { recursive: true });
  await writeFile(path.join(outDir, loader), LOADER_SOURCE);
  let pages = 0;
  const scripts = new Set<string>();
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const changed = scriptsAfterLoad(html, loader);
    for (const src of scriptsLoadedAfterLoad(changed)) scripts.add(src);
    if (changed !== html) {
      await writeFile(file, changed);
      pages++;
    }
  }
  return { pages, scripts };
}
