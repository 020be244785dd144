import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_PAINT_FOLDER, FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_PATH } from '@/features/layout/first-paint-script';
import { writeBlogData } from '@/build/blog-data';
import { addCompileHints } from '@/page-pipeline/export/compile-hints';
import { generateDocuments } from '@/documents';
import { CMS_LANGUAGES, loadBlog } from '@/lib/cms';
import { publishingDay } from '@/lib/cms/schedule';
import { slugRedirects } from '@/lib/cms/slug-history';
import { contentStage, type ContentStage } from '@/lib/cms/stage';
import { outDirFor } from '@/lib/site/output';
import { isLoopbackUrl, siteUrl, siteUrlIsSet } from '@/lib/site/site-url';
import { reportTarget, writeEditorsReport } from '@/build/editors-report';
import { writeFeeds } from '@/build/feeds';
import { inlinePageBoundaries } from '@/page-pipeline/export/inline-boundaries';
import { inlinePageStyles } from '@/page-pipeline/export/inline-css';
import { LOADER_CSP_SOURCE, loadPageScriptsAfterLoad } from '@/page-pipeline/export/scripts-after-load';
import { formatSearchIndexStats, writeSearchIndex } from '@/build/search-index';
import { writeBuildManifestsPerRoute } from '@/page-pipeline/export/trim-build-manifest';
import { trimPageData } from '@/page-pipeline/export/trim-page-data';
import { checkSiteFacts } from '@/build/refuse-stand-ins';
import { withContentService } from '@/build/with-content-service';
import {
  formatHeadersFile,
  formatRedirectsFile,
  headerRules,
  hostSettingsFromEnv,
  redirectRules,
} from '@/server/host-rules';
import type { RedirectRule } from '@/lib/routes';

/** Runs a command with inherited output; rejects on a non-zero exit so the build fails loudly. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** `_headers` and `_redirects`: the site's own redirects, then one per previous slug of each post (slug-history.ts). */
async function writeHostRules(outDir: string, postRedirects: RedirectRule[]) {
  const settings = hostSettingsFromEnv(process.env, [LOADER_CSP_SOURCE]);
  await writeFile(path.join(outDir, '_headers'), formatHeadersFile(headerRules(settings)));
  await writeFile(path.join(outDir, '_redirects'), formatRedirectsFile([...redirectRules(), ...postRedirects]));
}

/**
 * The public URL every absolute link is built on. Checked before anything else: a malformed SITE_URL fails here,
 * and a build from a real CMS (a build for publication) must not fall back to the local default.
 */
function checkSiteUrl(): void {
  const url = siteUrl();
  if (!siteUrlIsSet() && process.env.CMS_ENDPOINT?.trim()) {
    throw new Error('SITE_URL is unset: a build from CMS_ENDPOINT is a build for publication and needs the public URL (e.g. https://www.example.org)');
  }
  if (isLoopbackUrl(url)) console.log(`Links point at ${url} (SITE_URL unset or local): fine for npm start, not for publishing`);
  else console.log(`Links point at ${url}`);
}

/**
 * What a build for publication needs before anything is built: the public URL and real site facts. A refusal
 * reaches the editors' report like any failed build, since the deploy sends that report on a failure.
 */
async function checkSettings(stage: ContentStage): Promise<void> {
  try {
    checkSiteUrl();
    checkSiteFacts();
  } catch (error) {
    await writeEditorsReport({ stage, day: publishingDay(new Date()), reviews: null, failure: error as Error }, reportTarget(stage));
    throw error;
  }
}

/** Logs how long one step of the build took, for `npm run bench -- --publish` (src/bench/measure-build.ts). */
function logPhase(name: string, since: number): void {
  console.log(`Build phase: ${name} ${((Date.now() - since) / 1000).toFixed(1)} s`);
}

async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  logPhase(name, started);
  return result;
}

async function main() {
  const started = Date.now();
  // Stage and folder are read once: PUBLISHED builds out/, the preview (CONTENT_STAGE=DRAFT) builds out-preview/
  // (next.config.ts exports there), never the other way round.
  const stage = contentStage();
  const outDir = path.resolve(outDirFor(stage));
  const documents = await phase('settings and PDFs', async () => {
    await checkSettings(stage);
    return generateDocuments('public');
  });
  console.log(`Generated ${documents.length} PDF documents into public/docs/`);
  const contentStarted = Date.now();
  let postRedirects: RedirectRule[] = [];
  // The blog is read (and its images downloaded) once, before Next renders any page; an unreadable CMS, or a post
  // the build refuses, stops here. The editors' report is written either way.
  await withContentService(async () => {
    logPhase('content', contentStarted);
    await phase('next build', () => run(process.execPath, [require.resolve('next/dist/bin/next'), 'build', '--webpack']));
    const pagesStarted = Date.now();
    const trimmed = await trimPageData(outDir);
    console.log(`Removed build-only page data from ${trimmed.pages} pages (${trimmed.bytes} bytes), with the ${trimmed.unread.length} texts of common no browser script reads`);
    const styles = await inlinePageStyles(outDir);
    console.log(`Inlined ${styles.files} stylesheets into ${styles.pages} pages`);
    console.log(`Put the Suspense boundaries back in place in ${await inlinePageBoundaries(outDir)} pages`);
    const manifests = await writeBuildManifestsPerRoute(outDir);
    console.log(`Pointed ${manifests.pages} pages at ${manifests.manifests} build manifests of their own route`);
    const afterLoad = await loadPageScriptsAfterLoad(outDir);
    console.log(`Moved the scripts of ${afterLoad.pages} pages behind the after-load loader`);
    console.log(`Marked ${await addCompileHints(outDir, afterLoad.scripts)} first-load scripts for eager compilation`);
    // The categories' pages as JSON cut from the same snapshots the HTML was rendered from (no page reads them now;
    // the browser tests do, card-page-json.ts).
    const blogData = await writeBlogData(outDir);
    console.log(`Wrote ${blogData.files} blog data files (${blogData.bytes} bytes) into ${path.basename(outDir)}/blog-data/`);
    const feeds = await writeFeeds(outDir, stage);
    console.log(`Wrote sitemap.xml (${feeds.urls} pages), robots.txt and ${feeds.feeds} RSS feeds`);
    postRedirects = (await Promise.all(CMS_LANGUAGES.map(loadBlog))).flatMap((blog) => slugRedirects(blog.lang, blog.posts));
    console.log(`Redirected ${postRedirects.length} previous post addresses to their posts' current ones`);
    logPhase('pages finished, blog data, feeds', pagesStarted);
  }, { report: reportTarget(stage) });
  // From the exported HTML, so the index holds exactly what the pages show (docs/decisions/0021-search-index-per-language.md).
  console.log(formatSearchIndexStats(await phase('search index', () => writeSearchIndex(outDir))));
  await writeHostRules(outDir, postRedirects);
  await mkdir(path.join(outDir, FIRST_PAINT_FOLDER), { recursive: true });
  await writeFile(path.join(outDir, FIRST_PAINT_SCRIPT_PATH), FIRST_PAINT_SCRIPT);
  console.log(`${stage === 'DRAFT' ? 'Preview site (DRAFT stage)' : 'Site'} built into ${path.basename(outDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(`\nBuild failed: ${error.message}`);
  process.exit(1);
});
