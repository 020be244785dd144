import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { Picture } from '@/features/media/Picture';
import { useLang } from '@/lib/i18n/useLang';
import type { CardPost } from './post-card-model';
import styles from './FeaturedPost.module.css';
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
      {post.thumbnail ? (
        // Decorative: the heading beside it names the post. The first screen's largest image: preloaded.
        <Picture image={post.thumbnail} sizes={FEATURED_SIZES} alt="" className={styles.image} priority />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
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
