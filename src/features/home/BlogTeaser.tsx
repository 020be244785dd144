import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import styles from './BlogTeaser.module.css';

/** What the home page needs of a post; the blog's content layer maps its posts to this in getStaticProps. */
export type BlogTeaserPost = {
  title: string;
  slug: string;
  /** ISO 8601 publish date. */
  date: string;
  /** Plain-text excerpt, already shortened. */
  excerpt: string;
  /** Thumbnail URL (same-origin or data:, the CSP allows nothing else), or null for no picture. */
  thumbnail: string | null;
};

/** Spec: day numeric, short month, year, in the page language. */
export function formatPostDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_TAGS[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function BlogTeaser({ posts }: { posts: readonly BlogTeaserPost[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section className="section" aria-labelledby="blog-teaser-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <span className="eyebrow">{t('blog.eyebrow')}</span>
            <h2 id="blog-teaser-title">{t('blog.title')}</h2>
            <p className={styles.lead}>{t('blog.lead')}</p>
          </div>
          <Link href={localHref(lang, 'blog')} className="button button-secondary">
            {t('blog.viewAll')}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
        {posts.length === 0 ? (
          <p className={styles.empty}>{t('blog.empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {posts.map((post) => (
              <li key={post.slug}>
                <article className={styles.card}>
                  {post.thumbnail ? (
                    <Image className={styles.thumbnail} src={post.thumbnail} width={480} height={270} alt="" loading="lazy" />
                  ) : null}
                  <div className={styles.body}>
                    <time dateTime={post.date} className={styles.date}>
                      {formatPostDate(post.date, lang)}
                    </time>
                    <h3 className={styles.title}>
                      <Link href={localHref(lang, `blog/${post.slug}`)}>{post.title}</Link>
                    </h3>
                    <p className={styles.excerpt}>{post.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
