import 'react-phone-input-2/lib/style.css';
import { useEffect, useRef } from 'react';
import PhoneInputExport, { type CountryData } from 'react-phone-input-2';
import { LANGUAGE_RULES } from '@/lib/i18n/language-rules';
import type { Lang } from '@/lib/i18n/languages';
import type { CountryNames } from './country-names';
import { countryCodeOf, formatPhone, widgetDigits } from './phone-number';
import styles from './PhoneField.module.css';

// The package is CommonJS: depending on the bundler the default import is the component or `{ default }`.
const PhoneInput =
  (PhoneInputExport as unknown as { default?: typeof PhoneInputExport }).default ?? PhoneInputExport;

const PREFERRED_COUNTRIES = ['es', 'pt', 'it'];

export type PhoneWidgetProps = {
  id: string;
  lang: Lang;
  /** The phone as text, e.g. '+34 612345678', or a national number typed before the widget loaded. */
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
  searchPlaceholder: string;
  searchNotFound: string;
};

/** react-phone-input-2 with the site's defaults; loaded on demand by PhoneField, with the page language's country names. */
export default function PhoneInputWidget(props: PhoneWidgetProps & { countryNames?: CountryNames }) {
  const { id, lang, value, onChange, invalid, describedBy, searchPlaceholder, searchNotFound, countryNames } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const country = LANGUAGE_RULES[lang].phoneCountry;

  // Typing over a selection that starts inside the country code ("+351" selected, then "9") would replace the
  // code and leave the library guessing another country: the typed digits go after the code instead. Typing
  // or pasting a '+' still replaces it, for a visitor who means another country.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const keepCountryCode = (event: InputEvent) => {
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (!event.inputType.startsWith('insert') || !text || text.trimStart().startsWith('+')) return;
      const codeEnd = countryCodeOf(element.value).length;
      const { selectionStart, selectionEnd } = element;
      if (selectionStart === null || selectionEnd === null || selectionStart >= codeEnd) return;
      element.setSelectionRange(codeEnd, Math.max(selectionEnd, codeEnd));
    };
    element.addEventListener('beforeinput', keepCountryCode);
    return () => element.removeEventListener('beforeinput', keepCountryCode);
  }, []);

  return (
    <PhoneInput
      country={country.iso2}
      preferredCountries={PREFERRED_COUNTRIES}
      localization={countryNames}
      value={widgetDigits(value, country.dialCode)}
      // The library's default placeholder is a US number.
      placeholder=""
      onChange={(digits, data) => onChange(formatPhone(digits, (data as CountryData).dialCode ?? ''))}
      enableSearch
      // Its magnifier is an emoji, which some systems draw as an empty box.
      disableSearchIcon
      searchPlaceholder={searchPlaceholder}
      searchNotFound={searchNotFound}
      containerClass={styles.container}
      inputClass={styles.input}
      buttonClass={styles.button}
      dropdownClass={styles.dropdown}
      // The field always holds the country code: typing must continue after it, wherever the caret landed.
      onFocus={(event) => {
        const element = event.target as HTMLInputElement;
        const toEnd = () => element.setSelectionRange(element.value.length, element.value.length);
        toEnd();
        // A mouse click places its caret after the focus event: move it once more on the next frame.
        requestAnimationFrame(toEnd);
      }}
      inputProps={{
        id,
        name: 'phone',
        autoComplete: 'tel',
        ref: input,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
    />
  );
}
