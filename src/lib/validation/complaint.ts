import { FIELD_MAX_LENGTH } from './limits';
import { isValidPhone } from './contact';
import { errorList, type ValidationResult } from './result';
import { field, isEmail, isTooLong, multiLine, singleLine } from './text';

/** A complaint as the form sends it: phone and policy reference are optional, the description is the complaint. */
export interface ComplaintValues {
  name: string;
  email: string;
  /** '' when not given. */
  phoneNumber: string;
  /** The policy or contract the complaint is about, '' when not given. */
  policyReference: string;
  description: string;
  acceptedPrivacyPolicy: true;
}

export type ComplaintField = Exclude<keyof ComplaintValues, 'acceptedPrivacyPolicy'> | 'acceptedPrivacyPolicy';

/**
 * Checks the complaint form and reports every problem, at most one per field, in the form's order: name, e-mail,
 * phone (only when given: a complaint must never be refused for want of a phone), policy reference, description,
 * privacy policy. The description shares the contact message's cap. Accepts input of unknown shape (the relay's
 * parsed body).
 */
export function checkComplaint(input: unknown): ValidationResult<ComplaintValues, ComplaintField> {
  const value: ComplaintValues = {
    name: singleLine(field(input, 'name')),
    email: singleLine(field(input, 'email')),
    phoneNumber: singleLine(field(input, 'phoneNumber')),
    policyReference: singleLine(field(input, 'policyReference')),
    description: multiLine(field(input, 'description')),
    acceptedPrivacyPolicy: true,
  };
  const errors = errorList<ComplaintField>([
    ['name', value.name ? null : 'required'],
    ['name', isTooLong(value, 'name') ? 'too_long' : null],
    ['email', value.email ? null : 'required'],
    ['email', isEmail(value.email) ? null : 'invalid_email'],
    ['email', isTooLong(value, 'email') ? 'too_long' : null],
    ['phoneNumber', value.phoneNumber && !isValidPhone(value.phoneNumber) ? 'invalid_phone' : null],
    ['phoneNumber', isTooLong(value, 'phoneNumber') ? 'too_long' : null],
    ['policyReference', isTooLong(value, 'policyReference') ? 'too_long' : null],
    ['description', value.description ? null : 'required'],
    ['description', value.description.length > FIELD_MAX_LENGTH.message ? 'too_long' : null],
    ['acceptedPrivacyPolicy', field(input, 'acceptedPrivacyPolicy') === true ? null : 'accept_privacy_policy'],
  ]);
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
