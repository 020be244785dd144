// The editors' report: what a build did with each post, in plain words of the editors' language, in Markdown. Editors do not read CI logs,
// so every build writes it to a file outside the published folders and, on GitHub Actions, to the run's summary.
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fieldOf } from '@/lib/cms/problems';
import { REPORT_WORDS, editorsLanguage, wordsFor, type ReportWords } from '@/lib/cms/report-words';
import { ContentRefusedError, type LanguageReview, type PostNote } from '@/lib/cms/review';
import { PUBLISHING_TIME_ZONE } from '@/lib/cms/schedule';
import type { ContentStage } from '@/lib/cms/stage';
import type { CmsLanguage } from '@/lib/cms/types';

export interface BuildOutcome {
  stage: ContentStage;
  /** The build's day on the editors' calendar (YYYY-MM-DD). */
  day: string;
  /** What the build did with each language's posts; null when it stopped before reading them all. */
  reviews: readonly LanguageReview[] | null;
  /** Why the build stopped; null when it went through. */
  failure: Error | null;
  /** The build went through but its upload to the host failed (the deploy's notice to the editors). */
  uploadFailed?: boolean;
}

export interface ReportTarget {
  /** Never under out/: the report names unpublished posts. */
  file: string;
  /** GITHUB_STEP_SUMMARY: the report is appended to the workflow run's summary page. */
  summaryFile?: string;
}

/** reports/ (git-ignored), one file per stage, and the run's summary when on GitHub Actions. */
export function reportTarget(stage: ContentStage, env: Readonly<Record<string, string | undefined>> = process.env): ReportTarget {
  const file = path.resolve('reports', stage === 'DRAFT' ? 'editors-report-preview.md' : 'editors-report.md');
  return { file, summaryFile: env.GITHUB_STEP_SUMMARY?.trim() || undefined };
}

/** Titles and notes are the editors' text: characters Markdown would read as formatting are escaped. */
const escape = (text: string) => text.replace(/[\\`*_[\]<>|~]/g, '\\$&');

/**
 * Where an editor opens a post's entry in Hygraph, at the field to change: Studio's entry route (the one Hygraph's
 * Preview SDK opens), which finds the entry from the content API's endpoint and its id. Needs CMS_ENDPOINT; Studio
 * is HYGRAPH_STUDIO_URL, https://app.hygraph.com when unset. Null for the built-in content service.
 */
export function entryLink(
  entryId: string,
  field: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  const endpoint = env.CMS_ENDPOINT?.trim();
  if (!endpoint) return null;
  const studio = (env.HYGRAPH_STUDIO_URL?.trim() || 'https://app.hygraph.com').replace(/\/+$/, '');
  return `${studio}/entry?${new URLSearchParams({ endpoint, entryId, fieldApiId: field })}`;
}

export interface ReportOptions {
  /** The editors' language (EDITORS_LANGUAGE). */
  lang?: CmsLanguage;
  env?: Readonly<Record<string, string | undefined>>;
}

function verdict({ reviews, failure, uploadFailed }: BuildOutcome, words: ReportWords): string {
  if (uploadFailed) return words.deployFailed;
  if (failure instanceof ContentRefusedError) return words.refused;
  if (failure) return words.failed(escape(failure.message));
  return words.published((reviews ?? []).reduce((sum, review) => sum + review.published.length, 0));
}

/** One item: the post, what is wrong, what to change, and the link to its entry in Hygraph. */
function item({ post, problem: found }: PostNote, lang: CmsLanguage, env: ReportOptions['env']): string {
  const words = REPORT_WORDS[lang];
  const { what, fix } = wordsFor(found, lang);
  const field = fieldOf(found);
  const link = entryLink(post.id, field, env);
  const open = link ? ` [${words.openInHygraph(words.fields[field])}](${link})` : '';
  return `- **${escape(post.title || words.untitled)}**: ${escape(what)}. ${words.fixLabel}: ${escape(fix)}.${open}`;
}

/** One section of items ("Refused", "Not published", "Warnings"), by language; nothing when there are none. */
function notesSection(heading: string, reviews: readonly LanguageReview[], pick: (review: LanguageReview) => PostNote[], lang: CmsLanguage, env: ReportOptions['env']): string[] {
  const total = reviews.reduce((sum, review) => sum + pick(review).length, 0);
  if (!total) return [];
  return [
    `## ${heading} (${total})`,
    ...reviews.flatMap((review) => {
      const notes = pick(review);
      if (!notes.length) return [];
      return [`### ${REPORT_WORDS[lang].languages[review.lang]}`, ...notes.map((found) => item(found, lang, env)), ''];
    }),
  ];
}

