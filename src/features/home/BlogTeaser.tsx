import { useTranslation } from 'next-i18next/pages';
import { requireBuildOnly } from '@/page-pipeline/react/build-only';
import { Icon } from '@/features/layout/Icon';
import type { CardPost } from '@/features/blog/post-card-model';
import { PostCard } from '@/features/blog/PostCard';
import grid from '@/features/page-kit/CardGrid.module.css';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import styles from './BlogTeaser.module.css';

// The thumbnails' width: one column, then three from 768 px (of a container of at most 1136 px).
const TEASER_SIZES = '(min-width: 1200px) 368px, (min-width: 768px) 31vw, calc(100vw - 32px)';

/**
 * The newest posts, as the blog shows them (its own PostCard), or an empty state before any is published. Static:
 * the posts are build-only page data (docs/decisions/0026-build-only-page-data.md).
 */
export function BlogTeaser({ posts: builtPosts }: { posts: readonly CardPost[] | undefined }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const posts = requireBuildOnly(builtPosts);
  return (
    <section className="section" aria-labelledby="blog-teaser-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <span className="eyebrow">{t('blog.eyebrow')}</span>
            <h2 id="blog-teaser-title">{t('blog.title')}</h2>
            <p className={styles.lead}>{t('blog.lead')}</p>
          </div>
          <a href={localHref(lang, 'blog')} className="button button-secondary">
            {t('blog.viewAll')}
            <Icon name="arrowRight" size={18} />
          </a>
        </div>
        {posts.length === 0 ? (
          <p className={styles.empty}>{t('blog.empty')}</p>
        ) : (
          <ul className={`${grid.grid} ${styles.grid}`}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} sizes={TEASER_SIZES} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
