import { useTranslation } from 'next-i18next/pages';
import { REOPEN_CONSENT_ATTRIBUTE } from '@/features/consent/ConsentContext';
import { requireBuildOnly } from '@/page-pipeline/react/build-only';
import { Static } from '@/page-pipeline/react/Static';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref, FOOTER_LEGAL_DOCUMENTS } from '@/lib/site/documents';
import { HEADQUARTERS } from '@/lib/site/company';
import { telHref } from '@/lib/site/tel';
import { DUTY_PAGES, servicePagesFor } from '@/lib/routes';
import { Icon } from './Icon';
import { LegalDisclaimer } from './LegalDisclaimer';
import { Logo } from './Logo';
import { MAIN_NAVIGATION } from './navigation';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

/**
 * The duties' facts, required only outside the browser bundle: an import would put them in every page's script
 * (webpack keeps an imported module even when only dead code reads it; the constant condition drops the require).
 */
const DUTIES: typeof import('@/lib/site/duties') | undefined = process.env.BROWSER_BUNDLE
  ? undefined
  : // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@/lib/site/duties');

/** Built static: nothing in it hydrates; its cookie-settings button is answered by the consent provider. */
export function Footer() {
  return (
    <Static as="footer" className={styles.footer}>
      {/* Left out of the browser bundle, which never renders it (Static.tsx). */}
      {process.env.BROWSER_BUNDLE ? null : <FooterContent />}
    </Static>
  );
}

/**
 * What the footer holds, rendered at build time only: the browser never runs it, so its texts need not be in the
 * page's data (no browser script names them: src/page-pipeline/export/texts-the-browser-reads.ts).
 */
function FooterContent() {
  const { COMPLAINTS, PUBLIC_REGISTERS, WHISTLEBLOWING } = requireBuildOnly(DUTIES);
  const { t } = useTranslation('common');
  const lang = useLang();
  const year = process.env.NEXT_PUBLIC_BUILD_YEAR;

  return (
    <>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-hq">
          <Logo inverted />
          <h2 id="footer-hq" className={styles.heading}>
            {t('footer.headquarters')}
          </h2>
          <address className={styles.address}>
            <span>
              {/* One text node each, not pieces React joins with <!-- --> markers: the footer is in every page's first round trip. */}
              <Icon name="pin" size={18} />
              {` ${HEADQUARTERS.street}, ${HEADQUARTERS.postalCode} ${HEADQUARTERS.city}`}
            </span>
            <a href={telHref(HEADQUARTERS.phone)}>
              <Icon name="phone" size={18} />
              {` ${HEADQUARTERS.phone}`}
            </a>
            <a href={`mailto:${HEADQUARTERS.email}`}>
              <Icon name="mail" size={18} />
              {` ${HEADQUARTERS.email}`}
            </a>
          </address>
          <a href={localHref(lang, 'contact', 'contact')} className="button button-light">
            {t('header.requestContact')}
          </a>
        </section>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {t('footer.services')}
          </h2>
          <ul className={styles.links}>
            {servicePagesFor(lang).map((page) => (
              <li key={page}>
                <a href={localHref(lang, page)}>{t(`services.${page}.label`)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {MAIN_NAVIGATION.map(({ page, label, footerLabel }) => (
              <li key={page}>
                <a href={localHref(lang, page)}>{t(footerLabel ?? label)}</a>
              </li>
            ))}
            <li>
              <a href={localHref(lang, 'careers')}>{t('footer.careers')}</a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t('footer.events')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={documentHref(lang, 'events-calendar')} target="_blank" rel="noopener">
                {t('footer.documents.events-calendar')}
                <span className="visually-hidden">{` (${t('pdfNewTab')})`}</span>
              </a>
            </li>
            <li>
              <a href={localHref(lang, 'financial-planning', 'workshops')}>{t('footer.workshops')}</a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.links}>
            {FOOTER_LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc}>
                <a href={documentHref(lang, doc)} target="_blank" rel="noopener">
                  {t(`footer.documents.${doc}`)}
                  <span className="visually-hidden">{` (${t('pdfNewTab')})`}</span>
                </a>
              </li>
            ))}
            {/* Built hidden, keeping its room: only the consent provider answers it, and shows it once it does. */}
            <li hidden className={styles.awaitsScripts}>
              <button type="button" className={styles.linkButton} {...{ [REOPEN_CONSENT_ATTRIBUTE]: '' }}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            {/* The whistleblowing page is linked from the channel's own section below. */}
            {DUTY_PAGES.filter((page) => page !== 'whistleblowing').map((page) => (
              <li key={page}>
                <a href={localHref(lang, page)}>{t(`footer.${page}`)}</a>
              </li>
            ))}
            {/* Portugal: every business serving consumers shows the electronic complaints book. */}
            {lang === 'pt' ? (
              <li>
                <a href={COMPLAINTS.complaintsBook} target="_blank" rel="noopener">
                  {t('footer.complaintsBook')}
                  <span className="visually-hidden">{` (${t('footer.newTab')})`}</span>
                </a>
              </li>
            ) : null}
          </ul>
          {/* Spain's Ley 2/2023 art. 25: the channel in a separate, easily identified section of every page. */}
          <h2 className={styles.heading}>{t('footer.whistleblowing')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={WHISTLEBLOWING.channelUrl}>{t('footer.whistleblowingChannel')}</a>
            </li>
            <li>
              <a href={localHref(lang, 'whistleblowing')}>{t('footer.whistleblowingAbout')}</a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t('header.followUs')}</h2>
          <SocialLinks label={t('header.followUs')} tone="light" />
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <LegalDisclaimer registers={PUBLIC_REGISTERS} />
        <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
      </div>
    </>
  );
}
