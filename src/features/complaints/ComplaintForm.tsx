import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { FormStatus, Honeypot, SubmitButton, TextField, formStyles, type FieldErrorText } from '@/features/forms/FormParts';
import { LongTextField, PrivacyAcceptance } from '@/features/forms/RequestFields';
import { problemText } from '@/features/forms/error-messages';
import { problemOf } from '@/features/forms/form-state';
import { RelayForm } from '@/features/forms/RelayForm';
import { typedBeforeHydration } from '@/features/forms/typed-before-hydration';
import { useRelayForm } from '@/features/forms/useRelayForm';
import { useLang } from '@/lib/i18n/useLang';
import { FIELD_MAX_LENGTH, PHONE_PATTERN } from '@/lib/validation';
// Not through the index: what the index exports is in the contact and newsletter forms' shared script.
import { checkComplaint, type ComplaintField } from '@/lib/validation/complaint';
import { HONEYPOT_FIELD } from '@/relay/fields';
import styles from './ComplaintForm.module.css';

type Values = {
  name: string;
  email: string;
  phone: string;
  policyReference: string;
  description: string;
  acceptedPrivacyPolicy: boolean;
  honeypot: string;
};

const EMPTY: Values = { name: '', email: '', phone: '', policyReference: '', description: '', acceptedPrivacyPolicy: false, honeypot: '' };

/** The control each validator field is typed into. */
const CONTROL_OF: Record<ComplaintField, keyof Values> = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone',
  policyReference: 'policyReference',
  description: 'description',
  acceptedPrivacyPolicy: 'acceptedPrivacyPolicy',
};

/**
 * The complaint form, built like the contact form from the shared parts: the shared validator first, every problem
 * next to its field and in the summary, then the relay, which answers with the complaint's reference, shown in the
 * success message. Without JavaScript it posts to the relay and lands on the receipt with the reference.
 * Needs the `complaints`, `forms` and `common` namespaces.
 */
export function ComplaintForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('forms');
  const { t: tPage } = useTranslation('complaints');
  const lang = useLang();
  const uid = useId();
  const ids = Object.fromEntries(
    ['name', 'email', 'phone', 'policyReference', 'description', 'acceptedPrivacyPolicy', 'honeypot', 'count'].map((key) => [key, `${uid}${key}`]),
  ) as Record<keyof Values | 'count', string>;
  const [values, setValues] = useState<Values>(() =>
    typedBeforeHydration(EMPTY, {
      name: ids.name,
      email: ids.email,
      phone: ids.phone,
      policyReference: ids.policyReference,
      description: ids.description,
      acceptedPrivacyPolicy: ids.acceptedPrivacyPolicy,
    }),
  );
  const [reference, setReference] = useState('');
  const { state, submit } = useRelayForm('complaint', checkComplaint);
  const summary = useRef<HTMLDivElement>(null);
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  // The description's own texts are the complaints page's: the shared `forms` texts are in every page's data, and
  // the contact form's words ("your question") are not a complaint's. It shares the message's cap.
  const descriptionText = (error: string) => {
    if (error === 'required') return tPage('form.descriptionRequired');
    const format = new Intl.NumberFormat(lang);
    const over = Math.max(values.description.length - FIELD_MAX_LENGTH.message, 1);
    return tPage('form.descriptionTooLong', { count: over, over: format.format(over), max: format.format(FIELD_MAX_LENGTH.message) });
  };
  const textOf = (problem: NonNullable<ReturnType<typeof problemOf>>) =>
    problem.field === 'description' && (problem.error === 'required' || problem.error === 'too_long')
      ? descriptionText(problem.error)
      : problemText(t, problem, lang, values.description.length);
  const errorOf = (field: ComplaintField): FieldErrorText | undefined => {
    const problem = problemOf(state, field);
    return problem && { id: `${ids[CONTROL_OF[field]]}-error`, text: textOf(problem) };
  };
  const summaryItems =
    state.status === 'error'
      ? state.problems.map((problem) => {
          const control = problem.field ? CONTROL_OF[problem.field as ComplaintField] : undefined;
          return { text: textOf(problem), controlId: control && ids[control] };
        })
      : [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({
      name: values.name,
      email: values.email,
      phoneNumber: values.phone,
      policyReference: values.policyReference,
      description: values.description,
      acceptedPrivacyPolicy: values.acceptedPrivacyPolicy,
      [HONEYPOT_FIELD]: values.honeypot,
    });
    if (!outcome) return;
    if (outcome.ok) {
      setReference(outcome.reference ?? '');
      setValues(EMPTY);
      return;
    }
    summary.current?.focus();
  }

  const descriptionError = errorOf('description');
  const privacyError = errorOf('acceptedPrivacyPolicy');
  return (
    <RelayForm
      endpoint="complaint"
      className={formStyles.form}
      labelledBy={labelledBy}
      state={state}
      summaryItems={summaryItems}
      summaryRef={summary}
      onSubmit={onSubmit}
    >
      <div className={formStyles.row}>
        <TextField id={ids.name} label={tPage('form.name')} name="name" autoComplete="name" required maxLength={FIELD_MAX_LENGTH.name} error={errorOf('name')} value={values.name} onChange={set('name')} />
        <TextField id={ids.email} label={tPage('form.email')} name="email" type="email" autoComplete="email" required maxLength={FIELD_MAX_LENGTH.email} error={errorOf('email')} value={values.email} onChange={set('email')} />
      </div>
      <div className={formStyles.row}>
        <TextField id={ids.phone} label={tPage('form.phone')} name="phone" type="tel" autoComplete="tel" pattern={PHONE_PATTERN} maxLength={FIELD_MAX_LENGTH.phoneNumber} error={errorOf('phoneNumber')} value={values.phone} onChange={set('phone')} />
        <TextField id={ids.policyReference} label={tPage('form.policyReference')} name="policyReference" maxLength={FIELD_MAX_LENGTH.policyReference} error={errorOf('policyReference')} value={values.policyReference} onChange={set('policyReference')} />
      </div>
      <LongTextField
        id={ids.description}
        countId={ids.count}
        name="description"
        label={tPage('form.description')}
        rows={6}
        className={styles.description}
        value={values.description}
        onChange={set('description')}
        error={descriptionError}
      />
      <PrivacyAcceptance
        id={ids.acceptedPrivacyPolicy}
        text={tPage('form.privacy')}
        checked={values.acceptedPrivacyPolicy}
        onChange={set('acceptedPrivacyPolicy')}
        error={privacyError}
      />
      <Honeypot id={ids.honeypot} value={values.honeypot} onChange={set('honeypot')} />
      <div className={formStyles.actions}>
        <SubmitButton submitting={state.status === 'submitting'}>{tPage('form.submit')}</SubmitButton>
      </div>
      <FormStatus state={state} successMessage={tPage('form.success', { reference })} />
    </RelayForm>
  );
}
