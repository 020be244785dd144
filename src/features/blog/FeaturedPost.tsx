import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { CardPost } from './card-post';
import styles from './FeaturedPost.module.css';
import { useCategoryLabel } from './useCategoryLabel';

/** The blog list's highlighted post: a large picture beside its title, excerpt and link. */
export function FeaturedPost({ post }: { post: CardPost }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const label = useCategoryLabel();
  const href = localHref(lang, `blog/${post.slug}`);
  return (
    <section className={styles.featured} aria-labelledby="featured-post-title">
      {post.thumbnail ? (
        // Decorative: the heading beside it names the post.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={post.thumbnail} alt="" width={640} height={400} />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.eyebrow}>
          <span className={styles.badge}>{t('featured.label')}</span>
          {post.categories.length ? post.categories.map(label).join(' / ') : t('card.uncategorized')}
        </p>
        <h2 id="featured-post-title" className={styles.title}>
          <Link href={href}>{post.title}</Link>
        </h2>
        <p className={styles.meta}>
          {post.author ? <span>{t('card.by', { author: post.author })}</span> : null}
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link href={href} className="button button-primary">
          {t('card.readMore')}
          <span className="visually-hidden"> {t('card.readMoreAbout', { title: post.title })}</span>
        </Link>
      </div>
    </section>
  );
}
