/** Maximum lengths (in UTF-16 code units, as the browser's `maxLength` counts) shared by the forms and the relay. */
export const FIELD_MAX_LENGTH = {
  name: 120,
  // RFC 5321 path limit.
  email: 254,
  phoneNumber: 32,
  message: 5000,
  schedule: 60,
  sentFromPage: 200,
  // A policy or contract number as the customer reads it off a document.
  policyReference: 60,
} as const;

export type LimitedField = keyof typeof FIELD_MAX_LENGTH;
