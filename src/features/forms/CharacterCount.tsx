import { useTranslation } from 'next-i18next/pages';
import styles from './CharacterCount.module.css';

/** How close to its limit a text must be before the count shows (the last 10%). */
const COUNT_FROM = 0.9;

/**
 * Characters left, or how many over, for a text with a limit: shown near the limit so nothing is ever cut off
 * without a word (the control has no maxLength). Polite live region, and only near the limit, so it is not chatty.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t, i18n } = useTranslation('forms');
  const over = length - max;
  const format = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const text =
    length < max * COUNT_FROM
      ? ''
      : over > 0
        ? t('count.over', { count: over, over: format(over) })
        : t('count.left', { count: -over, left: format(-over) });
  return (
    <p id={id} className={`${styles.count} ${over > 0 ? styles.countOver : ''}`} aria-live="polite">
      {text}
    </p>
  );
}
