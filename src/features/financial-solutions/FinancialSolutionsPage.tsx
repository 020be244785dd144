import { useTranslation } from 'next-i18next/pages';
import { Callout } from '@/features/pages/Callout';
import { ClosingCta } from '@/features/pages/ClosingCta';
import { FeatureGrid } from '@/features/pages/FeatureGrid';
import { featuresFrom, type ItemDef } from '@/features/pages/features';
import { InnerPage } from '@/features/pages/InnerPage';
import { OverviewSection } from '@/features/pages/OverviewSection';
import { PageSection } from '@/features/pages/PageSection';
import stack from '@/features/pages/Stack.module.css';

const NS = 'financial-solutions';

const PRODUCTS: readonly ItemDef[] = [
  { id: 'pensionPlans', icon: 'piggy' },
  { id: 'employmentPlans', icon: 'building' },
  { id: 'periodicSavings', icon: 'calendar' },
  { id: 'pias', icon: 'growth' },
  { id: 'unitLinked', icon: 'layers' },
  { id: 'otherProducts', icon: 'compass' },
];

const APPROACH: readonly ItemDef[] = [
  { id: 'independent', icon: 'scale' },
  { id: 'noCost', icon: 'euro' },
  { id: 'followUp', icon: 'refresh' },
];

export function FinancialSolutionsPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="financial-solutions" />
      <PageSection id="products" tone="alt" title={t('products.title')} lead={t('products.lead')}>
        <FeatureGrid items={featuresFrom(t, 'products.items', PRODUCTS)} />
      </PageSection>
      <PageSection id="approach" title={t('approach.title')}>
        <FeatureGrid items={featuresFrom(t, 'approach.items', APPROACH)} variant="plain" />
        <div className={stack.after}>
          <Callout>
            <p>{t('disclaimer')}</p>
          </Callout>
        </div>
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
