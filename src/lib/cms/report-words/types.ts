import type { CmsLanguage } from '../types';
import type { FileKind, PostField, ProblemCode, ProblemParams } from '../problems';

/** One problem in words: what is wrong, and what to change in Hygraph. */
export interface ProblemWords {
  what: string;
  fix: string;
}

/** The editors' report in one language: every problem's words and the report's own. */
export interface ReportWords {
  problems: { [C in ProblemCode]: (params: ProblemParams[C]) => ProblemWords };
  /** The post's fields as Hygraph's entry form labels them in this project (docs/cms-contract.md). */
  fields: Record<PostField, string>;
  fileKinds: Record<FileKind, string>;
  languages: Record<CmsLanguage, string>;
  untitled: string;
  title: (site: 'site' | 'preview', day: string) => string;
  refused: string;
  failed: (why: string) => string;
  /** The build went through but the upload to the host failed. */
  deployFailed: string;
  published: (count: number) => string;
  scheduledNote: (day: string, timeZone: string) => string;
  previewNote: string;
  headings: { refused: string; leftOut: string; warnings: string; published: string };
  fixLabel: string;
  openInHygraph: (field: string) => string;
  /** The e-mail's subject when a publication fails. */
  mailSubject: (day: string) => string;
  /** The first line of the "Publishing failed" issue: where the run's details are. */
  runLink: (url: string) => string;
  /** When the publication stopped before the build wrote its report. */
  noReport: string;
}

/**
 * The post's fields as Hygraph's entry form labels them (docs/cms-contract.md): the project's own labels, the same
 * whatever language the report is in, so an editor finds the field by the name on the screen.
 */
export const HYGRAPH_FIELD_LABELS: Record<PostField, string> = {
    title: 'Title',
    slug: 'Slug',
    previousSlugs: 'Previous slugs',
    publishDate: 'Publish date',
    content: 'Content',
    thumbnailImage: 'Thumbnail image',
    mainImage: 'Main image',
    categories: 'Categories',
};
