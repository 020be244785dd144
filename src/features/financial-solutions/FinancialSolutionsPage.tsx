import { useTranslation } from 'next-i18next/pages';
import { Callout } from '@/features/page-kit/Callout';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, type ItemDef } from '@/features/page-kit/features';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { OverviewSection } from '@/features/page-kit/OverviewSection';
import { PageSection } from '@/features/page-kit/PageSection';
import stack from '@/features/page-kit/Stack.module.css';

const NS = 'financial-solutions';

const PRODUCTS = [
  { id: 'pensionPlans', icon: 'piggy' },
  { id: 'employmentPlans', icon: 'building' },
  { id: 'periodicSavings', icon: 'calendar' },
  { id: 'pias', icon: 'growth' },
  { id: 'unitLinked', icon: 'layers' },
  { id: 'otherProducts', icon: 'compass' },
] as const satisfies readonly ItemDef[];

const APPROACH = [
  { id: 'independent', icon: 'scale' },
  { id: 'noCost', icon: 'euro' },
  { id: 'followUp', icon: 'refresh' },
] as const satisfies readonly ItemDef[];

export function FinancialSolutionsPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="financial-solutions" />
      <PageSection id="products" tone="alt" title={t('products.title')} lead={t('products.lead')}>
        <FeatureGrid items={featuresFrom(t('products.items', { returnObjects: true }), PRODUCTS)} />
      </PageSection>
      <PageSection id="approach" title={t('approach.title')}>
        <FeatureGrid items={featuresFrom(t('approach.items', { returnObjects: true }), APPROACH)} variant="plain" />
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
