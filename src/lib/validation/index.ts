export { FIELD_MAX_LENGTH, type LimitedField } from './limits';
export type { ValidationErrorKey, ValidationResult } from './result';
export { validateContact, isValidPhone, type ContactInput, type ContactValues } from './contact';
export { validateNewsletter, type NewsletterInput } from './newsletter';
export { isEmail } from './text';
