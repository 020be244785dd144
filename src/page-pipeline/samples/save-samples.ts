import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { textKeys } from '../export/texts-the-browser-reads';

/**
 * Saves small samples of what Next, React and next-i18next write in a build, for framework-formats.test.ts: run
 * `npx tsx src/page-pipeline/samples/save-samples.ts` after `npm run build` with a new version of any of them, and
 * the test says which part of the pipeline no longer reads what they write. Taken from `.next/` (Next's output
 * before the build's own steps change it), trimmed: the page's body, which no part reads, is cut to one element.
 */

const NEXT = path.resolve('.next');
const SAMPLES = import.meta.dirname;
const PAGE = 'en/404';

/** The raw page, with its outlined Suspense segment's content (the page body) cut to its first element. */
function trimmedPage(html: string): string {
  return html.replace(/(<div hidden id="S:\d+">)([\s\S]*?)(<\/div><script>)/, (_all, open: string, body: string, close: string) => {
    const first = /^<a [^>]*>[^<]*<\/a>/.exec(body);
    if (!first) throw new Error('The outlined segment does not start with the skip link: look at the page and adapt the trim');
    return open + first[0] + close;
  });
}

/** Every place a script of the browser bundle names a text of `common`, with a little of the code around it. */
function scriptExcerpts(scripts: string[], keys: string[]): string {
  const excerpts = new Set<string>();
  for (const script of scripts) {
    for (const key of keys) {
      for (const name of [key, `common:${key}`, `${key.split('.')[0]}.`]) {
        for (let at = script.indexOf(name); at !== -1; at = script.indexOf(name, at + 1)) {
          if (!/["'`]/.test(script[at - 1] ?? '')) continue;
          excerpts.add(script.slice(Math.max(0, at - 40), at + name.length + 40).replace(/\n/g, ' '));
        }
      }
    }
  }
  return [...excerpts].sort().join('\n') + '\n';
}

async function main() {
  const html = await readFile(path.join(NEXT, 'server', 'pages', `${PAGE}.html`), 'utf8');
  await writeFile(path.join(SAMPLES, 'next-page.html'), trimmedPage(html));
  await writeFile(path.join(SAMPLES, 'next-page-data.json'), await readFile(path.join(NEXT, 'server', 'pages', `${PAGE}.json`), 'utf8'));
  const css = /<link rel="stylesheet" href="\/_next\/(static\/css\/[^"]+\.css)"/.exec(html)![1];
  await writeFile(path.join(SAMPLES, 'next-stylesheet.css'), (await readFile(path.join(NEXT, css), 'utf8')).slice(0, 400));
  const chunks = path.join(NEXT, 'static', 'chunks');
  const files = (await readdir(chunks, { recursive: true })).filter((file) => file.endsWith('.js'));
  const scripts = await Promise.all(files.map((file) => readFile(path.join(chunks, file), 'utf8')));
  const common = JSON.parse(await readFile(path.resolve('public/locales/es/common.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(SAMPLES, 'browser-scripts.txt'), scriptExcerpts(scripts, textKeys(common)));
  console.log(`Saved the samples of ${PAGE} and of ${files.length} browser scripts into ${path.relative(process.cwd(), SAMPLES)}/`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
