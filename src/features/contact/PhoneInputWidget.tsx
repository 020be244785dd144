import 'react-phone-input-2/lib/style.css';
import PhoneInputExport, { type CountryData } from 'react-phone-input-2';
import es from 'react-phone-input-2/lang/es.json';
import it from 'react-phone-input-2/lang/it.json';
import pt from 'react-phone-input-2/lang/pt.json';
import type { Lang } from '@/lib/i18n/languages';
import styles from './PhoneField.module.css';

// The package is CommonJS: depending on the bundler the default import is the component or `{ default }`.
const PhoneInput =
  (PhoneInputExport as unknown as { default?: typeof PhoneInputExport }).default ?? PhoneInputExport;

/** Country names from the library's own translations; English keeps the library's built-in names. */
const COUNTRY_NAMES: Partial<Record<Lang, Record<string, string>>> = { es, pt, it };
const DEFAULT_COUNTRY: Record<Lang, string> = { es: 'es', en: 'es', pt: 'pt', it: 'it' };
const PREFERRED_COUNTRIES = ['es', 'pt', 'it'];

export type PhoneWidgetProps = {
  id: string;
  lang: Lang;
  /** Digits only, country code first, as the library reports them. */
  value: string;
  onChange: (digits: string, dialCode: string) => void;
  invalid: boolean;
  describedBy?: string;
  searchPlaceholder: string;
  searchNotFound: string;
};

/** react-phone-input-2 with the site's defaults; loaded on demand by PhoneField. */
export default function PhoneInputWidget(props: PhoneWidgetProps) {
  const { id, lang, value, onChange, invalid, describedBy, searchPlaceholder, searchNotFound } = props;
  return (
    <PhoneInput
      country={DEFAULT_COUNTRY[lang]}
      preferredCountries={PREFERRED_COUNTRIES}
      localization={COUNTRY_NAMES[lang]}
      value={value}
      // The library's default placeholder is a US number.
      placeholder=""
      onChange={(digits, country) => onChange(digits, (country as CountryData).dialCode ?? '')}
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
        const input = event.target as HTMLInputElement;
        const toEnd = () => input.setSelectionRange(input.value.length, input.value.length);
        toEnd();
        // A mouse click places its caret after the focus event: move it once more on the next frame.
        requestAnimationFrame(toEnd);
      }}
      inputProps={{
        id,
        name: 'phone',
        autoComplete: 'tel',
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
    />
  );
}
