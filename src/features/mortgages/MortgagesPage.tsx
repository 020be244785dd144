import { useTranslation } from 'next-i18next/pages';
import { Callout } from '@/features/pages/Callout';
import { ClosingCta } from '@/features/pages/ClosingCta';
import { FeatureGrid } from '@/features/pages/FeatureGrid';
import { featuresFrom, type ItemDef } from '@/features/pages/features';
import { InnerPage } from '@/features/pages/InnerPage';
import { OverviewSection } from '@/features/pages/OverviewSection';
import { PageSection } from '@/features/pages/PageSection';
import { REGISTRATIONS } from '@/lib/site/facts';

const NS = 'mortgages';

const SERVICES: readonly ItemDef[] = [
  { id: 'search', icon: 'search', points: true },
  { id: 'improve', icon: 'percentDown', points: true },
  { id: 'amortization', icon: 'calculator', points: true },
];

export function MortgagesPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="mortgages" />
      <PageSection id="services" tone="alt" title={t('services.title')}>
        <FeatureGrid items={featuresFrom(t, 'services.items', SERVICES)} />
      </PageSection>
      <PageSection id="partner" title={t('partner.title')}>
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
