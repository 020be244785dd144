import { useTranslation } from 'next-i18next/pages';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { PageSection } from '@/features/page-kit/PageSection';
import type { Lang } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { BRAND, HEADQUARTERS } from '@/lib/site/facts';
import { COMPLAINTS, type Market } from '@/lib/site/duties';
import { ComplaintForm } from './ComplaintForm';
import styles from './ComplaintsPage.module.css';

const NS = 'complaints';

/** The market a language's visitors most likely bought in comes first; English pages follow the Spanish order. */
const FIRST_MARKET: Record<Lang, Market> = { es: 'ES', en: 'ES', pt: 'PT', it: 'IT' };

/** Who handles complaints and how to reach them: the department's address, the post, this page's form. */
function Channels() {
  const { t } = useTranslation(NS);
  const { email } = COMPLAINTS.department;
  return (
    <ul className={styles.channels}>
      <li>
        {t('who.email')} <a href={`mailto:${email}`}>{email}</a>
      </li>
      <li>
        {t('who.post')} {t('who.postName')}, {BRAND.legalName}, {HEADQUARTERS.street}, {HEADQUARTERS.postalCode} {HEADQUARTERS.city}
      </li>
      <li>{t('who.form')}</li>
    </ul>
  );
}

/**
 * Per market: the answer time, where to turn next (the insurance supervisor for insurance, the bank supervisor's
 * complaints service for loans and mortgages), and in Portugal the electronic complaints book.
 */
function Markets() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const markets = [...COMPLAINTS.markets].sort((a, b) => Number(b.market === FIRST_MARKET[lang]) - Number(a.market === FIRST_MARKET[lang]));
  const newTab = <span className="visually-hidden"> ({t('markets.newTab')})</span>;
  return (
    <ul className={styles.markets}>
      {markets.map(({ market, answer, supervisors }) => (
        <li key={market} className={styles.market}>
          <h3>{t(`markets.${market}`)}</h3>
          <p>{t(`markets.answer_${answer.unit}`, { count: answer.count })}</p>
          <p>{t('markets.escalation')}</p>
          <ul className={styles.supervisors}>
            {supervisors.map(({ products, name, url }) => (
              <li key={products}>
                {t(`markets.${products}`)}{' '}
                <a href={url} target="_blank" rel="noopener">
                  {name}
                  {newTab}
                </a>
              </li>
            ))}
          </ul>
          {market === 'PT' ? (
            <>
              <p>{t('markets.book')}</p>
              <p>
                <a href={COMPLAINTS.complaintsBook} target="_blank" rel="noopener">
                  {t('markets.bookLink')}
                  {newTab}
                </a>
              </p>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ComplaintsPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <PageSection id="who" title={t('who.title')} lead={t('who.lead')} body={<Channels />} />
      <PageSection id="markets" tone="alt" title={t('markets.title')} lead={t('markets.lead')}>
        <Markets />
      </PageSection>
      <PageSection id="complaint" anchor title={t('form.title')} lead={t('form.lead')} interactive>
        <ComplaintForm labelledBy="complaint-title" />
      </PageSection>
    </InnerPage>
  );
}
