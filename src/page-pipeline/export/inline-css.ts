import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Next's stylesheet tags in an exported page: the preload hint and the stylesheet link of each CSS file. */
const PRELOAD = /<link rel="preload" href="(\/_next\/static\/css\/[^"]+\.css)" as="style"\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/css\/[^"]+\.css)"( data-n-[gp]="")?\/>/g;

/**
 * A stylesheet's text as it goes inside `<style>`: without its source-map comment. Refuses text that could end the
 * element early; our CSS never holds it, so meeting it means something is wrong with the build.
 */
export function styleText(css: string, href: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
  return css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
}

/**
 * The page with each of Next's stylesheet links replaced by a `<style>` holding that file's text, in the same
 * place and order, and the files' preload hints removed. `read` returns a file's text by its site path.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(PRELOAD, '').replace(STYLESHEET, (_tag, href: string) => `<style data-href="${href}">${styleText(read(href), href)}</style>`);
}

/** Every exported page of `dir`, Next's own folder left out. */
export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '_next') yield* htmlFiles(file);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield file;
  }
}

/**
 * Puts every exported page's CSS inside the page, so the first paint waits for no stylesheet request (each was a
 * render-blocking round trip on a phone). The files stay in out/: chunks loaded later (lazy components) still link
 * their own. See docs/decisions/0020-prerendered-means-prerendered.md.
 */
export async function inlinePageStyles(outDir: string): Promise<{ pages: number; files: number }> {
  const cache = new Map<string, string>();
  const texts: Record<string, string> = {};
  let pages = 0;
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    for (const [, href] of html.matchAll(STYLESHEET)) {
      if (!cache.has(href)) cache.set(href, await readFile(path.join(outDir, href), 'utf8'));
      texts[href] = cache.get(href)!;
    }
    const inlined = inlineStylesheets(html, (href) => texts[href]);
    if (inlined !== html) {
      await writeFile(file, inlined);
      pages++;
    }
  }
  return { pages, files: cache.size };
}
