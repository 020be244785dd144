import { useTranslation } from 'next-i18next/pages';
import { Callout } from '@/features/page-kit/Callout';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, stepsFrom, type ItemDef } from '@/features/page-kit/features';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { OverviewSection } from '@/features/page-kit/OverviewSection';
import { PageSection } from '@/features/page-kit/PageSection';
import { StepList } from '@/features/page-kit/StepList';
import styles from './AlternativeInvestmentsPage.module.css';

const NS = 'alternative-investments';

const STEPS = [
  { id: 'register', icon: 'person' },
  { id: 'verify', icon: 'idCard' },
  { id: 'fund', icon: 'euro' },
  { id: 'invest', icon: 'home' },
  { id: 'earn', icon: 'growth' },
] as const satisfies readonly ItemDef[];

/** The protections of the credit-rights product: the investment's safeguards, then the platform's security. */
const SAFEGUARDS = [
  { id: 'oneEuro', icon: 'euro' },
  { id: 'liquidity', icon: 'droplet' },
  { id: 'ltv', icon: 'gauge' },
  { id: 'firstRank', icon: 'home' },
  { id: 'buyback', icon: 'shield' },
  { id: 'trust', icon: 'scale' },
] as const satisfies readonly ItemDef[];
const SECURITY = [
  { id: 'emi', icon: 'bank' },
  { id: 'identity', icon: 'idCard' },
  { id: 'biometric', icon: 'fingerprint' },
  { id: 'notifications', icon: 'bell' },
] as const satisfies readonly ItemDef[];

export function AlternativeInvestmentsPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="alternative-investments" />
      <PageSection id="how-it-works" tone="alt" title={t('howItWorks.title')} lead={t('howItWorks.lead')}>
        <StepList steps={stepsFrom(t('howItWorks.steps', { returnObjects: true }), STEPS)} />
      </PageSection>
      <PageSection id="protection" title={t('protection.title')} lead={t('protection.lead')}>
        <h3 className={styles.group}>{t('protection.groups.financial')}</h3>
        <FeatureGrid items={featuresFrom(t('protection.items', { returnObjects: true }), SAFEGUARDS)} headingLevel={4} />
        <h3 className={styles.group}>{t('protection.groups.security')}</h3>
        <FeatureGrid items={featuresFrom(t('protection.items', { returnObjects: true }), SECURITY)} headingLevel={4} columns={4} />
      </PageSection>
      <PageSection id="risk" tone="alt" title={t('risk.title')}>
        <Callout tone="warning">
          <p>{t('risk.text')}</p>
        </Callout>
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
