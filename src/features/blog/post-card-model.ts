// What a post card shows, built from a content-layer summary: the blog list, category screens, post page and home teaser.
import type { ResponsiveImage } from '@/lib/images/types';
import type { Lang } from '@/lib/i18n/languages';
import { formatPostDate } from './date';

/** Everything a post card shows, and nothing more (it is shipped in page props and in the blog-data JSON). */
export type CardPost = {
  slug: string;
  title: string;
  /** Category enum values; labels come from the blog translations. */
  categories: string[];
  author: string;
  /** YYYY-MM-DD */
  date: string;
  /** `date` already formatted in the page language at build time. */
  dateLabel: string;
  excerpt: string;
  /** The thumbnail's files (built by the content layer), or null when the post has none. */
  thumbnail: ResponsiveImage | null;
};

/** The fields of a content-layer summary the cards use (structural, so client code never imports the CMS layer). */
export type SummaryLike = {
  slug: string;
  title: string;
  categories: string[];
  author: string;
  publishDate: string;
  excerpt: string;
  thumbnail: ResponsiveImage | null;
};

export function toCardPost(summary: SummaryLike, lang: Lang): CardPost {
  return {
    slug: summary.slug,
    title: summary.title,
    categories: summary.categories,
    author: summary.author,
    date: summary.publishDate,
    dateLabel: formatPostDate(summary.publishDate, lang),
    excerpt: summary.excerpt,
    thumbnail: summary.thumbnail,
  };
}
