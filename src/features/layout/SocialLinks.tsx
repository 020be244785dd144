import { SOCIAL_LINKS } from '@/lib/site/company';
import { Icon } from './Icon';
import styles from './SocialLinks.module.css';

export function SocialLinks({ label, tone = 'dark' }: { label: string; tone?: 'dark' | 'light' }) {
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`} aria-label={label}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <Icon name={link.name} size={18} label={link.label} />
          </a>
        </li>
      ))}
    </ul>
  );
}
