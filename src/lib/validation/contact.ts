import { errorList, type ValidationResult } from './result';
import { field, isEmail, isTooLong, multiLine, singleLine } from './text';

export interface ContactInput {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
  /** Path of the page the form was sent from, e.g. `/es/contact`. */
  sentFromPage: string;
  /** Preferred contact time; optional. */
  schedule?: string;
  acceptedPrivacyPolicy: boolean;
}

export type ContactField = keyof ContactInput;

/** The normalized form values: trimmed, control characters removed, `schedule` '' when not given. */
export type ContactValues = Required<ContactInput> & { acceptedPrivacyPolicy: true };

/**
 * An optional country prefix of 1-3 digits (with or without '+'), then at least 9 further digits; a single
 * space, dot or hyphen may separate digit groups. E.g. `+34 612 345 678`, `612.345.678`, `351-912345678`.
 * Written so it also works as an HTML `pattern` (which the browser compiles with the `v` flag: hyphen escaped).
 */
export const PHONE_PATTERN = String.raw`(?:\+?\d{1,3}[ .\-]?)?(?:\d[ .\-]?){8,}\d`;
const PHONE = new RegExp(`^${PHONE_PATTERN}$`);

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/**
 * The page field's name before it said what it holds. A page or script loaded before the rename (an open tab during
 * a deploy; a page a visitor went back to) still posts it, so the relay reads it when the new name is absent, and
 * the office's e-mail still names the page. The stored leads were migrated (leads migration 0007).
 */
const FORMER_PAGE_FIELD = 'contactMethod';

/**
 * Checks the contact form and reports every problem, at most one per field, in the spec's order: phone, privacy
 * policy, then name, e-mail and message (presence, format, length), then the fields a visitor does not type.
 * Accepts input of unknown shape so the relay can pass parsed JSON straight in.
 */
export function checkContact(input: unknown): ValidationResult<ContactValues, ContactField> {
  const value: ContactValues = {
    name: singleLine(field(input, 'name')),
    email: singleLine(field(input, 'email')),
    phoneNumber: singleLine(field(input, 'phoneNumber')),
    message: multiLine(field(input, 'message')),
    sentFromPage: singleLine(field(input, 'sentFromPage') ?? field(input, FORMER_PAGE_FIELD)),
    schedule: singleLine(field(input, 'schedule')),
    acceptedPrivacyPolicy: true,
  };
  const errors = errorList<ContactField>([
    ['phoneNumber', isValidPhone(value.phoneNumber) ? null : 'invalid_phone'],
    ['phoneNumber', isTooLong(value, 'phoneNumber') ? 'too_long' : null],
    ['acceptedPrivacyPolicy', field(input, 'acceptedPrivacyPolicy') === true ? null : 'accept_privacy_policy'],
    ['name', value.name ? null : 'required'],
    ['name', isTooLong(value, 'name') ? 'too_long' : null],
    ['email', value.email ? null : 'required'],
    ['email', isEmail(value.email) ? null : 'invalid_email'],
    ['email', isTooLong(value, 'email') ? 'too_long' : null],
    ['message', value.message ? null : 'required'],
    ['message', isTooLong(value, 'message') ? 'too_long' : null],
    ['schedule', isTooLong(value, 'schedule') ? 'too_long' : null],
    ['sentFromPage', isTooLong(value, 'sentFromPage') ? 'too_long' : null],
  ]);
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
