import { useTranslation } from 'next-i18next/pages';
import { Static } from '@/features/islands/Static';
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

export type HomePageProps = {
  /** The newest posts of the page language, for the blog teaser. */
  posts?: readonly CardPost[];
};

export function HomePage({ posts = [] }: HomePageProps) {
  const { t } = useTranslation('home');
  useScrollAnimations();
  return (
    <Layout>
      <PageHead title={t('meta.title')} description={t('meta.description')} jsonLd={[organizationJsonLd()]} />
      <HeroCarousel />
      <Static>
        <WelcomeBanner />
        <ServicesSection />
        <FiguresSection />
        <PlanningProcess />
      </Static>
      <PartnersSection />
      <PressSection />
      <Static>
        <BlogTeaser posts={posts} />
      </Static>
      <ContactSection
        className="section-alt"
        aside={
          <Static>
            <HomeContactChannels />
          </Static>
        }
      />
    </Layout>
  );
}
