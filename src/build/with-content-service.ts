import { join } from 'node:path';
import { startContentService } from '../dev-cms/service';
import { ContentRefusedError, prepareBlogContent, type LanguageReview, type LoadOptions } from '../lib/cms';
import { publishingDay } from '../lib/cms/schedule';
import { contentStage } from '../lib/cms/stage';
import { writeEditorsReport, type ReportTarget } from './editors-report';

/**
 * Makes the blog's content available to `fn` (the lead's build wraps `next build` in it):
 * with CMS_ENDPOINT unset it starts the built-in content service on a free loopback port and exports
 * CMS_ENDPOINT/CMS_TOKEN/CMS_DRAFT_TOKEN to child processes; then it reads every language once, from the stage
 * CONTENT_STAGE names, into snapshots (CMS_SNAPSHOT_DIR, one folder per stage) and local images, so a CMS that
 * cannot be read, or holds a post it must refuse, stops the build before it starts.
 * With `report` set, the editors' report of the build (src/build/editors-report.ts) is written once fn is done or
 * anything failed, before the error goes on. The built-in service is always stopped afterwards.
 */
export async function withContentService<T>(
  fn: () => Promise<T>,
  /** Media folder, retry policy and clock overrides (tests); the CMS itself always comes from the environment. */
  { report, ...options }: Pick<LoadOptions, 'media' | 'retry' | 'now'> & { report?: ReportTarget } = {},
): Promise<T> {
  const external = process.env.CMS_ENDPOINT?.trim();
  const stage = contentStage();
  const service = external ? null : await startContentService({ extraPostsPerLanguage: extraPosts() });
  const previous = {
    endpoint: process.env.CMS_ENDPOINT,
    token: process.env.CMS_TOKEN,
    draftToken: process.env.CMS_DRAFT_TOKEN,
    snapshotDir: process.env.CMS_SNAPSHOT_DIR,
  };
  if (service) {
    process.env.CMS_ENDPOINT = service.url;
    process.env.CMS_TOKEN = service.token;
    process.env.CMS_DRAFT_TOKEN = service.draftToken;
  }
  console.log(
    (service ? `Blog content: built-in content service (sample posts) at ${service.url}` : `Blog content: CMS at ${external}`) +
      `, ${stage} stage`,
  );
  const now = options.now ?? new Date();
  let reviews: readonly LanguageReview[] | null = null;
  let failure: Error | null = null;
  try {
    // Next keeps .next/cache between builds; the snapshots are rewritten every time, drafts in their own folder.
    process.env.CMS_SNAPSHOT_DIR ??= join(process.cwd(), '.next', 'cache', stage === 'DRAFT' ? 'cms-draft' : 'cms');
    // The built-in service also stands in for the video hosts' posters: the build may have no internet.
    const prepared = await prepareBlogContent(process.env.CMS_SNAPSHOT_DIR, { ...options, now, ...(service ? { posters: service.posters } : {}) });
    ({ reviews } = prepared);
    const { snapshots } = prepared;
    const posts = snapshots.reduce((sum, snapshot) => sum + snapshot.posts.length, 0);
    console.log(
      service
        ? `Blog content: ${posts} posts in ${snapshots.length} languages, ${service.requestCount} GraphQL requests, ${service.assetRequestCount} image downloads`
        : `Blog content: ${posts} posts in ${snapshots.length} languages`,
    );
    return await fn();
  } catch (error) {
    failure = error as Error;
    if (error instanceof ContentRefusedError) reviews = error.reviews;
    throw error;
  } finally {
    restore('CMS_SNAPSHOT_DIR', previous.snapshotDir);
    if (service) {
      // The whole build's load on the CMS (what `npm run bench` reports), not only the up-front read.
      console.log(`Blog content: ${service.requestCount} GraphQL requests + ${service.assetRequestCount} asset downloads in total`);
      await service.stop();
      restore('CMS_ENDPOINT', previous.endpoint);
      restore('CMS_TOKEN', previous.token);
      restore('CMS_DRAFT_TOKEN', previous.draftToken);
    }
    // Last, so the build's outcome is known; before the error, if any, ends the build.
    if (report) {
      await writeEditorsReport({ stage, day: publishingDay(now), reviews, failure }, report);
      console.log(`Editors' report: ${report.file}${report.summaryFile ? ' (and the run summary)' : ''}`);
    }
  }
}

function extraPosts(): number {
  const value = Number(process.env.CMS_EXTRA_POSTS ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
