import { readFile, writeFile } from 'node:fs/promises';
import { scriptHashSource } from '@/server/csp-hash';
import { htmlFiles } from './inline-css';

/**
 * Next writes each page's scripts as `<script src defer>` tags, which the browser requests while it parses the HTML:
 * on a phone's link they share the bandwidth with the first screen's image, and Lighthouse counts their transfer in
 * the largest paint. The build replaces them by one small inline loader that requests the same scripts, in the same
 * order, once the page has loaded (first screen painted, its images in). Inline, because a loader of its own would
 * be one more request before the first paint; the CSP allows exactly this script by its hash. Until the scripts
 * run, the page is its built HTML, which works without JavaScript (menus, links, forms that post).
 * See docs/decisions/0024-scripts-after-load.md and 0049-the-loader-is-inline-and-spreads-the-scripts.md.
 */

/** The attribute on the loader's tag that lists the page's scripts, site paths separated by spaces. */
export const SCRIPTS_ATTRIBUTE = 'data-after-load';

/**
 * The loader, run where it stands in the page's head. Once the page has loaded (`load`) and the frame after it
 * is on screen, it appends the listed scripts with `async = false`, so they run in order, as the `defer` tags they
 * replace would have. `load` can come before the paint of text that waited for its font or of an image laid out
 * late, and a request made before the largest paint counts in it. One frame was not enough: the browser shows a
 * frame some time after painting it (its images decoded, rastered), and Lighthouse saw the largest paint after the
 * scripts' requests in 8 of 14 runs of a category page, two of them with an LCP of 1.97 and 2.10 s instead of
 * about 1.36 s. Waiting for a second frame gives the first the time to reach the screen: in none of 12 runs did
 * a script's request come before the largest paint. A tab opened in the background paints, and so loads them,
 * when it is first shown. Each script is appended in a task of its own: issuing a request costs the browser 0.5–2
 * ms, and the ten of a page in one task made a task of 17–20 ms in Lighthouse's traces, about 70 ms at its 4× CPU
 * and counted as blocking time; scripts appended with `async = false` run in the order appended, whatever the task.
 */
export const LOADER_SOURCE = `(function () {
  var list = document.currentScript.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' ');
  function append(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.body.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        list.forEach(function (src) {
          setTimeout(append, 0, src);
        });
      });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
`;

/** The CSP source that allows the loader: the hash of its exact text. */
export const LOADER_CSP_SOURCE = scriptHashSource(LOADER_SOURCE);

/** Next's deferred script tags; the `noModule` polyfills (never run by a browser that runs modules) stay as they are. */
const DEFERRED_SCRIPT = /<script src="(\/_next\/[^"]+)" defer=""><\/script>/g;

/** Any script of Next's left to load with the page, noModule polyfills aside: what the loader failed to take over. */
const LEFT_BEHIND = /<script(?![^>]*noModule)[^>]*\ssrc="\/_next\//;

/**
 * The page with its deferred scripts replaced by the loader where the first of them stood. Fails if one of Next's
 * scripts is left in another form (a change of Next's markup), so the build stops instead of shipping a page whose
 * scripts load half before and half after it.
 */
export function scriptsAfterLoad(html: string): string {
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (scripts.some((src) => /[\s"<>]/.test(src))) throw new Error(`A script path holds a space or a quote: ${scripts.join(' ')}`);
  let first = true;
  const changed = html.replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script ${SCRIPTS_ATTRIBUTE}="${scripts.join(' ')}">${LOADER_SOURCE}</script>`;
  });
  if (LEFT_BEHIND.test(changed)) throw new Error('A script of Next is not in the form the after-load loader takes over: did Next change its markup?');
  return changed;
}

/** The scripts a page built this way loads after `load`, in order (empty for a page without the loader). */
export function scriptsLoadedAfterLoad(html: string): string[] {
  const match = new RegExp(`<script[^>]*\\s${SCRIPTS_ATTRIBUTE}="([^"]*)"`).exec(html);
  return match ? match[1].split(' ').filter(Boolean) : [];
}

/** Moves every page's scripts behind the loader; returns how many pages changed and every script they load so. */
export async function loadPageScriptsAfterLoad(outDir: string): Promise<{ pages: number; scripts: Set<string> }> {
  let pages = 0;
  const scripts = new Set<string>();
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const changed = scriptsAfterLoad(html);
    for (const src of scriptsLoadedAfterLoad(changed)) scripts.add(src);
    if (changed !== html) {
      await writeFile(file, changed);
      pages++;
    }
  }
  return { pages, scripts };
}
