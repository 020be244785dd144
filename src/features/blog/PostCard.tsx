import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { CardPost } from './post-card-model';
import styles from './PostCard.module.css';
import { PostThumbnail } from './PostThumbnail';
import { useCategoryLabel } from './useCategoryLabel';

type Props = {
  post: CardPost;
  /** The side box of the post page: thumbnail, title and date only. */
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The thumbnail's width in a grid other than the blog's (the `sizes` attribute). */
  sizes?: string;
  /** A card in the first screen: its thumbnail loads at once instead of lazily. */
  eager?: boolean;
};

// Thumbnail widths in the layout: the blog grids (1, 2 then 3-4 columns of a 1136 px container) and the side box.
const CARD_SIZES = '(min-width: 1024px) 363px, (min-width: 640px) 46vw, calc(100vw - 32px)';
const COMPACT_SIZES = '88px';

/** One post card, shared by the blog list, the category screen and the recommendations. */
export function PostCard(props: Props) {
  const { post, compact = false, headingLevel = 'h3', sizes = CARD_SIZES, eager = false } = props;
  const { t } = useTranslation('blog');
  const lang = useLang();
  const label = useCategoryLabel();
  const href = localHref(lang, `blog/${post.slug}`);
  const categories = post.categories.length ? post.categories.map(label).join(' / ') : t('card.uncategorized');
  const Heading = headingLevel;
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <PostThumbnail image={post.thumbnail} sizes={compact ? COMPACT_SIZES : sizes} className={styles.thumbnail} eager={eager} />
      <div className={styles.body}>
        {compact ? null : <p className={styles.categories}>{categories}</p>}
        <Heading className={styles.title}>
          <a href={href} className={styles.titleLink}>
            {post.title}
          </a>
        </Heading>
        <p className={styles.meta}>
          {!compact && post.author ? <span>{t('card.by', { author: post.author })}</span> : null}
          <time dateTime={post.date}>{post.dateLabel}</time>
        </p>
        {compact ? null : (
          <>
            <p className={styles.excerpt}>{post.excerpt}</p>
            <a href={href} className={styles.readMore}>
              {t('card.readMore')}
              <span className="visually-hidden"> {t('card.readMoreAbout', { title: post.title })}</span>
            </a>
          </>
        )}
      </div>
    </article>
  );
}
