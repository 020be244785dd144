/**
 * Error keys returned by the validators. Each has a message in the `forms` namespace (see
 * src/features/forms/error-messages.ts).
 */
export type ValidationErrorKey = 'invalid_phone' | 'accept_privacy_policy' | 'required' | 'invalid_email' | 'too_long';

/** One problem with one field, named as the relay's JSON body names it. */
export type FieldError<Field extends string = string> = { field: Field; error: ValidationErrorKey };

/** The normalized values, or every problem found (at most one per field), in the spec's order. */
export type ValidationResult<T, Field extends string = string> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldError<Field>[] };

/** Collects the first problem of each field, in the order the checks are written. */
export function errorList<Field extends string>(
  checks: readonly (readonly [Field, ValidationErrorKey | null])[],
): FieldError<Field>[] {
  const errors: FieldError<Field>[] = [];
  for (const [field, error] of checks) {
    if (error && !errors.some((known) => known.field === field)) errors.push({ field, error });
  }
  return errors;
}
