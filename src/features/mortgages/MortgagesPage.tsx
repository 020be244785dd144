import { lazy } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { LazyIsland } from '@/page-pipeline/react/LazyIsland';
import { focusAs } from '@/page-pipeline/react/useFocusKept';
import { Callout } from '@/features/page-kit/Callout';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, type ItemDef } from '@/features/page-kit/features';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { OverviewSection } from '@/features/page-kit/OverviewSection';
import { PageSection } from '@/features/page-kit/PageSection';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { REGISTRATIONS } from '@/lib/site/company';
import styles from './MortgagesPage.module.css';

const NS = 'mortgages';

const SERVICES = [
  { id: 'search', icon: 'search' },
  { id: 'improve', icon: 'percentDown' },
  { id: 'amortization', icon: 'calculator' },
] as const satisfies readonly ItemDef[];

/** The calculator's code (and its styles) stays off the page's first load: it is fetched on the way down. */
const MortgageCalculator = lazy(() => import('./calculator/MortgageCalculator'));

/** A focus on the stand-in's contact link moves to the calculator's first control when it replaces it. */
const CALCULATOR_START = focusAs('calculator-start');

export function MortgagesPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  // Server-rendered: what a visitor without JavaScript gets, and what holds the calculator's place meanwhile.
  const placeholder = (
    <div className={styles.placeholder}>
      <p>{t('calculator.fallback.text')}</p>
      <a href={localHref(lang, 'contact', 'contact')} className="button button-secondary" {...CALCULATOR_START}>
        {t('calculator.fallback.link')}
      </a>
    </div>
  );
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="mortgages" />
      <PageSection id="calculator" anchor tone="alt" interactive title={t('calculator.title')} lead={t('calculator.lead')}>
        <LazyIsland placeholder={placeholder}>
          <MortgageCalculator firstControlMark={CALCULATOR_START} />
        </LazyIsland>
      </PageSection>
      <PageSection id="services" title={t('services.title')}>
        <FeatureGrid items={featuresFrom(t('services.items', { returnObjects: true }), SERVICES)} />
      </PageSection>
      <PageSection id="partner" tone="alt" title={t('partner.title')}>
        <Callout>
          <p>
            {t('partner.text', {
              partnerName: REGISTRATIONS.mortgagePartnerName,
              partnerRegistration: REGISTRATIONS.mortgagePartner,
            })}
          </p>
        </Callout>
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
