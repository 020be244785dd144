import { lazy } from 'react';
import { LazyIsland } from '@/features/islands/LazyIsland';
import type { PhoneWidgetProps } from './PhoneInputWidget';
import styles from './PhoneField.module.css';

/**
 * The phone input, loaded after the page (its code, styles and country names stay off the first load). Until
 * it arrives, a box of the same height holds its place so nothing below it moves.
 */
const PhoneInputWidget = lazy(() => import('./PhoneInputWidget'));
const placeholder = <div className={styles.placeholder} aria-hidden="true" />;

export type PhoneValue = { digits: string; dialCode: string };

/**
 * What the form sends: '+<country code> <national number>', e.g. '+34 612345678', which reads well in the
 * e-mail and meets the shared phone rule. Only the country code (or nothing) means no number was typed.
 */
export function formatPhone({ digits, dialCode }: PhoneValue): string {
  if (!digits) return '';
  if (dialCode && digits.startsWith(dialCode)) {
    const national = digits.slice(dialCode.length);
    return national ? `+${dialCode} ${national}` : `+${dialCode}`;
  }
  return `+${digits}`;
}

export function PhoneField(props: Omit<PhoneWidgetProps, 'value' | 'onChange'> & {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
}) {
  const { value, onChange, ...rest } = props;
  // Loaded when the form comes within a screen of view (at once on the contact page, on the way down on home).
  return (
    <LazyIsland className={styles.slot} placeholder={placeholder}>
      <PhoneInputWidget {...rest} value={value.digits} onChange={(digits, dialCode) => onChange({ digits, dialCode })} />
    </LazyIsland>
  );
}
