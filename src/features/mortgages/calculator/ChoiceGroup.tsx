import type { FocusMark } from '@/page-pipeline/react/useFocusKept';
import fieldStyles from '@/features/forms/Field.module.css';
import styles from './Calculator.module.css';

type Props<T extends string> = {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  /** Given to the checked radio, the one Tab reaches (see useFocusKept's focusAs). */
  focusMark?: FocusMark;
};

/** Native radio buttons in a fieldset (arrow keys move between them), drawn as a segmented control. */
export function ChoiceGroup<T extends string>({ name, legend, options, labels, value, onChange, focusMark }: Props<T>) {
  return (
    <fieldset className={styles.choices}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option} className={styles.segment}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} {...(value === option ? focusMark : undefined)} />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
