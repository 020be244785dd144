import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { HONEYPOT_FIELD } from '@/relay/fields';
import { errorMessageKey, type FormState } from './form-state';
import styles from './Form.module.css';

export { styles as formStyles };

/** A label above its control. */
export function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled single-line input with the forms' look; aria-invalid/aria-describedby pass through. */
export function TextField({ id, label, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label}>
      <input id={id} className={styles.control} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </Field>
  );
}

/** The field people never see and bots fill in; the relay answers "ok" to a filled one and sends nothing. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('forms');
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The submit button; while sending, a spinner takes its place (the element stays, so focus is not lost). */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  const { t } = useTranslation('forms');
  return (
    <button type="submit" className={`button button-primary ${styles.submit}`} aria-disabled={submitting || undefined}>
      {submitting ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('status.sending')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * The form's live regions, always in the page so assistive technology announces changes: progress and success
 * (green) in a status region, errors (red) in an alert region whose id fields point at with aria-describedby.
 */
export function FormStatus({ state, successMessage, errorId }: { state: FormState; successMessage: string; errorId: string }) {
  const { t } = useTranslation('forms');
  return (
    <div className={styles.status}>
      <p role="status" className={`${styles.message} ${state.status === 'success' ? styles.success : ''}`}>
        {state.status === 'success' ? successMessage : null}
        {state.status === 'submitting' ? <span className="visually-hidden">{t('status.sending')}</span> : null}
      </p>
      <p role="alert" id={errorId} className={`${styles.message} ${state.status === 'error' ? styles.error : ''}`}>
        {/* Keyed by attempt so the same error after a new try is announced again. */}
        {state.status === 'error' ? <span key={state.attempt}>{t(errorMessageKey(state.error))}</span> : null}
      </p>
    </div>
  );
}
