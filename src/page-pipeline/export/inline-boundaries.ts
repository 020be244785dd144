import { readFile, writeFile } from 'node:fs/promises';
import { htmlFiles } from './inline-css';

/**
 * React's server renderer moves a Suspense boundary's finished HTML out of place when the page is larger than its
 * progressive chunk size (12.8 kB): a placeholder where the boundary stands, the content in a hidden `<div>` at the
 * end, and an inline script that moves it in. A static page has nothing to stream, the CSP refuses inline scripts
 * and a visitor without JavaScript would never see the content, so the build puts every boundary's content back in
 * place, as React writes a boundary that fits in the first chunk (`<!--$-->…<!--/$-->`), which hydrates the same.
 * See docs/decisions/0023-hydration-in-slices.md.
 */

/** The placeholder of outlined boundary `B:id` (its fallback is empty: the site's boundaries have none). */
const placeholder = (id: string) => `<!--$?--><template id="B:${id}"></template><!--/$-->`;

/** One outlined segment: its hidden container, then the script that reveals it (defining the runtime the first time). */
const SEGMENT = /<div hidden id="S:(\d+)">([\s\S]*?)<\/div><script>(?:(?!<\/script>)[\s\S])*?\$RC\("B:(\d+)","S:\1"\)<\/script>/;

/** The timing script React writes after the shell when it outlines anything; it only serves the reveal. */
const REVEAL_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/** What must be gone once every boundary is back in place. */
const LEFTOVERS = /<template id="B:|<div hidden id="S:|\$RC\(|\$RT=/;

/** The page with each outlined boundary's content back in its place and React's reveal scripts removed. */
export function inlineSuspenseBoundaries(html: string): string {
  let page = html.replace(REVEAL_TIMER, '');
  for (let match = SEGMENT.exec(page); match; match = SEGMENT.exec(page)) {
    const [segment, , content, boundary] = match;
    page = page.slice(0, match.index) + page.slice(match.index + segment.length);
    const at = page.indexOf(placeholder(boundary));
    if (at === -1) throw new Error(`Suspense boundary B:${boundary} has no placeholder to put its content in`);
    page = page.slice(0, at) + `<!--$-->${content}<!--/$-->` + page.slice(at + placeholder(boundary).length);
  }
  if (LEFTOVERS.test(page)) throw new Error('A Suspense boundary is still outlined after inlining: React changed its format?');
  return page;
}

/** Puts every exported page's Suspense boundaries back in place; returns how many pages changed. */
export async function inlinePageBoundaries(outDir: string): Promise<number> {
  let pages = 0;
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const inlined = inlineSuspenseBoundaries(html);
    if (inlined !== html) {
      await writeFile(file, inlined);
      pages++;
    }
  }
  return pages;
}
