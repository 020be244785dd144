import { useTranslation } from 'next-i18next/pages';
import { requireBuildOnly } from '@/page-pipeline/react/build-only';
import { Static } from '@/page-pipeline/react/Static';
import { Icon } from '@/features/layout/Icon';
import { PageIntro } from '@/features/layout/PageIntro';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import type { BlogDataPage } from './card-page-json';
import { BlogFrame } from './BlogFrame';
import listStyles from './BlogList.module.css';
import { categoryDescription, categoryLabel } from './categories';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './CategoryScreen.module.css';
import { NoPosts } from './NoPosts';
import { LIST_ANCHOR } from './list-pages';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

// The cards of the first row sit in the first screen at desktop widths (up to three columns): no lazy loading.
const FIRST_ROW = 3;

export type CategoryScreenProps = {
  category: string;
  /** Which page of the category (1-based): /{lang}/blog/category/{category}, then …/page/{n}. */
  page: number;
  /**
   * Its cards (CATEGORY_PAGE_SIZE) and totals, rendered at build time only: the page links are links to
   * pre-rendered pages, so nothing of the list is hydrated (docs/decisions/0044-barriers-of-the-accessibility-walk.md,
   * as 0035-blog-list-pages-are-links.md for the blog list).
   */
  buildOnly?: { cards: BlogDataPage };
};

/** One page of a category's posts: name, description, a way back to the blog, cards and page links. */
export function CategoryScreen({ category, page, buildOnly }: CategoryScreenProps) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const name = categoryLabel(t, category);
  const description = categoryDescription(t, category);
  const title = t('category.metaTitle', { category: name });
  return (
    <BlogFrame
      title={page > 1 ? `${title} — ${t('pagination.page', { page })}` : title}
      description={description || t('meta.description')}
      crumb={{ name, page: `blog/category/${category}` }}
    >
      <PageIntro eyebrow={t('intro.title')} title={name} lead={description || undefined}>
        <a href={localHref(lang, 'blog')} className={styles.back}>
          <Icon name="arrowRight" size={18} className={styles.flip} />
          {t('category.back')}
        </a>
      </PageIntro>
      <Static className="section">
        <CategoryCards category={category} content={buildOnly} />
      </Static>
    </BlogFrame>
  );
}

/** The page's cards, counter and page links, as built: rendered at build time only. */
function CategoryCards({ category, content }: { category: string; content: CategoryScreenProps['buildOnly'] }) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const { cards } = requireBuildOnly(content);
  return (
    <div className="container">
      {cards.totalItems === 0 ? (
        <NoPosts />
      ) : (
        <ul id={LIST_ANCHOR} className={`${grid.grid} ${grid.cols4}`}>
          {cards.items.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel="h2" eager={cards.page === 1 && index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      )}
      <div className={listStyles.footer}>
        <p className={listStyles.counter}>
          {cards.totalItems > 0 ? t('pagination.results', { from: cards.from, to: cards.to, total: cards.totalItems }) : null}
        </p>
        <Pagination lang={lang} page={cards.page} totalPages={cards.totalPages} category={category} />
      </div>
    </div>
  );
}
