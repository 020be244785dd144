import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { FIELD_MAX_LENGTH } from '@/lib/validation';
import { CharacterCount } from './CharacterCount';
import fieldStyles from './Field.module.css';
import { Field, FieldError, formStyles, invalidProps, type FieldErrorText } from './FormParts';
import { LinkedText } from './LinkedText';

/**
 * The parts the contact and complaint forms share and the newsletter form does not (kept out of `FormParts`, which
 * the newsletter form in every page's footer imports).
 */

type LongTextFieldProps = {
  id: string;
  /** The id of the count below the box, which the box is described by. */
  countId: string;
  name: string;
  label: ReactNode;
  rows: number;
  /** The box's own size class, beside the forms' look. */
  className: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrorText;
};

/** A visitor's own words: a labelled box with a count of what is left of the message's cap. */
export function LongTextField({ id, countId, name, label, rows, className, value, onChange, error }: LongTextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {/* No maxLength: a longer paste is kept whole and the count says how much to cut. */}
      <textarea
        id={id}
        name={name}
        className={`${fieldStyles.control} ${className}`}
        rows={rows}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error?.id, countId].filter(Boolean).join(' ')}
      />
      <CharacterCount id={countId} length={value.length} max={FIELD_MAX_LENGTH.message} />
    </Field>
  );
}

type PrivacyAcceptanceProps = {
  id: string;
  /** The box's label, its link to the privacy policy marked `<policy>…</policy>`. */
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldErrorText;
};

/** The privacy policy's box, its error above it, the policy (a PDF) opening in a new tab. */
export function PrivacyAcceptance({ id, text, checked, onChange, error }: PrivacyAcceptanceProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  return (
    <>
      <FieldError error={error} />
      <div className={formStyles.check}>
        <input
          id={id}
          name="acceptedPrivacyPolicy"
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...invalidProps(error)}
        />
        <label htmlFor={id}>
          <LinkedText text={text} tag="policy" link={<a href={documentHref(lang, 'privacy-policy')} target="_blank" rel="noopener" />} />
          <span className="visually-hidden"> ({t('pdfNewTab')})</span>
        </label>
      </div>
    </>
  );
}
