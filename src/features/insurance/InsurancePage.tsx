import { useTranslation } from 'next-i18next/pages';
import { contactHrefWithMessage } from '@/features/contact/prefill';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, type ItemDef } from '@/features/page-kit/features';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { OverviewSection } from '@/features/page-kit/OverviewSection';
import { PageSection } from '@/features/page-kit/PageSection';
import { useLang } from '@/lib/i18n/useLang';

const NS = 'insurance';

/** Who we insure, in the order of the spec. */
const SEGMENTS = [
  { id: 'personal', icon: 'person' },
  { id: 'selfEmployed', icon: 'briefcase' },
  { id: 'business', icon: 'building' },
  { id: 'association', icon: 'group' },
  { id: 'agreement', icon: 'handshake' },
] as const satisfies readonly ItemDef[];

const HELP = [
  { id: 'compare', icon: 'search' },
  { id: 'claims', icon: 'shield' },
  { id: 'review', icon: 'refresh' },
] as const satisfies readonly ItemDef[];

export function InsurancePage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  /** A quote request: the contact form opens with the kind of insurance (when chosen) written into the message. */
  const quoteHref = (kind?: string) =>
    contactHrefWithMessage(lang, [t('quote.intro'), kind ? t('quote.kind', { kind }) : null, t('quote.details')].filter(Boolean).join('\n'));
  const segments = featuresFrom(t('segments.items', { returnObjects: true }), SEGMENTS).map((item) => ({
    ...item,
    pointsLabel: t('segments.covers'),
    footer: (
      <a href={quoteHref(item.title)}>
        {t('quote.link')}
        <span className="visually-hidden">: {item.title}</span>
      </a>
    ),
  }));
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="insurance" />
      <PageSection id="segments" tone="alt" title={t('segments.title')} lead={t('segments.lead')}>
        <FeatureGrid items={segments} />
      </PageSection>
      <PageSection id="help" title={t('help.title')}>
        <FeatureGrid items={featuresFrom(t('help.items', { returnObjects: true }), HELP)} variant="plain" />
      </PageSection>
      <ClosingCta namespace={NS} href={quoteHref()} />
    </InnerPage>
  );
}
