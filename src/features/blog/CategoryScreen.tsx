import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/features/layout/Icon';
import { CATEGORY_PAGE_SIZE } from './page-sizes';
import { PageIntro } from '@/features/layout/PageIntro';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { categoryPagePath, fetchBlogPage, type BlogDataPage } from './card-page-json';
import { BlogFrame } from './BlogFrame';
import { categoryDescription, categoryLabel } from './categories';
import styles from './CategoryScreen.module.css';
import { FetchStatus } from './FetchStatus';
import { PostCard } from './PostCard';

// The cards of the first row sit in the first screen at desktop widths (up to three columns): no lazy loading.
const FIRST_ROW = 3;

export type CategoryScreenProps = {
  category: string;
  /** Page 1 (CATEGORY_PAGE_SIZE cards), rendered into the HTML; 'show more' appends the next pages from the build's JSON. */
  firstPage: BlogDataPage;
};

type MoreState = { status: 'idle' | 'loading' | 'error' };

/** Spec: the button hides when a fetched page holds fewer than a full page, or there is no next page. */
export function hasMore(pages: readonly BlogDataPage[], pageSize: number): boolean {
  const last = pages[pages.length - 1];
  return last.page < last.totalPages && last.items.length >= pageSize;
}

/** One category's posts: name, description, a way back to the blog, cards and 'show more'. */
export function CategoryScreen({ category, firstPage }: CategoryScreenProps) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const [pages, setPages] = useState<BlogDataPage[]>([firstPage]);
  const [more, setMore] = useState<MoreState>({ status: 'idle' });
  // The first card of the last appended page receives focus, so keyboard users continue where the new posts start.
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  const appended = pages.length > 1;
  useEffect(() => {
    if (appended) firstNewLink.current?.focus();
  }, [pages.length, appended]);

  const name = categoryLabel(t, category);
  const description = categoryDescription(t, category);

  const loadMore = async () => {
    setMore({ status: 'loading' });
    const next = pages[pages.length - 1].page + 1;
    try {
      const page = await fetchBlogPage(categoryPagePath(lang, category, next));
      setPages((current) => (current.some((loaded) => loaded.page === page.page) ? current : [...current, page]));
      setMore({ status: 'idle' });
    } catch (error) {
      console.warn(`More posts could not be loaded: ${(error as Error).message}`);
      setMore({ status: 'error' });
    }
  };

  const lastIndex = pages.length - 1;
  return (
    <BlogFrame
      title={t('category.metaTitle', { category: name })}
      description={description || t('meta.description')}
      crumb={{ name, page: `blog/category/${category}` }}
    >
      <PageIntro eyebrow={t('intro.title')} title={name} lead={description || undefined}>
        <a href={localHref(lang, 'blog')} className={styles.back}>
          <Icon name="arrowRight" size={18} className={styles.flip} />
          {t('category.back')}
        </a>
      </PageIntro>
      <div className="section">
        <div className="container">
          {firstPage.items.length === 0 ? (
            <FetchStatus status="empty" />
          ) : (
            <ul className={styles.grid}>
              {pages.flatMap((page, pageIndex) =>
                page.items.map((post, index) => (
                  <li key={post.slug}>
                    <PostCard
                      post={post}
                      headingLevel="h2"
                      linkRef={pageIndex === lastIndex && pageIndex > 0 && index === 0 ? firstNewLink : undefined}
                      eager={pageIndex === 0 && index < FIRST_ROW}
                    />
                  </li>
                )),
              )}
            </ul>
          )}
          <p className="visually-hidden" aria-live="polite">
            {appended ? t('category.loadedMore', { count: pages[lastIndex].items.length }) : ''}
          </p>
          {more.status === 'error' ? <FetchStatus status="error" onRetry={loadMore} /> : null}
          {more.status !== 'error' && hasMore(pages, CATEGORY_PAGE_SIZE) ? (
            <div className={styles.more}>
              <button type="button" className="button button-secondary" onClick={loadMore} disabled={more.status === 'loading'}>
                {more.status === 'loading' ? t('status.loading') : t('category.showMore')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </BlogFrame>
  );
}
