import type { TFunction } from 'i18next';
import type { Formatters } from './format';
import type { FieldError, NumberField as Field } from './inputs';
import fieldStyles from '@/features/forms/Field.module.css';
import styles from './Calculator.module.css';

/** What a field counts in: it decides the unit shown after the input and how limits are written. */
const UNITS: Record<Field, 'money' | 'percent' | 'years'> = {
  price: 'money',
  down: 'money',
  loan: 'money',
  lump: 'money',
  years: 'years',
  fixedYears: 'years',
  lumpYear: 'years',
  rate: 'percent',
  index: 'percent',
  spread: 'percent',
  fee: 'percent',
};

/** The message under a field, e.g. "Como mínimo 10.000 €." */
export function errorText(t: TFunction<'mortgages'>, format: Formatters, field: Field, error: FieldError): string {
  if (!('limit' in error)) return t(`calculator.errors.${error.key}`);
  const unit = UNITS[field];
  const limit =
    unit === 'money' ? format.wholeMoney(error.limit) : unit === 'percent' ? format.percent(error.limit) : format.number(error.limit);
  return t(`calculator.errors.${error.key}`, { limit });
}

type Props = {
  id: string;
  field: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message to show, or null (none, or the field is being typed in). */
  error: string | null;
  hint?: string;
};

/**
 * A number typed as text, so "250.000" and "3,5" are accepted as written; the unit follows the input and is
 * part of the label for screen readers. The message, when there is one, sits right under the input and is tied
 * to it with aria-describedby.
 */
export function NumberField({ id, field, label, value, onChange, onBlur, error, hint }: Props) {
  const unit = UNITS[field];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          name={field}
          type="text"
          inputMode={unit === 'years' ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          className={`${fieldStyles.control} ${styles.input}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        />
        {unit === 'years' ? null : (
          <span className={styles.unit} aria-hidden="true">
            {unit === 'money' ? '€' : '%'}
          </span>
        )}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
