import { BRAND } from '@/lib/site/company';
import styles from './Logo.module.css';

/** The Nortia mark: a four-point compass star (north, the brand's name) beside the wordmark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M16 4l2.8 9.2L28 16l-9.2 2.8L16 28l-2.8-9.2L4 16l9.2-2.8z" fill="var(--logo-star)" />
        <path d="M16 4l2.8 9.2L16 16z" fill="#e0a526" />
      </svg>
      <span className={styles.word}>{BRAND.name}</span>
    </span>
  );
}
