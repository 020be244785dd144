import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CookieBanner } from '@/features/consent/CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {/* First after the skip link: a keyboard reaches the consent choice within a few Tabs. */}
      <CookieBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
