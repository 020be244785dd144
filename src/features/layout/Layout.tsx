import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CookieBanner } from '@/features/consent/CookieBanner';
import type { SearchEntry } from '@/features/search/SearchEntry';
import { HydrationSlice } from '@/page-pipeline/react/HydrateInSlices';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

type Props = {
  children: ReactNode;
  /** Given on pages the site search indexes (posts, service and company pages): their entry in the results. */
  search?: SearchEntry;
};

/**
 * Each part below hydrates in a boundary of its own, so a tap on the header before the page has hydrated does not
 * make React hydrate the content and the footer inside the tap's task
 * (docs/decisions/0063-a-boundary-per-part-of-the-page.md).
 */
export function Layout({ children, search }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {/* First after the skip link: a keyboard reaches the consent choice within a few Tabs. */}
      <HydrationSlice>
        <CookieBanner />
      </HydrationSlice>
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <main
        id="main"
        tabIndex={-1}
        className={styles.main}
        data-pagefind-body={search && ''}
        data-pagefind-meta={search && `title:${search.title}`}
        data-pagefind-default-meta={search && `section:${search.section}`}
      >
        <HydrationSlice>{children}</HydrationSlice>
      </main>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
    </>
  );
}
