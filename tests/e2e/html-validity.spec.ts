import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { templatePages } from '../../src/bench/template-pages';
import { LANGS } from './fixtures';

const outDir = path.resolve(__dirname, '../../out');
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * The exported HTML every visitor gets, read as the Nu HTML checker (the W3C validator) reads it: every page that
 * is not a blog post or category page (routes, redirect pages, 404s) in every language, plus one page of each blog
 * template per language and the blog list's page 2. Run with Debian's Java (`.ci/run` installs it); the checker needs no network.
 */
function pagesToCheck(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'blog' && !entry.name.startsWith('_next')) walk(file);
      else if (entry.isFile() && entry.name.endsWith('.html')) files.push(file);
    }
  };
  walk(outDir);
  for (const lang of LANGS) {
    const pages = templatePages(outDir, lang);
    for (const page of [pages.blog, `${pages.blog}/page/2`, pages.post, pages.category]) files.push(path.join(outDir, `${page}.html`));
  }
  return files;
}

type NuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

test('the Nu HTML checker finds no error on any page template', async () => {
  // One Java run over every page: about a minute alone, past three minutes beside the other workers on a loaded machine.
  test.setTimeout(360_000);
  const files = pagesToCheck();
  expect(files.length).toBeGreaterThan(50);
  // vnu exits non-zero when it reports errors; its JSON report on stderr is what counts. Only errors count, so it
  // reports only those (--errors-only) and skips guessing each page's language (--no-langdetect), a warning at most.
  // Java's quick compiler alone (TieredStopAtLevel=1) halves the CPU of a run this short, the same errors found; its
  // deeper frames need the larger stack (without it vnu prints a StackOverflowError, not JSON, and the test fails).
  const java = ['-Xss4m', '-XX:TieredStopAtLevel=1'];
  const run = await promisify(execFile)('java', [...java, '-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--errors-only', '--no-langdetect', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stderr || run.stdout) as { messages: NuMessage[] };
  const errors = report.messages
    .filter((m) => m.type === 'error' || (m.type === 'non-document-error'))
    // The pages' CSS is inline (docs/decisions/0020-prerendered-means-prerendered.md), so vnu reads it too; its CSS
    // checker predates much of today's CSS (container queries, line-clamp) and says nothing about the HTML.
    .filter((m) => !m.message.startsWith('CSS:'))
    .map((m) => `${path.relative(outDir, new URL(m.url).pathname)}: ${m.message} [${m.extract ?? ''}]`);
  expect(errors).toEqual([]);
});
