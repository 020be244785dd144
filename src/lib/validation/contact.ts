import type { ValidationResult } from './result';
import { exceedsLimit, field, isEmail, multiLine, singleLine } from './text';

export interface ContactInput {
  name: string;
  email: string;
  phoneNumber: string;
  message: string;
  /** Path of the page the form was sent from, e.g. `/es/contact`. */
  contactMethod: string;
  /** Preferred contact time; optional. */
  schedule?: string;
  acceptedPrivacyPolicy: boolean;
}

/** The normalized form values: trimmed, control characters removed, `schedule` '' when not given. */
export type ContactValues = Required<ContactInput> & { acceptedPrivacyPolicy: true };

/**
 * An optional country prefix of 1-3 digits (with or without '+'), then at least 9 further digits; a single
 * space, dot or hyphen may separate digit groups. E.g. `+34 612 345 678`, `612.345.678`, `351-912345678`.
 */
const PHONE = /^(?:\+?\d{1,3}[ .-]?)?(?:\d[ .-]?){8,}\d$/;

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/**
 * Validates the contact form in the spec's order: phone, privacy policy, required fields, e-mail format, lengths.
 * Accepts input of unknown shape so the relay can pass parsed JSON straight in.
 */
export function validateContact(input: unknown): ValidationResult<ContactValues> {
  const value: ContactValues = {
    name: singleLine(field(input, 'name')),
    email: singleLine(field(input, 'email')),
    phoneNumber: singleLine(field(input, 'phoneNumber')),
    message: multiLine(field(input, 'message')),
    contactMethod: singleLine(field(input, 'contactMethod')),
    schedule: singleLine(field(input, 'schedule')),
    acceptedPrivacyPolicy: true,
  };

  if (!isValidPhone(value.phoneNumber)) return { ok: false, error: 'invalid_phone' };
  if (field(input, 'acceptedPrivacyPolicy') !== true) return { ok: false, error: 'accept_privacy_policy' };
  if (!value.name || !value.email || !value.message) return { ok: false, error: 'required' };
  if (!isEmail(value.email)) return { ok: false, error: 'invalid_email' };
  if (exceedsLimit(value)) return { ok: false, error: 'too_long' };
  return { ok: true, value };
}
