import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { CardPost } from './post-card-model';
import styles from './FeaturedPost.module.css';
import { PostThumbnail } from './PostThumbnail';
import { useCategoryLabel } from './useCategoryLabel';

// The picture's width: the whole container on small screens, 1.1 of 2.1 columns from 900 px.
const FEATURED_SIZES = '(min-width: 1200px) 595px, (min-width: 900px) 50vw, calc(100vw - 32px)';

/** The blog list's highlighted post: a large picture beside its title, excerpt and link. */
export function FeaturedPost({ post }: { post: CardPost }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const label = useCategoryLabel();
  const href = localHref(lang, `blog/${post.slug}`);
  return (
    <section className={styles.featured} aria-labelledby="featured-post-title">
      {/* The first screen's largest image: preloaded. */}
      <PostThumbnail image={post.thumbnail} sizes={FEATURED_SIZES} className={styles.image} priority />
      <div className={styles.body}>
        <p className={`eyebrow ${styles.eyebrowRow}`}>
          <span className={styles.badge}>{t('featured.label')}</span>
          {post.categories.length ? post.categories.map(label).join(' / ') : t('card.uncategorized')}
        </p>
        <h2 id="featured-post-title" className={styles.title}>
          <a href={href}>{post.title}</a>
        </h2>
        <p className={styles.meta}>
          {post.author ? <span>{t('card.by', { author: post.author })}</span> : null}
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <a href={href} className="button button-primary">
          {t('card.readMore')}
          <span className="visually-hidden"> {t('card.readMoreAbout', { title: post.title })}</span>
        </a>
      </div>
    </section>
  );
}
