import { useTranslation } from 'next-i18next/pages';
import { ClosingCta } from '@/features/pages/ClosingCta';
import { FeatureGrid } from '@/features/pages/FeatureGrid';
import { featuresFrom, type ItemDef } from '@/features/pages/features';
import { InnerPage } from '@/features/pages/InnerPage';
import { OverviewSection } from '@/features/pages/OverviewSection';
import { PageSection } from '@/features/pages/PageSection';

const NS = 'insurance';

/** Who we insure, in the order of the spec. */
const SEGMENTS: readonly ItemDef[] = [
  { id: 'personal', icon: 'person', points: true },
  { id: 'selfEmployed', icon: 'briefcase', points: true },
  { id: 'business', icon: 'building', points: true },
  { id: 'association', icon: 'group', points: true },
  { id: 'agreement', icon: 'handshake', points: true },
];

const HELP: readonly ItemDef[] = [
  { id: 'compare', icon: 'search' },
  { id: 'claims', icon: 'shield' },
  { id: 'review', icon: 'refresh' },
];

export function InsurancePage() {
  const { t } = useTranslation(NS);
  const segments = featuresFrom(t, 'segments.items', SEGMENTS).map((item) => ({ ...item, pointsLabel: t('segments.covers') }));
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="insurance" />
      <PageSection id="segments" tone="alt" title={t('segments.title')} lead={t('segments.lead')}>
        <FeatureGrid items={segments} />
      </PageSection>
      <PageSection id="help" title={t('help.title')}>
        <FeatureGrid items={featuresFrom(t, 'help.items', HELP)} variant="plain" />
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