/** Newest first, as the blog lists them. */
function publishedSection(reviews: readonly LanguageReview[], words: ReportWords): string[] {
  return [
    `## ${words.headings.published}`,
    ...reviews.flatMap((review) => [
      `### ${words.languages[review.lang]}: ${review.published.length}`,
      ...[...review.published]
        .sort((a, b) => b.publishDate!.localeCompare(a.publishDate!))
        .map((post) => `- ${post.publishDate} **${escape(post.title)}**: /${review.lang}/blog/${post.slug}`),
      '',
    ]),
  ];
}

/** The report in the editors' language (EDITORS_LANGUAGE, Spanish by default), in Markdown. */
export function editorsReport(outcome: BuildOutcome, options: ReportOptions = {}): string {
  const env = options.env ?? process.env;
  const lang = options.lang ?? editorsLanguage(env);
  const words = REPORT_WORDS[lang];
  const { reviews, failure, stage, day, uploadFailed } = outcome;
  const lines = [
    words.title(stage === 'DRAFT' ? 'preview' : 'site', day),
    '',
    verdict(outcome, words),
    '',
    stage === 'DRAFT' ? words.previewNote : words.scheduledNote(day, PUBLISHING_TIME_ZONE),
    '',
    ...(reviews
      ? [
          ...notesSection(words.headings.refused, reviews, (review) => review.refused, lang, env),
          ...notesSection(words.headings.leftOut, reviews, (review) => review.leftOut, lang, env),
          ...notesSection(words.headings.warnings, reviews, (review) => review.warnings, lang, env),
          ...(failure || uploadFailed ? [] : publishedSection(reviews, words)),
        ]
      : []),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** The outcome as JSON, next to the report, for the deploy's notice to the editors (src/build/publishing-failed.ts). */
const outcomeFile = (target: ReportTarget) => target.file.replace(/\.md$/, '.json');

interface StoredOutcome extends Omit<BuildOutcome, 'failure'> {
  failure: { refused: boolean; message: string } | null;
}

/** Writes the report to its file (and the outcome beside it, as JSON) and, when set, appends it to the run's summary. */
export async function writeEditorsReport(outcome: BuildOutcome, target: ReportTarget): Promise<string> {
  const markdown = editorsReport(outcome);
  const { failure } = outcome;
  const stored: StoredOutcome = { ...outcome, failure: failure && { refused: failure instanceof ContentRefusedError, message: failure.message } };
  await mkdir(path.dirname(target.file), { recursive: true });
  await writeFile(target.file, markdown);
  await writeFile(outcomeFile(target), JSON.stringify(stored));
  if (target.summaryFile) await appendFile(target.summaryFile, `${markdown}\n`);
  return markdown;
}

/** The outcome the build wrote beside its report; null when it stopped before writing one. */
export async function readBuildOutcome(target: ReportTarget): Promise<BuildOutcome | null> {
  let stored: StoredOutcome;
  try {
    stored = JSON.parse(await readFile(outcomeFile(target), 'utf8')) as StoredOutcome;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const { failure, reviews } = stored;
  const error = failure && (failure.refused && reviews ? new ContentRefusedError(reviews) : new Error(failure.message));
  return { ...stored, failure: error };
}
