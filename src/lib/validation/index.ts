export { FIELD_MAX_LENGTH, type LimitedField } from './limits';
export type { FieldError, ValidationErrorKey, ValidationResult } from './result';
export {
  checkContact,
  isValidPhone,
  PHONE_PATTERN,
  type ContactField,
  type ContactInput,
  type ContactValues,
} from './contact';
export { checkNewsletter, type NewsletterField, type NewsletterInput } from './newsletter';
export { isEmail } from './text';
