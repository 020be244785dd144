import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { TextField, FormStatus, Honeypot, SubmitButton, formStyles } from '@/features/forms/FormParts';
import { useRelayForm } from '@/features/forms/useRelayForm';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { FIELD_MAX_LENGTH, validateNewsletter } from '@/lib/validation';
import { HONEYPOT_FIELD } from '@/relay/fields';
import styles from './NewsletterForm.module.css';
import { LinkedText } from '@/features/forms/LinkedText';

export type NewsletterFormProps = {
  /** 'banner' (default): fields side by side on wide screens, for the blog banner; 'side': stacked, for a narrow column. */
  variant?: 'banner' | 'side';
  /** Id of the heading that names the form; the host renders the heading (e.g. `newsletter.title`). */
  labelledBy?: string;
};

const EMPTY = { name: '', email: '', honeypot: '' };

/**
 * The newsletter sign-up: name and e-mail, checked with the shared validator, then posted to the relay.
 * Needs the `forms` and `common` namespaces.
 */
export function NewsletterForm({ variant = 'banner', labelledBy }: NewsletterFormProps) {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation('common');
  const lang = useLang();
  const uid = useId();
  const ids = { name: `${uid}name`, email: `${uid}email`, honeypot: `${uid}company`, error: `${uid}error` };
  const [values, setValues] = useState(EMPTY);
  const { state, submit } = useRelayForm('newsletter', validateNewsletter);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  // Which field an error is about, so it is marked and focused.
  const faultyField = (error: string, current: typeof EMPTY): 'name' | 'email' | null => {
    if (error === 'required') return current.name.trim() ? (current.email.trim() ? null : 'email') : 'name';
    return error === 'invalid_email' ? 'email' : null;
  };
  const faulty = state.status === 'error' ? faultyField(state.error, values) : null;
  const invalid = (name: 'name' | 'email') => ({
    'aria-invalid': faulty === name || undefined,
    'aria-describedby': faulty === name ? ids.error : undefined,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({ name: values.name, email: values.email, [HONEYPOT_FIELD]: values.honeypot });
    if (!outcome) return;
    if (outcome.ok) {
      setValues(EMPTY);
      return;
    }
    const field = faultyField(outcome.error, values);
    if (field) document.getElementById(ids[field])?.focus();
  }

  return (
    <form
      className={`${formStyles.form} ${styles[variant]}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={state.status === 'submitting'}
    >
      <div className={styles.fields}>
        <TextField
          id={ids.name}
          label={t('newsletter.name')}
          name="name"
          autoComplete="given-name"
          maxLength={FIELD_MAX_LENGTH.name}
          {...invalid('name')}
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          id={ids.email}
          label={t('newsletter.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FIELD_MAX_LENGTH.email}
          {...invalid('email')}
          value={values.email}
          onChange={set('email')}
        />
        <div className={styles.submit}>
          <SubmitButton submitting={state.status === 'submitting'}>{t('newsletter.submit')}</SubmitButton>
        </div>
      </div>
      <Honeypot id={ids.honeypot} value={values.honeypot} onChange={set('honeypot')} />
      <p className={formStyles.note}>
        <LinkedText
          text={t('newsletter.consent')}
          tag="policy"
          link={<a href={documentHref(lang, 'privacy-policy')} target="_blank" rel="noopener" />}
        />
        <span className="visually-hidden"> ({tCommon('footer.pdfNewTab')})</span>
      </p>
      <FormStatus state={state} successMessage={t('newsletter.status.success')} errorId={ids.error} />
    </form>
  );
}
