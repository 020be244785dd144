import { useRouter, type NextRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import { built } from '@/features/islands/build-only';
import { Static } from '@/features/islands/Static';
import { InnerPage } from '@/features/pages/InnerPage';
import type { Lang } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { fetchBlogPage, listPagePath, type BlogDataPage } from './card-page-json';
import styles from './BlogList.module.css';
import type { CardPost } from './post-card-model';
import { ALL_CATEGORIES } from './categories';
import { CategoryTabs, tabId } from './CategoryTabs';
import { FeaturedPost } from './FeaturedPost';
import { FetchStatus } from './FetchStatus';
import { addressNamesView, queryOfView, totalPagesOf, viewFromQuery, type ListView } from './list-query';
import { NewsletterBanner } from './NewsletterBanner';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import type { CategoryTotal } from './card-pages';

/** Page 1 of 'all' as the browser knows it: where it stands, without its cards (they are in the HTML). */
export type FirstPageSummary = Omit<BlogDataPage, 'items'>;

export type BlogListProps = {
  /** Page 1 of 'all', rendered into the HTML; every other page is fetched from the build's JSON. */
  firstPage: FirstPageSummary;
  totals: CategoryTotal[];
  /**
   * What only the static parts render (docs/decisions/0026-build-only-page-data.md): the featured post and the
   * cards of page 1. The browser keeps them as built until the visitor picks another page or category; page 1
   * shown again later comes from the build's JSON like any other.
   */
  buildOnly?: { featured: CardPost | null; firstCards: CardPost[] };
};

const PANEL_ID = 'blog-posts-panel';

/** Loaded pages by file path; a path that failed is remembered until the visitor retries. */
type Loaded = { pages: Record<string, BlogDataPage>; failed: Record<string, true> };

/**
 * Puts a view in the URL. Each page is an entry in the history (Back returns to the previous page; Next's router
 * restores the query); a category tab replaces the entry, so arrowing through the tabs does not fill the history.
 */
function showView(router: NextRouter, lang: Lang, view: ListView, history: 'push' | 'replace') {
  const { locale: _locale, category: _category, page: _page, ...other } = router.query;
  const url = { pathname: router.pathname, query: { ...other, locale: lang, ...queryOfView(view) } };
  void router[history](url, undefined, { shallow: true, scroll: false });
}

/** The blog list: featured post, category tabs, a page of cards with pagination, newsletter banner. */
export function BlogList({ firstPage, totals, buildOnly }: BlogListProps) {
  const { t } = useTranslation('blog');
  const lang = useLang();
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The URL holds the view (shareable, restored on load); before hydration finishes it is page 1 of 'all'.
  const view = viewFromQuery(router.isReady ? router.query : {}, totals);
  const path = listPagePath(lang, view.category, view.page);
  const [loaded, setLoaded] = useState<Loaded>({ pages: {}, failed: {} });
  // The panel shows the built cards of page 1 until the view first changes (a shared link to page 2 changes it
  // right after hydration).
  const isFirstPage = view.category === ALL_CATEGORIES && view.page === 1;
  const [showsBuilt, setShowsBuilt] = useState(true);
  // Set while rendering (React's pattern for state that follows a change of props), so no frame shows stale cards.
  if (showsBuilt && !isFirstPage) setShowsBuilt(false);
  const builtShown = showsBuilt && isFirstPage;
  const fetched = builtShown ? undefined : loaded.pages[path];
  const data: FirstPageSummary | undefined = builtShown ? firstPage : fetched;
  const failed = !builtShown && loaded.failed[path] === true;

  useEffect(() => {
    if (data || failed) return;
    const controller = new AbortController();
    fetchBlogPage(path, controller.signal).then(
      (page) => setLoaded((current) => ({ ...current, pages: { ...current.pages, [path]: page } })),
      (error: Error) => {
        if (controller.signal.aborted) return;
        console.warn(`Blog posts could not be loaded: ${error.message}`);
        setLoaded((current) => ({ ...current, failed: { ...current.failed, [path]: true } }));
      },
    );
    return () => controller.abort();
  }, [path, data, failed]);

  const show = (next: ListView, history: 'push' | 'replace') => showView(router, lang, next, history);

  // The address always names the view shown (see addressNamesView), so a shared link and the language selector
  // carry it.
  const rewrite = router.isReady && !addressNamesView(router.asPath, view);
  const { category, page } = view;
  useEffect(() => {
    if (rewrite) showView(router, lang, { category, page }, 'replace');
  }, [rewrite, router, lang, category, page]);

  const changePage = (page: number) => {
    show({ ...view, page }, 'push');
    // The reader continues at the top of the new page, not at the pagination below it (which may have just
    // disabled the button that had focus).
    headingRef.current?.focus();
  };

  const retry = () =>
    setLoaded((current) => {
      const { [path]: _dropped, ...failedOthers } = current.failed;
      return { ...current, failed: failedOthers };
    });

  const totalPages = data?.totalPages ?? totalPagesOf(totals, view.category);
  const categories = totals.map((entry) => entry.category);

  return (
    <InnerPage namespace="blog">
      <div className="section">
        <div className="container">
          <Static>
            <Featured post={buildOnly?.featured} />
          </Static>
          <section aria-labelledby="recent-posts-title">
            <h2 id="recent-posts-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
              {t('recent.title')}
            </h2>
            <CategoryTabs
              categories={categories}
              selected={view.category}
              panelId={PANEL_ID}
              onSelect={(category) => show({ category, page: 1 }, 'replace')}
            />
            <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(view.category)} aria-busy={!data && !failed}>
              {failed ? (
                <FetchStatus status="error" onRetry={retry} />
              ) : !data ? (
                <FetchStatus status="loading" />
              ) : data.totalItems === 0 ? (
                <FetchStatus status="empty" />
              ) : fetched ? (
                <CardGrid posts={fetched.items} />
              ) : (
                <Static>
                  <BuiltCards posts={buildOnly?.firstCards} />
                </Static>
              )}
            </div>
            <div className={styles.footer}>
              <p className={styles.counter} aria-live="polite">
                {data && data.totalItems > 0
                  ? t('pagination.results', { from: data.from, to: data.to, total: data.totalItems })
                  : null}
              </p>
              <Pagination page={view.page} totalPages={totalPages} onChange={changePage} />
            </div>
          </section>
        </div>
      </div>
      <div className={`container ${styles.newsletter}`}>
        <NewsletterBanner />
      </div>
    </InnerPage>
  );
}

function CardGrid({ posts }: { posts: CardPost[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

/** Page 1's cards, rendered at build time only. */
function BuiltCards({ posts }: { posts: CardPost[] | undefined }) {
  return <CardGrid posts={built(posts)} />;
}

/** The featured post, rendered at build time only (none when the CMS marks none). */
function Featured({ post }: { post: CardPost | null | undefined }) {
  const featured = built(post);
  return featured ? <FeaturedPost post={featured} /> : null;
}
