import { useTranslation } from 'next-i18next/pages';
import { PLANNING_STEPS, type HomeSectionProps } from './home-sections';
import { SiteImg } from '@/features/media/SiteImg';
import { ANIMATE_ATTRIBUTE } from './useScrollAnimations';
import styles from './PlanningProcess.module.css';

export function PlanningProcess({ className = '' }: HomeSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section className={`section section-alt ${className}`} aria-labelledby="planning-title">
      <div className="container">
        <div className={styles.heading}>
          <span className="eyebrow">{t('planning.eyebrow')}</span>
          <h2 id="planning-title">{t('planning.title')}</h2>
          <p className="lead">{t('planning.lead')}</p>
        </div>
        <ol className={styles.steps}>
          {PLANNING_STEPS.map((step, index) => {
            const key = `planning.steps.${step.id}` as const;
            return (
              <li key={step.id} className={styles.step} {...{ [ANIMATE_ATTRIBUTE]: 'fade-up' }}>
                <SiteImg image={step.icon} alt={t(`${key}.alt`)} />
                <span className={styles.number}>{t('planning.stepLabel', { number: index + 1 })}</span>
                <h3 className={styles.title}>{t(`${key}.title`)}</h3>
                <p className={styles.text}>{t(`${key}.text`)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
