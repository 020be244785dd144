import { useTranslation } from 'next-i18next/pages';
import { requireBuildOnly } from '@/page-pipeline/react/build-only';
import { Static } from '@/page-pipeline/react/Static';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { Picture } from '@/features/media/Picture';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { BlogFrame } from './BlogFrame';
import type { CardPost } from './post-card-model';
import { CopyLinkButton } from './CopyLinkButton';
import { NewsletterBanner } from './NewsletterBanner';
import { PostBody, type PostVideo } from './PostBody';
import { PostCard } from './PostCard';
import { blogPostingJsonLd, type PostView } from './post-page-model';
import styles from './PostScreen.module.css';
import { useCategoryLabel } from './useCategoryLabel';

export type PostScreenProps = {
  /** Never null with `fallback: false`; kept nullable so a missing post renders 'Post not found' instead of crashing. */
  post: PostView | null;
  /** The body's videos, which the browser shows click-to-load between the parts of its built HTML. */
  videos: PostVideo[];
  /**
   * What only the static parts render, the post's body and the recommended posts: the build keeps it out of the
   * browser's page data (docs/decisions/0026-build-only-page-data.md), where it would repeat what the HTML holds.
   */
  buildOnly?: PostBuildOnly;
};

export type PostBuildOnly = {
  /** The body, sanitized at build time by the content layer, cut at its videos (splitAtVideos). */
  bodyParts: string[];
  recommendations: CardPost[];
};

// The banner spans the container: the viewport less its padding, at most 1136 px.
const BANNER_SIZES = '(min-width: 1200px) 1136px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)';

function PostNotFound() {
  const { t } = useTranslation('blog');
  const lang = useLang();
  return (
    <Layout>
      <PageHead title={t('post.notFound')} description={t('post.notFoundText')} noindex />
      <section className="section">
        <div className="container">
          <h1>{t('post.notFound')}</h1>
          <p className="lead">{t('post.notFoundText')}</p>
          <a href={localHref(lang, 'blog')} className="button button-primary">
            {t('category.back')}
          </a>
        </div>
      </section>
    </Layout>
  );
}

/** A blog post: header with categories, author and date, banner, sanitized body, newsletter and recommendations. */
export function PostScreen({ post, videos, buildOnly }: PostScreenProps) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const label = useCategoryLabel();
  if (!post) return <PostNotFound />;
  return (
    <BlogFrame
      title={post.title}
      description={post.metaDescription || t('meta.description')}
      crumb={{ name: post.title, page: `blog/${post.slug}` }}
      head={{ type: 'article', image: post.mainImage?.src }}
      jsonLd={[blogPostingJsonLd(post, lang)]}
      search={{
        title: post.title,
        section: post.categories.length ? post.categories.map(label).join(', ') : t('card.uncategorized'),
      }}
    >
      <header className={styles.header}>
        <div className="container">
          {/* Categories and byline are the result's section and date already, not words of its excerpt. */}
          <ul className={styles.categories} aria-label={t('post.categories')} data-pagefind-ignore="">
            {post.categories.length ? (
              post.categories.map((category) => (
                <li key={category}>
                  <a href={localHref(lang, `blog/category/${category}`)} className={styles.category}>
                    {label(category)}
                  </a>
                </li>
              ))
            ) : (
              <li className={styles.category}>{t('card.uncategorized')}</li>
            )}
          </ul>
          <h1 className={styles.title}>{post.title}</h1>
          <div className={styles.meta}>
            <p className={styles.byline} data-pagefind-ignore="">
              {post.author ? <span>{t('card.by', { author: post.author })}</span> : null}
              <span>
                {t('post.publishedOn')} <time dateTime={post.date} data-pagefind-meta="date">
                  {post.dateLabel}
                </time>
              </span>
            </p>
            <CopyLinkButton />
          </div>
        </div>
      </header>
      <div className={`container ${styles.page}`}>
        {post.mainImage ? (
          // Decorative banner: the heading above names the post. The first screen's largest image: preloaded.
          <Picture image={post.mainImage} sizes={BANNER_SIZES} alt="" className={styles.banner} priority />
        ) : null}
        <div className={styles.columns}>
          <PostBody videos={videos} parts={buildOnly?.bodyParts} />
          <aside className={styles.side}>
            <NewsletterBanner variant="side" />
            <Static as="section" className={styles.recommended} aria-labelledby="recommended-title">
              <Recommendations posts={buildOnly?.recommendations} />
            </Static>
          </aside>
        </div>
      </div>
    </BlogFrame>
  );
}

/** The side column's recommended posts: static, rendered at build time from build-only page data. */
function Recommendations({ posts }: { posts: CardPost[] | undefined }) {
  const { t } = useTranslation('blog');
  const recommendations = requireBuildOnly(posts);
  return (
    <>
      <h2 id="recommended-title" className={styles.sideTitle}>
        {t('post.recommended')}
      </h2>
      {recommendations.length ? (
        <ul className={styles.recommendations}>
          {recommendations.map((recommended) => (
            <li key={recommended.slug}>
              <PostCard post={recommended} compact />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('post.noRecommendations')}</p>
      )}
    </>
  );
}
