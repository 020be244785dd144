import { LANGUAGES } from '../i18n/languages';
import type { ResponsiveImage } from '../images';
import type { SiteImage } from '../site/media';
import type { EmbeddedAsset } from './embeds';

/** Languages the CMS holds one post model for: every site language (src/lib/i18n/languages.config.js). */
export const CMS_LANGUAGES = LANGUAGES;
export type CmsLanguage = (typeof CMS_LANGUAGES)[number];

/** A post as the content API returns it (fields of the per-language Post model). */
export interface RawPost {
  id: string;
  title: string;
  slug: string;
  /** The post's earlier slugs (docs/cms-contract.md): each old address redirects to the current one. */
  previousSlugs?: string[] | null;
  publishDate: string | null;
  author: string | null;
  featured: boolean | null;
  /** Values of the CategoryXx enumeration, e.g. 'FinancialEducation'. */
  categories: string[];
  /** With rich-text embeds on: the html holds placeholders for the assets in `references`. */
  content: { text: string; html: string; references: EmbeddedAsset[] } | null;
  /** `fileName` is the name editors see in the asset library. */
  thumbnailImage: { url: string; fileName?: string | null } | null;
  mainImage: { url: string; fileName?: string | null } | null;
}

/** What list pages and cards need. Images are the site's own files (/media/cms/...), or null. */
export interface PostSummary {
  id: string;
  title: string;
  slug: string;
  /** YYYY-MM-DD */
  publishDate: string;
  author: string;
  featured: boolean;
  /**
   * Category slugs, e.g. 'financial_education' for the CMS value FinancialEducation (src/lib/cms/categories.ts);
   * labels come from the site's translations.
   */
  categories: string[];
  excerpt: string;
  thumbnail: ResponsiveImage | null;
}

/** A full post: sanitized HTML body with images rewritten to local files. */
export interface Post extends PostSummary {
  html: string;
  metaDescription: string;
  mainImage: ResponsiveImage | null;
  /** Earlier slugs that redirect here (checked: none is another post's slug; slug-history.ts). */
  previousSlugs: string[];
  /** The site's copy of each body video's own poster, by posterKey (video-posters.ts); a video missing here shows the generic one. */
  videoPosters: Record<string, SiteImage>;
}

export interface Page<T> {
  items: T[];
  /** 1-based page number. */
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  /** 1-based position of the first and last item shown ('from-to of total'); 0 when empty. */
  from: number;
  to: number;
}

/** Everything the build read from the CMS for one language, already sanitized and localised. */
export interface BlogSnapshot {
  lang: CmsLanguage;
  /** Every category slug, sorted by name. */
  categories: string[];
  /** Newest first, ties broken by slug. */
  posts: Post[];
}
