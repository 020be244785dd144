// The data model of the built-in content service: one post model per language, as in the real project.
import { LANGUAGES } from '../lib/i18n/languages';

/** One post model per site language (src/lib/i18n/languages.config.js). */
export const MODEL_LANGUAGES = LANGUAGES;
export type ModelLanguage = (typeof MODEL_LANGUAGES)[number];

/**
 * Values of the per-language category enumerations (CategoryEs, CategoryEn, ...), in definition order. Hygraph
 * requires enumeration values to begin with a capital letter.
 */
export const CATEGORY_VALUES = ['FinancialEducation', 'Nortia', 'Sustainability'] as const;
export type CategoryValue = (typeof CATEGORY_VALUES)[number];

/**
 * Hygraph's two system stages. Every document has a DRAFT version (the newest save); a published one also has a
 * PUBLISHED version, which a later save without publishing leaves behind until the next publish.
 */
export const STAGES = ['PUBLISHED', 'DRAFT'] as const;
export type Stage = (typeof STAGES)[number];

/** An image reference: a file shipped with the service (served under /assets/) or any absolute URL. */
export type AssetRef = { handle: string } | { url: string };

/** An asset embedded in a post's rich text: the html holds a placeholder naming `id`, `references` the asset. */
export interface EmbeddedAssetRef {
  id: string;
  handle: string;
  /** The Asset model's `alt` field (a field the project adds to Hygraph's Asset model). */
  alt: string;
}

export interface StoredPost {
  id: string;
  lang: ModelLanguage;
  title: string;
  slug: string;
  /** The post's earlier slugs, newest first: the site redirects each to the current one (docs/cms-contract.md). */
  previousSlugs: string[];
  /** YYYY-MM-DD, like Hygraph's Date field. */
  publishDate: string;
  author: string;
  featured: boolean;
  categories: CategoryValue[];
  content: { html: string; text: string; markdown: string; references: EmbeddedAssetRef[] };
  thumbnailImage: AssetRef | null;
  mainImage: AssetRef | null;
}

/** Model suffix used in type and field names: es -> Es (PostEs, postsEs, CategoryEs). */
export function modelSuffix(lang: ModelLanguage): string {
  return lang.charAt(0).toUpperCase() + lang.slice(1);
}

/** One entry and its versions: `published` null for a draft that was never published. */
export interface StoredDocument {
  published: StoredPost | null;
  draft: StoredPost;
}

/** The version a stage returns, or null when the document has none in it. */
export function versionIn(document: StoredDocument, stage: Stage): StoredPost | null {
  return stage === 'DRAFT' ? document.draft : document.published;
}
