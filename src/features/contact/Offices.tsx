import { useTranslation } from 'next-i18next/pages';
import { OFFICES } from '@/lib/site/facts';
import { NearestOffice } from './NearestOffice';
import { OfficeList } from './OfficeList';

const COUNTRIES = ['ES', 'PT'] as const;

/** The offices section (anchor `#offices`): nearest-office search, then every office by country. */
export function Offices() {
  const { t } = useTranslation('contact');
  return (
    <section id="offices" className="section section-alt" aria-labelledby="offices-title">
      <div className="container">
        <span className="eyebrow">{t('offices.eyebrow')}</span>
        <h2 id="offices-title">{t('offices.title')}</h2>
        <p className="lead">{t('offices.lead')}</p>
        <NearestOffice />
        {COUNTRIES.map((country) => (
          <OfficeList
            key={country}
            title={t(`countries.${country}`)}
            offices={OFFICES.filter((office) => office.country === country)}
          />
        ))}
      </div>
    </section>
  );
}
