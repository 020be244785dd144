import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { SiteImg } from '@/features/media/SiteImg';
import { PageSection } from '@/features/page-kit/PageSection';
import { MANAGEMENT_TEAM, TEAM_PORTRAIT_SIZE } from './management-team';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './Team.module.css';

export function Team() {
  const { t } = useTranslation('about-us');
  return (
    <PageSection id="team" eyebrow={t('team.eyebrow')} title={t('team.title')} lead={t('team.lead')}>
      <ul className={`${grid.grid} ${styles.grid}`} role="list">
        {MANAGEMENT_TEAM.map((member) => (
          <li key={member.id} className={styles.card}>
            {/* An illustration, not a photo; the name right below says who it is. */}
            <SiteImg
              image={{ src: member.portrait, width: TEAM_PORTRAIT_SIZE, height: TEAM_PORTRAIT_SIZE }}
              alt=""
              className={styles.portrait}
            />
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{t(`team.members.${member.id}.role`)}</p>
            <blockquote className={styles.quote}>
              <p>{t(`team.members.${member.id}.quote`)}</p>
            </blockquote>
            <a href={member.profileUrl} target="_blank" rel="noopener noreferrer" className={styles.profile}>
              <Icon name="linkedin" size={20} />
              {t('team.profile')}
              <span className="visually-hidden">
                {' '}
                ({t('team.profileLabel', { name: member.name })}, {t('team.newTab')})
              </span>
            </a>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
