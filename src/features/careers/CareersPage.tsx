import { useTranslation } from 'next-i18next/pages';
import { ClosingCta } from '@/features/page-kit/ClosingCta';
import { FeatureGrid } from '@/features/page-kit/FeatureGrid';
import { featuresFrom, listFrom, stepsFrom, type ItemDef } from '@/features/page-kit/features';
import { Illustration } from '@/features/page-kit/Illustration';
import { InnerPage } from '@/features/page-kit/InnerPage';
import { PageSection } from '@/features/page-kit/PageSection';
import { StepList } from '@/features/page-kit/StepList';
import stack from '@/features/page-kit/Stack.module.css';
import { Icon } from '@/features/layout/Icon';
import { CAREERS } from './application-channels';
import { useLang } from '@/lib/i18n/useLang';
import { copyFigures } from '@/lib/site/shown-figures';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './CareersPage.module.css';

const NS = 'careers';

const REASONS = [
  { id: 'independence', icon: 'scale' },
  { id: 'team', icon: 'group' },
  { id: 'tools', icon: 'layers' },
  { id: 'balance', icon: 'heart' },
] as const satisfies readonly ItemDef[];

const PATH = [
  { id: 'junior', icon: 'graduation' },
  { id: 'advisor', icon: 'briefcase' },
  { id: 'senior', icon: 'target' },
  { id: 'manager', icon: 'group' },
] as const satisfies readonly ItemDef[];

/**
 * The compensation text quotes the offices and the flexible share, formatted for the language. As a component of
 * its own it runs only where the section is built, never in the browser, which would otherwise load its number
 * data on first use (about 20 ms unthrottled) while the page hydrates.
 */
function CompensationText() {
  const { t } = useTranslation(NS);
  return t('compensation.text', copyFigures(useLang()));
}

export function CareersPage() {
  const { t } = useTranslation(NS);
  return (
    <InnerPage namespace={NS}>
      <PageSection id="why" title={t('why.title')} lead={t('why.lead')} aside={<Illustration name="careers" />}>
        <FeatureGrid items={featuresFrom(t('why.items', { returnObjects: true }), REASONS)} columns={4} />
      </PageSection>
      <PageSection id="training" tone="alt" title={t('training.title')} lead={t('training.text')}>
        <ul className={`${grid.grid} ${styles.checklist}`}>
          {listFrom(t('training.points', { returnObjects: true })).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="path" title={t('path.title')} lead={t('path.lead')}>
        <StepList steps={stepsFrom(t('path.steps', { returnObjects: true }), PATH)} />
      </PageSection>
      <PageSection id="compensation" tone="alt" title={t('compensation.title')} lead={<CompensationText />}>
        <ul className={styles.tags}>
          {listFrom(t('compensation.points', { returnObjects: true })).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="jobs" title={t('jobs.title')} lead={t('jobs.text')}>
        <p className={stack.actions}>
          <a href={CAREERS.jobBoardUrl} target="_blank" rel="noopener" className="button button-primary">
            {t('jobs.board')}
            <Icon name="external" size={18} />
            <span className="visually-hidden"> ({t('jobs.newTab')})</span>
          </a>
          <a href={`mailto:${CAREERS.email}`} className="button button-secondary">
            <Icon name="mail" size={18} />
            {t('jobs.email', { email: CAREERS.email })}
          </a>
        </p>
      </PageSection>
      <ClosingCta namespace={NS} />
    </InnerPage>
  );
}
