import { useTranslation } from 'next-i18next/pages';
import { Static } from '@/page-pipeline/react/Static';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { organizationJsonLd } from './organization-json-ld';
import type { CardPost } from '@/features/blog/post-card-model';
import { BlogTeaser } from './BlogTeaser';
import { ContactSection } from '@/features/contact/ContactSection';
import { HomeContactChannels } from './HomeContactChannels';
import { FiguresSection } from './FiguresSection';
import { HeroCarousel } from './hero/HeroCarousel';
import { PartnersSection } from './partners/PartnersSection';
import { PlanningProcess } from './PlanningProcess';
import { PressSection } from './press/PressSection';
import { ServicesSection } from './ServicesSection';
import { useScrollAnimations } from './useScrollAnimations';
import { WelcomeBanner } from './WelcomeBanner';
import styles from './HomePage.module.css';

export type HomePageProps = {
  /** What only the static sections render: the newest posts of the page language, for the blog teaser. */
  buildOnly?: { posts: readonly CardPost[] };
};

export function HomePage({ buildOnly }: HomePageProps) {
  const { t } = useTranslation('home');
  useScrollAnimations();
  return (
    <Layout>
      <PageHead title={t('meta.title')} description={t('meta.description')} jsonLd={[organizationJsonLd()]} />
      <HeroCarousel />
      <Static>
        {/* Cut from the browser bundle (Static.tsx): their code, and the common texts only they read (the service names). */}
        {process.env.BROWSER_BUNDLE ? null : (
          <>
            <WelcomeBanner className={styles.welcome} />
            <ServicesSection className={styles.services} />
            <FiguresSection className={styles.figures} />
            <PlanningProcess className={styles.planning} />
          </>
        )}
      </Static>
      <PartnersSection className={styles.partners} />
      <PressSection className={styles.press} />
      <Static>
        <BlogTeaser posts={buildOnly?.posts} />
      </Static>
      <ContactSection
        className={`section-alt ${styles.contact}`}
        aside={
          <Static>
            <HomeContactChannels />
          </Static>
        }
      />
    </Layout>
  );
}
