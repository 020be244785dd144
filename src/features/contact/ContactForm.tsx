import { useId, useRef, useState, type FormEvent } from 'react';
import { typedBeforeHydration } from '@/features/forms/typed-before-hydration';
import { useRouter } from 'next/compat/router';
import { useTranslation } from 'next-i18next/pages';
import { Field, FormStatus, Honeypot, SubmitButton, TextField, formStyles, type FieldErrorText } from '@/features/forms/FormParts';
import { LongTextField, PrivacyAcceptance } from '@/features/forms/RequestFields';
import { problemText } from '@/features/forms/error-messages';
import { problemOf } from '@/features/forms/form-state';
import { RelayForm } from '@/features/forms/RelayForm';
import { useRelayForm } from '@/features/forms/useRelayForm';
import { useLang } from '@/lib/i18n/useLang';
import { FIELD_MAX_LENGTH, PHONE_PATTERN, checkContact, type ContactField } from '@/lib/validation';
import { HONEYPOT_FIELD } from '@/relay/fields';
import { PhoneField } from './PhoneField';
import { countryCodeOf } from './phone-number';
import { useContactPrefill } from './prefill';
import fieldStyles from '@/features/forms/Field.module.css';
import styles from './ContactForm.module.css';

export const SCHEDULES = ['any', 'morning', 'afternoon', 'evening'] as const;
type Schedule = (typeof SCHEDULES)[number];

type Values = {
  name: string;
  email: string;
  /** As typed in the plain input, or as the enhanced one reports it ('+34 612345678'). */
  phone: string;
  schedule: Schedule;
  message: string;
  acceptedPrivacyPolicy: boolean;
  honeypot: string;
};

const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  schedule: 'any',
  message: '',
  acceptedPrivacyPolicy: false,
  honeypot: '',
};

/** The controls the validator's fields are typed into (sentFromPage is the page's path, typed by no one). */
type Control = 'name' | 'email' | 'phone' | 'schedule' | 'message' | 'privacy';
const CONTROL_OF: Partial<Record<ContactField, Control>> = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone',
  schedule: 'schedule',
  message: 'message',
  acceptedPrivacyPolicy: 'privacy',
};

export type ContactFormProps = {
  /** Id of the heading that names the form (the section's h2). */
  labelledBy?: string;
};

