import { Icon } from '@/features/layout/Icon';
import styles from './CarouselControls.module.css';

type ArrowProps = { label: string; direction: 'previous' | 'next'; className?: string; onClick?: () => void };

/**
 * A previous/next button. react-slick clones it and passes its class and click handler; without a handler, or with
 * slick's disabled class, the arrow is at an end.
 */
export function CarouselArrow({ label, direction, className, onClick }: ArrowProps) {
  const disabled = !onClick || Boolean(className?.includes('slick-disabled'));
  return (
    <button
      type="button"
      className={`${styles.round} ${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next}`}
      onClick={onClick}
      aria-label={label}
      aria-disabled={disabled || undefined}
    >
      <Icon name="arrowRight" size={22} className={direction === 'previous' ? styles.flip : undefined} />
    </button>
  );
}

/** One dot of the pager; react-slick clones it with its click handler. */
export function CarouselDot({ label, current, onClick }: { label: string; current: boolean; onClick?: () => void }) {
  return (
    <button type="button" className={`${styles.round} ${styles.dotButton}`} aria-label={label} aria-current={current || undefined} onClick={onClick}>
      <span className={styles.dot} aria-hidden="true" />
    </button>
  );
}

/** Class of the list that holds the dots. */
export const dotsClass = styles.dots;
/** Class of a 44 px round button, as the arrows and dots are. */
export const roundButtonClass = styles.round;
