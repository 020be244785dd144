import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { OFFICES } from '@/lib/site/offices';
import { NearestOffice } from './NearestOffice';
import { OfficeList } from './OfficeList';

/** Portuguese visitors see Portugal's offices first. */
const COUNTRY_ORDER = { pt: ['PT', 'ES'], default: ['ES', 'PT'] } as const;

/** The offices section (anchor `#offices`): nearest-office search, then every office by country. */
export function Offices() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const countries = lang === 'pt' ? COUNTRY_ORDER.pt : COUNTRY_ORDER.default;
  return (
    <section id="offices" className="section section-alt" aria-labelledby="offices-title">
      <div className="container">
        <span className="eyebrow">{t('offices.eyebrow')}</span>
        <h2 id="offices-title">{t('offices.title')}</h2>
        <p className="lead">{t('offices.lead')}</p>
        <NearestOffice />
        {countries.map((country) => (
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
