/**
 * Field names the forms and the relay agree on, in a module free of server code so the browser bundle can import
 * them without pulling in the relay.
 */

/** The field a person never sees (hidden by the form); bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'company';