/**
 * The contact request: checked with the shared validator before anything is sent, every problem shown next to its
 * field and listed in a summary at the top in the spec's order (phone, privacy policy, then the rest), then posted
 * to the relay. What was typed stays on any error and is cleared only on success. Without JavaScript the same form
 * posts to the relay itself (the browser checks the required fields first) and lands on a result page.
 * Needs the `contact-form`, `forms` and `common` namespaces (`common` for the privacy box).
 */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const { t } = useTranslation('forms');
  const { t: tContact } = useTranslation('contact-form');
  const lang = useLang();
  // The channel of a post without JavaScript (the enhanced form sends location.pathname); no router in unit tests.
  const pagePath = useRouter()?.asPath.split(/[?#]/)[0] ?? '';
  const uid = useId();
  const ids: Record<Control | 'honeypot' | 'count', string> = {
    name: `${uid}name`,
    email: `${uid}email`,
    phone: `${uid}phone`,
    schedule: `${uid}schedule`,
    message: `${uid}message`,
    privacy: `${uid}privacy`,
    honeypot: `${uid}company`,
    count: `${uid}count`,
  };
  // The select shows and posts each option's label; the state holds its key.
  const scheduleLabel = (schedule: Schedule) => tContact(`schedule.${schedule}`);
  const scheduleOf = (label: string) => SCHEDULES.find((schedule) => scheduleLabel(schedule) === label) ?? 'any';
  const [values, setValues] = useState<Values>(() => {
    // What the built form holds is the select's label, not its key.
    const typed = typedBeforeHydration(EMPTY, {
      name: ids.name,
      email: ids.email,
      phone: ids.phone,
      schedule: ids.schedule,
      message: ids.message,
      acceptedPrivacyPolicy: ids.privacy,
    });
    return { ...typed, schedule: scheduleOf(typed.schedule) };
  });
  useContactPrefill((message) => setValues((v) => ({ ...v, message })));
  const { state, submit } = useRelayForm('contact', checkContact);
  const summary = useRef<HTMLDivElement>(null);
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const textOf = (problem: NonNullable<ReturnType<typeof problemOf>>) => problemText(t, problem, lang, values.message.length);
  const errorOf = (field: ContactField): FieldErrorText | undefined => {
    const problem = problemOf(state, field);
    return problem && { id: `${ids[CONTROL_OF[field]!]}-error`, text: textOf(problem) };
  };
  const summaryItems =
    state.status === 'error'
      ? state.problems.map((problem) => {
          const control = problem.field ? CONTROL_OF[problem.field as ContactField] : undefined;
          return { text: textOf(problem), controlId: control && ids[control] };
        })
      : [];
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit({
      name: values.name,
      email: values.email,
      phoneNumber: values.phone,
      message: values.message,
      sentFromPage: window.location.pathname,
      schedule: scheduleLabel(values.schedule),
      acceptedPrivacyPolicy: values.acceptedPrivacyPolicy,
      [HONEYPOT_FIELD]: values.honeypot,
    });
    if (!outcome) return;
    if (outcome.ok) {
      // Keep the chosen country: the phone input goes on showing '+34', ready for the next number.
      setValues({ ...EMPTY, phone: countryCodeOf(values.phone) });
      return;
    }
    summary.current?.focus();
  }

  const phoneError = errorOf('phoneNumber');
  const messageError = errorOf('message');
  const privacyError = errorOf('acceptedPrivacyPolicy');
  return (
    <RelayForm
      endpoint="contact"
      className={formStyles.form}
      labelledBy={labelledBy}
      state={state}
      summaryItems={summaryItems}
      summaryRef={summary}
      onSubmit={onSubmit}
    >
      <p className={formStyles.note}>{tContact('allRequired')}</p>
      <input type="hidden" name="sentFromPage" value={pagePath} />
      <TextField
        id={ids.name}
        label={tContact('name')}
        name="name"
        autoComplete="name"
        required
        maxLength={FIELD_MAX_LENGTH.name}
        error={errorOf('name')}
        value={values.name}
        onChange={set('name')}
      />
      <div className={formStyles.row}>
        <TextField
          id={ids.email}
          label={tContact('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_MAX_LENGTH.email}
          error={errorOf('email')}
          value={values.email}
          onChange={set('email')}
        />
        <Field id={ids.phone} label={tContact('phone')} error={phoneError}>
          <PhoneField
            id={ids.phone}
            lang={lang}
            value={values.phone}
            onChange={set('phone')}
            pattern={PHONE_PATTERN}
            invalid={Boolean(phoneError)}
            describedBy={phoneError?.id}
            searchPlaceholder={tContact('phoneSearch')}
            searchNotFound={tContact('phoneSearchEmpty')}
          />
        </Field>
      </div>
      <Field id={ids.schedule} label={tContact('schedule.label')} error={errorOf('schedule')}>
        {/* Each option posts its label, as the enhanced form sends it: the e-mail shows what the visitor chose. */}
        <select
          id={ids.schedule}
          name="schedule"
          className={`${fieldStyles.control} ${styles.select}`}
          value={scheduleLabel(values.schedule)}
          onChange={(e) => set('schedule')(scheduleOf(e.target.value))}
        >
          {SCHEDULES.map((schedule) => (
            <option key={schedule} value={scheduleLabel(schedule)}>
              {scheduleLabel(schedule)}
            </option>
          ))}
        </select>
      </Field>
      <LongTextField
        id={ids.message}
        countId={ids.count}
        name="message"
        label={tContact('message')}
        rows={5}
        className={styles.message}
        value={values.message}
        onChange={set('message')}
        error={messageError}
      />
      <PrivacyAcceptance
        id={ids.privacy}
        text={tContact('privacy')}
        checked={values.acceptedPrivacyPolicy}
        onChange={set('acceptedPrivacyPolicy')}
        error={privacyError}
      />
      <Honeypot id={ids.honeypot} value={values.honeypot} onChange={set('honeypot')} />
      <div className={formStyles.actions}>
        <SubmitButton submitting={state.status === 'submitting'}>{tContact('submit')}</SubmitButton>
      </div>
      <FormStatus state={state} successMessage={tContact('status.success')} />
    </RelayForm>
  );
}
