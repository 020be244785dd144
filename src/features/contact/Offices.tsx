import { useTranslation } from 'next-i18next/pages';
import { LANGUAGE_RULES } from '@/lib/i18n/language-rules';
import { useLang } from '@/lib/i18n/useLang';
import { OFFICES } from '@/lib/site/offices';
import { NearestOffice } from './NearestOffice';
import { OfficeList } from './OfficeList';

/** The offices section (anchor `#offices`): nearest-office search, then every office by country. */
export function Offices() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  return (
    <section id="offices" className="section section-alt" aria-labelledby="offices-title">
      <div className="container">
        <span className="eyebrow">{t('offices.eyebrow')}</span>
        <h2 id="offices-title">{t('offices.title')}</h2>
        <p className="lead">{t('offices.lead')}</p>
        <NearestOffice />
        {LANGUAGE_RULES[lang].officeCountries.map((country) => (
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
