import { useTranslation } from 'next-i18next/pages';
import { requireBuildOnly } from '@/page-pipeline/react/build-only';
import { Static } from '@/page-pipeline/react/Static';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { useLang } from '@/lib/i18n/useLang';
import type { BlogDataPage } from './card-page-json';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './BlogList.module.css';
import type { CardPost } from './post-card-model';
import { ALL_CATEGORIES } from './categories';
import { CategoryTabs } from './CategoryTabs';
import { FeaturedPost } from './FeaturedPost';
import { NoPosts } from './NoPosts';
import { LIST_ANCHOR } from './list-pages';
import { NewsletterBanner } from './NewsletterBanner';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

export type BlogListProps = {
  /** Which page of the list this is (1-based): /{lang}/blog, then /{lang}/blog/page/{n}. */
  page: number;
  /**
   * Everything the list shows (docs/decisions/0026-build-only-page-data.md): its tabs, cards and page links are
   * links to pre-rendered pages (docs/decisions/0035-blog-list-pages-are-links.md), so nothing of it is hydrated.
   */
  buildOnly?: {
    /** Page 1 only: the featured post (none when the CMS marks none). */
    featured: CardPost | null;
    cards: BlogDataPage;
    /** The language's categories, each a tab. */
    categories: string[];
  };
};

/** One page of the blog list: featured post (page 1), category tabs, six cards, page links, newsletter banner. */
export function BlogList({ page, buildOnly }: BlogListProps) {
  const { t } = useTranslation('blog');
  return (
    <InnerPage namespace="blog" titleSuffix={page > 1 ? () => t('pagination.page', { page }) : undefined}>
      <Static className="section">
        <ListBody content={buildOnly} />
      </Static>
      <div className={`container ${styles.newsletter}`}>
        <NewsletterBanner />
      </div>
    </InnerPage>
  );
}

/** The list as built: rendered at build time only. */
function ListBody({ content }: { content: BlogListProps['buildOnly'] }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const { featured, cards, categories } = requireBuildOnly(content);
  return (
    <div className="container">
      {featured ? <FeaturedPost post={featured} /> : null}
      <section aria-labelledby={LIST_ANCHOR}>
        <h2 id={LIST_ANCHOR} className={styles.heading}>
          {t('recent.title')}
        </h2>
        <CategoryTabs lang={lang} categories={[ALL_CATEGORIES, ...categories]} selected={ALL_CATEGORIES} />
        {cards.totalItems === 0 ? (
          <NoPosts />
        ) : (
          <ul className={`${grid.grid} ${grid.cols3}`}>
            {cards.items.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <p className={styles.counter}>
            {cards.totalItems > 0 ? t('pagination.results', { from: cards.from, to: cards.to, total: cards.totalItems }) : null}
          </p>
          <Pagination lang={lang} page={cards.page} totalPages={cards.totalPages} />
        </div>
      </section>
    </div>
  );
}
