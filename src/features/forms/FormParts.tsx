import { useId, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { HONEYPOT_FIELD } from '@/relay/fields';
import type { FormState } from './form-state';
import fieldStyles from './Field.module.css';
import styles from './Form.module.css';

export { styles as formStyles };

/** A field's error: its text, and the id the control points at with aria-describedby. */
export type FieldErrorText = { id: string; text: string };

/** The attributes that tie a control to its error, if it has one. */
export function invalidProps(error: FieldErrorText | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error?.id };
}

/** A field's error message, between its label and its control. */
export function FieldError({ error }: { error: FieldErrorText | undefined }) {
  return error ? (
    <p id={error.id} className={styles.fieldError}>
      {error.text}
    </p>
  ) : null;
}

/** A label above its control, with the control's error (if any) between them. */
export function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: FieldErrorText; children: ReactNode }) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <FieldError error={error} />
      {children}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrorText;
};

/** A labelled single-line input with the forms' look, marked invalid and described by its error when it has one. */
export function TextField({ id, label, value, onChange, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className={fieldStyles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        {...invalidProps(error)}
      />
    </Field>
  );
}

/** One line of the error summary: its text, and the id of the control it is about (none for the whole form). */
export type SummaryItem = { text: string; controlId?: string };

/**
 * The list of everything to fix, at the top of the form, in the spec's order; each item links to its field. The
 * form moves focus here after a failed submit, so the list is read out at once; the alert role announces a new
 * list again. A link moves focus into its field (an in-page link alone would only scroll).
 */
export function ErrorSummary({ items, attempt, summaryRef }: { items: SummaryItem[]; attempt: number; summaryRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const focusControl = (event: MouseEvent<HTMLAnchorElement>, controlId: string) => {
    const control = document.getElementById(controlId);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.closest(`.${fieldStyles.field}, .${styles.check}`)?.scrollIntoView({ block: 'center' });
  };
  if (!items.length) return null;
  return (
    <div className={styles.summary} ref={summaryRef} tabIndex={-1} aria-labelledby={titleId}>
      {/* Keyed by attempt so the same problems after a new try are announced again. */}
      <div role="alert" key={attempt}>
        <p id={titleId} className={styles.summaryTitle}>
          {t('summary.title')}
        </p>
        <ul className={styles.summaryList}>
          {items.map((item) => (
            <li key={`${item.controlId ?? ''}${item.text}`}>
              {item.controlId ? (
                <a href={`#${item.controlId}`} onClick={(event) => focusControl(event, item.controlId!)}>
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
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
 * The form's progress and success (green) in a status region, always in the page so assistive technology
 * announces changes. Errors are in the ErrorSummary at the top and next to their fields.
 */
export function FormStatus({ state, successMessage }: { state: FormState; successMessage: string }) {
  const { t } = useTranslation('forms');
  return (
    <p role="status" className={`${styles.message} ${state.status === 'success' ? styles.success : ''}`}>
      {state.status === 'success' ? successMessage : null}
      {state.status === 'submitting' ? <span className="visually-hidden">{t('status.sending')}</span> : null}
    </p>
  );
}


