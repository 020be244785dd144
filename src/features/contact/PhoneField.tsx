import { lazy, type ComponentType } from 'react';
import fieldStyles from '@/features/forms/Field.module.css';
import { LazyIsland } from '@/page-pipeline/react/LazyIsland';
import type { Lang } from '@/lib/i18n/languages';
import { countryNamesIn } from './country-names';
import type { PhoneWidgetProps } from './PhoneInputWidget';

/**
 * The phone input, enhanced after the page loads by a country picker (its code, styles and country names stay off
 * the first load). Until then, and without JavaScript, it is a plain `tel` input that posts with the form; what is
 * typed there carries over into the enhanced one, and so does the focus (LazyIsland).
 */
/** The picker of a page language: its code and that language's country names, requested together on first render. */
function pickerIn(lang: Lang): ComponentType<PhoneWidgetProps> {
  return lazy(async () => {
    const [{ default: PhoneInputWidget }, countryNames] = await Promise.all([import('./PhoneInputWidget'), countryNamesIn(lang)]);
    return {
      default: function PhonePicker(props: PhoneWidgetProps) {
        return <PhoneInputWidget {...props} countryNames={countryNames} />;
      },
    };
  });
}

// Made once, at module level: a lazy component made during a render would start over on every render.
const PICKERS: Record<Lang, ComponentType<PhoneWidgetProps>> = { en: pickerIn('en'), es: pickerIn('es'), pt: pickerIn('pt'), it: pickerIn('it') };

export type PhoneFieldProps = PhoneWidgetProps & {
  /** The plain input's `pattern`, so the browser checks the number when the form posts without JavaScript. */
  pattern: string;
};

export function PhoneField({ pattern, ...props }: PhoneFieldProps) {
  const { id, value, onChange, invalid, describedBy } = props;
  const Picker = PICKERS[props.lang];
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
      <Picker {...props} />
    </LazyIsland>
  );
}
