import { useTranslation } from 'next-i18next/pages';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, listFrom, type ItemDef } from '@/features/page-kit/features';
import { Illustration } from '@/features/page-kit/Illustration';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { PageSection } from '@/features/page-kit/PageSection';
import { Paragraphs } from '@/features/page-kit/Paragraphs';
import { VideoFacade } from '@/features/page-kit/VideoFacade';
import { ALLIANCES } from './alliances';
import { CONVENTION_VIDEO } from '@/lib/site/media';
import { Figures } from './Figures';
import { Team } from './Team';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './AboutUsPage.module.css';

const NS = 'about-us';

const PRINCIPLES = [
  { id: 'mission', icon: 'compass' },
  { id: 'vision', icon: 'target' },
  { id: 'independent', icon: 'scale' },
  { id: 'certified', icon: 'graduation' },
] as const satisfies readonly ItemDef[];

export function AboutUsPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <PageSection
        id="welcome"
        eyebrow={t('welcome.eyebrow')}
        title={t('welcome.title')}
        aside={<Illustration name="about-us/welcome" />}
        body={<Paragraphs items={listFrom(t('welcome.paragraphs', { returnObjects: true }))} />}
      />
      <PageSection id="principles" tone="alt" title={t('principles.title')}>
        <FeatureGrid items={featuresFrom(t('principles', { returnObjects: true }), PRINCIPLES)} columns={4} />
      </PageSection>
      <Figures />
      <Team />
      <PageSection id="convention" tone="alt" interactive eyebrow={t('convention.eyebrow')} title={t('convention.title')}>
        <div className={styles.convention}>
          <div className={styles.prose}>
            <Paragraphs items={listFrom(t('convention.paragraphs', { returnObjects: true }))} />
          </div>
          <VideoFacade
            video={CONVENTION_VIDEO.video}
            poster={CONVENTION_VIDEO.poster}
            title={t('convention.video.title')}
            playLabel={t('convention.video.play')}
            notice={t('convention.video.notice')}
          />
        </div>
      </PageSection>
      <PageSection id="alliances" eyebrow={t('alliances.eyebrow')} title={t('alliances.title')} lead={t('alliances.lead')}>
        <ul className={`${grid.grid} ${styles.alliances}`} role="list">
          {ALLIANCES.map((partner) => (
            <li key={partner.id} className={styles.partner}>
              <span className={styles.monogram} aria-hidden="true">
                {partner.monogram}
              </span>
              <div>
                <h3 className={styles.partnerName}>{partner.name}</h3>
                <p className={styles.partnerText}>{t(`alliances.items.${partner.id}`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.disclaimer}>{t('alliances.disclaimer')}</p>
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
