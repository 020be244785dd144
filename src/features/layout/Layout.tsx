import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CookieBanner } from '@/features/consent/CookieBanner';
import type { SearchEntry } from '@/features/search/SearchEntry';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

type Props = {
  children: ReactNode;
  /** Given on pages the site search indexes (posts, service and company pages): their entry in the results. */
  search?: SearchEntry;
};

export function Layout({ children, search }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {/* First after the skip link: a keyboard reaches the consent choice within a few Tabs. */}
      <CookieBanner />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className={styles.main}
        data-pagefind-body={search && ''}
        data-pagefind-meta={search && `title:${search.title}`}
        data-pagefind-default-meta={search && `section:${search.section}`}
      >
        {children}
      </main>
      <Footer />
    </>
  );
}
