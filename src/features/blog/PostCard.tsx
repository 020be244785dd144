import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { Ref } from 'react';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { CardPost } from './card-post';
import styles from './PostCard.module.css';
import { useCategoryLabel } from './useCategoryLabel';

type Props = {
  post: CardPost;
  /** The side box of the post page: thumbnail, title and date only. */
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The title link, so a list can move focus to a card it just appended. */
  linkRef?: Ref<HTMLAnchorElement>;
};

/** One post card, shared by the blog list, the category screen and the recommendations. */
export function PostCard({ post, compact = false, headingLevel = 'h3', linkRef }: Props) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const label = useCategoryLabel();
  const href = localHref(lang, `blog/${post.slug}`);
  const categories = post.categories.length ? post.categories.map(label).join(' / ') : t('card.uncategorized');
  const Heading = headingLevel;
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      {post.thumbnail ? (
        // Decorative: the title next to it names the post. Plain <img>: the images are already local files.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.thumbnail} src={post.thumbnail} alt="" width={640} height={400} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {compact ? null : <p className={styles.categories}>{categories}</p>}
        <Heading className={styles.title}>
          <Link href={href} ref={linkRef} className={styles.titleLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {!compact && post.author ? <span>{t('card.by', { author: post.author })}</span> : null}
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        {compact ? null : (
          <>
            <p className={styles.excerpt}>{post.excerpt}</p>
            <Link href={href} className={styles.readMore}>
              {t('card.readMore')}
              <span className="visually-hidden"> {t('card.readMoreAbout', { title: post.title })}</span>
            </Link>
          </>
        )}
      </div>
    </article>
  );
}
