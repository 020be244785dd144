import { lazy } from 'react';
import fieldStyles from '@/features/forms/Field.module.css';
import { LazyIsland } from '@/features/islands/LazyIsland';
import type { PhoneWidgetProps } from './PhoneInputWidget';

/**
 * The phone input, enhanced after the page loads by a country picker (its code, styles and country names stay off
 * the first load). Until then, and without JavaScript, it is a plain `tel` input that posts with the form; what is
 * typed there carries over into the enhanced one, and so does the focus (LazyIsland).
 */
const PhoneInputWidget = lazy(() => import('./PhoneInputWidget'));

export type PhoneFieldProps = PhoneWidgetProps & {
  /** The plain input's `pattern`, so the browser checks the number when the form posts without JavaScript. */
  pattern: string;
};

export function PhoneField({ pattern, ...props }: PhoneFieldProps) {
  const { id, value, onChange, invalid, describedBy } = props;
  const plain = (
    <input
      id={id}
      name="phone"
      type="tel"
      autoComplete="tel"
      required
      pattern={pattern}
      className={fieldStyles.control}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
  // Loaded when the form comes within a screen of view (at once on the contact page, on the way down on home).
  return (
    <LazyIsland placeholder={plain}>
      <PhoneInputWidget {...props} />
    </LazyIsland>
  );
}
