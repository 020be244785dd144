// What a post page renders, built from the content layer's post, and its schema.org BlogPosting.
import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';
import type { ResponsiveImage } from '@/lib/images/types';
import { localHref } from '@/lib/i18n/paths';
import { BRAND } from '@/lib/site/company';
import { absoluteUrl, organizationId } from '@/lib/site/seo';
import { toCardPost, type CardPost, type SummaryLike } from './post-card-model';

/**
 * What the post page renders around its body: the card fields (but the thumbnail and the excerpt, which it does not
 * show) plus its meta description and banner image. The body itself is build-only page data (PostScreen's `buildOnly`).
 */
export type PostView = Omit<CardPost, 'thumbnail' | 'excerpt'> & {
  metaDescription: string;
  mainImage: ResponsiveImage | null;
};

type PostLike = SummaryLike & { metaDescription: string; mainImage: ResponsiveImage | null };

export function toPostView(post: PostLike, lang: Lang): PostView {
  const { thumbnail: _thumbnailOnCardsOnly, excerpt: _excerptOnCardsOnly, ...card } = toCardPost(post, lang);
  return { ...card, metaDescription: post.metaDescription, mainImage: post.mainImage };
}

/** schema.org BlogPosting of a post page. */
export function blogPostingJsonLd(post: PostView, lang: Lang) {
  const url = absoluteUrl(localHref(lang, `blog/${post.slug}`));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.date,
    inLanguage: LANG_TAGS[lang],
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.mainImage ? { image: absoluteUrl(post.mainImage.src) } : {}),
    publisher: { '@type': 'Organization', '@id': organizationId(), name: BRAND.name },
  };
}
