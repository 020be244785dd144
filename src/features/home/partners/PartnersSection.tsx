import { useTranslation } from 'next-i18next/pages';
import { PARTNERS, type Partner } from './partners';
import { DeferredCarousel } from '../carousel/DeferredCarousel';
import { SiteImg } from '@/features/media/SiteImg';
import { ANIMATE_ATTRIBUTE } from '../useScrollAnimations';
import { VideoFacade } from '@/features/page-kit/VideoFacade';
import { CONVENTION_VIDEO } from '@/lib/site/media';
import styles from './PartnersSection.module.css';
import type { HomeSectionProps } from '../home-sections';

/**
 * 4 logos, scroll 1, 500 ms, infinite with arrows; fewer logos and no arrows on narrower screens.
 * With our four partners the wide layout shows them all at once (react-slick then renders a plain row).
 * PartnersSection.module.css lays the static row out at the same breakpoints.
 */
export const PARTNER_CAROUSEL_SETTINGS = {
  slidesToShow: 4,
  slidesToScroll: 1,
  speed: 500,
  infinite: true,
  arrows: true,
  dots: false,
  responsive: [
    // Without arrows, dots keep the logos out of view reachable by keyboard (the spec only drops the arrows).
    { breakpoint: 1024, settings: { slidesToShow: 3, arrows: false, dots: true } },
    { breakpoint: 600, settings: { slidesToShow: 2 } },
    { breakpoint: 480, settings: { slidesToShow: 1 } },
  ],
};

function PartnerLogo({ partner }: { partner: Partner }) {
  const { t } = useTranslation('home');
  return <SiteImg className={styles.logo} image={partner.logo} alt={t('partners.logoAlt', { name: partner.name })} />;
}

/** The logos as list items (static row) or as react-slick's slides, which must be divs. */
function partnerSlots(Slot: 'li' | 'div') {
  return PARTNERS.map((partner) => (
    <Slot key={partner.id} className={styles.slot}>
      <div className={styles.cell}>
        <PartnerLogo partner={partner} />
      </div>
    </Slot>
  ));
}

export function PartnersSection({ className = '' }: HomeSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section className={`section ${className}`} aria-labelledby="partners-title">
      <div className="container">
        <span className="eyebrow">{t('partners.eyebrow')}</span>
        <h2 id="partners-title">{t('partners.title')}</h2>

        {/* Small screens: a plain grid. Medium and up: the logo carousel, loaded as it nears the viewport (a
            hidden carousel never does). CSS shows exactly one of them. */}
        <ul className={styles.grid} aria-label={t('partners.listLabel')}>
          {PARTNERS.map((partner) => (
            <li key={partner.id} className={styles.cell}>
              <PartnerLogo partner={partner} />
            </li>
          ))}
        </ul>
        <div className={styles.carousel}>
          <DeferredCarousel
            label={t('partners.listLabel')}
            settings={PARTNER_CAROUSEL_SETTINGS}
            placeholder={
              <ul className={styles.static} aria-label={t('partners.listLabel')}>
                {partnerSlots('li')}
              </ul>
            }
          >
            {partnerSlots('div')}
          </DeferredCarousel>
        </div>

        <p className={styles.disclaimer}>{t('partners.disclaimer')}</p>

        <div className={styles.convention} {...{ [ANIMATE_ATTRIBUTE]: 'fade-up' }}>
          <div>
            <span className="eyebrow">{t('partners.convention.eyebrow')}</span>
            <h3 className={styles.conventionTitle}>{t('partners.convention.title')}</h3>
            <p className={styles.conventionText}>{t('partners.convention.text')}</p>
          </div>
          <VideoFacade
            video={CONVENTION_VIDEO.video}
            title={t('partners.convention.videoTitle')}
            playLabel={t('partners.convention.play')}
            notice={t('partners.convention.notice')}
            poster={CONVENTION_VIDEO.poster}
          />
        </div>
      </div>
    </section>
  );
}
