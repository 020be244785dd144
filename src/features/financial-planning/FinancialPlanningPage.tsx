import { useTranslation } from 'next-i18next/pages';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, stepsFrom, type ItemDef } from '@/features/page-kit/features';
import { Illustration } from '@/features/page-kit/Illustration';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { OverviewSection } from '@/features/page-kit/OverviewSection';
import { PageSection } from '@/features/page-kit/PageSection';
import { StepList } from '@/features/page-kit/StepList';
import { PageIcon } from '@/features/page-kit/PageIcon';
import stack from '@/features/page-kit/Stack.module.css';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';

const NS = 'financial-planning';

/** The five steps of the planning process, in the order of the spec. */
const STEPS = [
  { id: 'information', icon: 'chat' },
  { id: 'needs', icon: 'target' },
  { id: 'proposals', icon: 'document' },
  { id: 'support', icon: 'handshake' },
  { id: 'evaluation', icon: 'refresh' },
] as const satisfies readonly ItemDef[];

const TOPICS = [
  { id: 'budget', icon: 'piggy' },
  { id: 'retirement', icon: 'calendar' },
  { id: 'investing', icon: 'growth' },
  { id: 'protection', icon: 'umbrella' },
] as const satisfies readonly ItemDef[];

export function FinancialPlanningPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return (
    <InnerPage namespace={NS}>
      <OverviewSection namespace={NS} illustration="financial-planning" />
      <PageSection id="process" tone="alt" title={t('process.title')} lead={t('process.lead')}>
        <StepList steps={stepsFrom(t('process.steps', { returnObjects: true }), STEPS)} />
      </PageSection>
      {/* The footer links here as /{lang}/financial-planning#workshops. */}
      <PageSection
        id="workshops"
        anchor
        eyebrow={t('workshops.eyebrow')}
        title={t('workshops.title')}
        lead={t('workshops.lead')}
        aside={<Illustration name="workshops" />}
      >
        <FeatureGrid items={featuresFrom(t('workshops.topics', { returnObjects: true }), TOPICS)} columns={4} />
        <p className={stack.actions}>
          <a href={documentHref(lang, 'events-calendar')} target="_blank" rel="noopener" className="button button-secondary">
            <PageIcon name="calendar" size={24} />
            {t('workshops.calendar')}
            <span className="visually-hidden"> ({t('workshops.calendarNote')})</span>
          </a>
        </p>
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
