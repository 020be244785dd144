import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Field, TextField, FormStatus, Honeypot, SubmitButton, formStyles } from '@/features/forms/FormParts';
import type { FormErrorKey } from '@/features/forms/form-state';
import { useRelayForm } from '@/features/forms/useRelayForm';
import { useLang } from '@/lib/i18n/useLang';
import { documentHref } from '@/lib/site/documents';
import { FIELD_MAX_LENGTH, validateContact } from '@/lib/validation';
import { HONEYPOT_FIELD } from '@/relay/fields';
import { PhoneField, formatPhone, type PhoneValue } from './PhoneField';
import { LinkedText } from '@/features/forms/LinkedText';
import { useContactPrefill } from './prefill';

export const SCHEDULES = ['any', 'morning', 'afternoon', 'evening'] as const;
type Schedule = (typeof SCHEDULES)[number];

type Values = {
  name: string;
  email: string;
  phone: PhoneValue;
  schedule: Schedule;
  message: string;
  acceptedPrivacyPolicy: boolean;
  honeypot: string;
};

const EMPTY: Values = {
  name: '',
  email: '',
  phone: { digits: '', dialCode: '' },
  schedule: 'any',
  message: '',
  acceptedPrivacyPolicy: false,
  honeypot: '',
};

type FieldName = 'name' | 'email' | 'phone' | 'message' | 'privacy';

/** The field an error is about, so it can be marked invalid and focused; null for errors of the whole form. */
function faultyField(error: FormErrorKey, values: Values): FieldName | null {
  switch (error) {
    case 'invalid_phone':
      return 'phone';
    case 'accept_privacy_policy':
      return 'privacy';
    case 'invalid_email':
      return 'email';
    case 'required':
      return (['name', 'email', 'message'] as const).find((name) => !values[name].trim()) ?? null;
    default:
      return null;
  }
}

export type ContactFormProps = {
  /** Id of the heading that names the form (the section's h2). */
  labelledBy?: string;
};

/**
 * The contact request: checked with the shared validator in the spec's order (phone, then privacy policy) before
 * anything is sent, then posted to the relay. What was typed stays on any error and is cleared only on success.
 * Needs the `forms` and `common` namespaces.
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation('common');
  const lang = useLang();
  const uid = useId();
  const ids = {
    name: `${uid}name`,
    email: `${uid}email`,
    phone: `${uid}phone`,
    schedule: `${uid}schedule`,
    message: `${uid}message`,
    privacy: `${uid}privacy`,
    honeypot: `${uid}company`,
    error: `${uid}error`,
  };
  const [values, setValues] = useState<Values>(EMPTY);
  useContactPrefill((message) => setValues((v) => ({ ...v, message })));
  const { state, submit } = useRelayForm('contact', validateContact);
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const faulty = state.status === 'error' ? faultyField(state.error, values) : null;
  const invalid = (name: FieldName) => ({
    'aria-invalid': faulty === name || undefined,
    'aria-describedby': faulty === name ? ids.error : undefined,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({
      name: values.name,
      email: values.email,
      phoneNumber: formatPhone(values.phone),
      message: values.message,
      contactMethod: window.location.pathname,
      schedule: t(`contact-section.schedule.${values.schedule}`),
      acceptedPrivacyPolicy: values.acceptedPrivacyPolicy,
      [HONEYPOT_FIELD]: values.honeypot,
    });
    if (!outcome) return;
    if (outcome.ok) {
      // Keep the chosen country: an empty phone input would show the library's placeholder instead of '+34'.
      const { dialCode } = values.phone;
      setValues({ ...EMPTY, phone: { digits: dialCode, dialCode } });
      return;
    }
    const field = faultyField(outcome.error, values);
    if (field) document.getElementById(ids[field])?.focus();
  }

  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={state.status === 'submitting'}
    >
      <p className={formStyles.note}>{t('contact-section.allRequired')}</p>
      <TextField
        id={ids.name}
        label={t('contact-section.name')}
        name="name"
        autoComplete="name"
        maxLength={FIELD_MAX_LENGTH.name}
        {...invalid('name')}
        value={values.name}
        onChange={set('name')}
      />
      <div className={formStyles.row}>
        <TextField
          id={ids.email}
          label={t('contact-section.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FIELD_MAX_LENGTH.email}
          {...invalid('email')}
          value={values.email}
          onChange={set('email')}
        />
        <Field id={ids.phone} label={t('contact-section.phone')}>
          <PhoneField
            id={ids.phone}
            lang={lang}
            value={values.phone}
            onChange={set('phone')}
            invalid={faulty === 'phone'}
            describedBy={faulty === 'phone' ? ids.error : undefined}
            searchPlaceholder={t('contact-section.phoneSearch')}
            searchNotFound={t('contact-section.phoneSearchEmpty')}
          />
        </Field>
      </div>
      <Field id={ids.schedule} label={t('contact-section.schedule.label')}>
        <select
          id={ids.schedule}
          name="schedule"
          className={formStyles.control}
          value={values.schedule}
          onChange={(e) => set('schedule')(e.target.value as Schedule)}
        >
          {SCHEDULES.map((schedule) => (
            <option key={schedule} value={schedule}>
              {t(`contact-section.schedule.${schedule}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={ids.message} label={t('contact-section.message')}>
        <textarea
          id={ids.message}
          name="message"
          className={formStyles.control}
          rows={5}
          maxLength={FIELD_MAX_LENGTH.message}
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
          {...invalid('message')}
        />
      </Field>
      <div className={formStyles.check}>
        <input
          id={ids.privacy}
          name="acceptedPrivacyPolicy"
          type="checkbox"
          checked={values.acceptedPrivacyPolicy}
          onChange={(e) => set('acceptedPrivacyPolicy')(e.target.checked)}
          {...invalid('privacy')}
        />
        <label htmlFor={ids.privacy}>
          <LinkedText
            text={t('contact-section.privacy')}
            tag="policy"
            link={<a href={documentHref(lang, 'privacy-policy')} target="_blank" rel="noopener" />}
          />
          <span className="visually-hidden"> ({tCommon('footer.pdfNewTab')})</span>
        </label>
      </div>
      <Honeypot id={ids.honeypot} value={values.honeypot} onChange={set('honeypot')} />
      <div className={formStyles.actions}>
        <SubmitButton submitting={state.status === 'submitting'}>{t('contact-section.submit')}</SubmitButton>
      </div>
      <FormStatus state={state} successMessage={t('contact-section.status.success')} errorId={ids.error} />
    </form>
  );
}
