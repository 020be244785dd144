// The editors' report: what a build did with each post, in plain words, in Markdown. Editors do not read CI logs,
// so every build writes it to a file outside the published folders and, on GitHub Actions, to the run's summary.
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentRefusedError, describePost, type LanguageReview, type PostNote } from '@/lib/cms/review';
import { PUBLISHING_TIME_ZONE } from '@/lib/cms/schedule';
import type { ContentStage } from '@/lib/cms/stage';
import { LANG_NAMES } from '@/lib/i18n/languages';

export interface BuildOutcome {
  stage: ContentStage;
  /** The build's day on the editors' calendar (YYYY-MM-DD). */
  day: string;
  /** What the build did with each language's posts; null when it stopped before reading them all. */
  reviews: readonly LanguageReview[] | null;
  /** Why the build stopped; null when it went through. */
  failure: Error | null;
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

const posts = (count: number) => `${count} post${count === 1 ? '' : 's'}`;

/** Titles and notes are the editors' text: characters Markdown would read as formatting are escaped. */
const escape = (text: string) => text.replace(/[\\`*_[\]<>|~]/g, '\\$&');

function verdict({ reviews, failure }: BuildOutcome): string {
  if (failure instanceof ContentRefusedError) {
    return '**Refused: nothing was published.** The site online is unchanged. Fix the posts under "Refused" in the CMS and publish again.';
  }
  if (failure) return `**The build failed: nothing was published.** The site online is unchanged. What stopped it: ${escape(failure.message)}`;
  const published = (reviews ?? []).reduce((sum, review) => sum + review.published.length, 0);
  return `**Published.** ${posts(published)} online.`;
}

/** One section of notes ("Refused", "Left out", "Warnings"), by language; nothing when there are none. */
function notesSection(heading: string, reviews: readonly LanguageReview[], pick: (review: LanguageReview) => PostNote[]): string[] {
  const total = reviews.reduce((sum, review) => sum + pick(review).length, 0);
  if (!total) return [];
  return [
    `## ${heading} (${total})`,
    ...reviews.flatMap((review) => {
      const notes = pick(review);
      if (!notes.length) return [];
      return [`### ${LANG_NAMES[review.lang]} (${review.lang})`, ...notes.map(({ post, note }) => `- ${escape(`${describePost(review.lang, post)}: ${note}`)}`), ''];
    }),
  ];
}

/** Newest first, as the blog lists them. */
function publishedSection(reviews: readonly LanguageReview[]): string[] {
  return [
    '## Published',
    ...reviews.flatMap((review) => [
      `### ${LANG_NAMES[review.lang]} (${review.lang}): ${posts(review.published.length)}`,
      ...[...review.published]
        .sort((a, b) => b.publishDate!.localeCompare(a.publishDate!))
        .map((post) => `- ${post.publishDate} ${escape(`"${post.title}"`)}: /${review.lang}/blog/${post.slug}`),
      '',
    ]),
  ];
}

export function editorsReport(outcome: BuildOutcome): string {
  const { reviews, failure, stage, day } = outcome;
  const lines = [
    `# Blog build report: ${stage === 'DRAFT' ? 'preview site' : 'site'}, ${day}`,
    '',
    verdict(outcome),
    '',
    stage === 'DRAFT'
      ? 'The preview shows scheduled posts as well; the site publishes each on its day.'
      : `Posts dated after ${day} (the build's day, ${PUBLISHING_TIME_ZONE} time) are scheduled: the first build on their day publishes them.`,
    '',
    ...(reviews
      ? [
          ...notesSection('Refused', reviews, (review) => review.refused),
          ...notesSection('Left out', reviews, (review) => review.leftOut),
          ...notesSection('Warnings', reviews, (review) => review.warnings),
          ...(failure ? [] : publishedSection(reviews)),
        ]
      : []),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** Writes the report to its file and, when set, appends it to the run's summary. */
export async function writeEditorsReport(markdown: string, target: ReportTarget): Promise<void> {
  await mkdir(path.dirname(target.file), { recursive: true });
  await writeFile(target.file, markdown);
  if (target.summaryFile) await appendFile(target.summaryFile, `${markdown}\n`);
}
