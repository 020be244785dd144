/**
 * Field names the forms and the relay agree on, in a module free of server code so the browser bundle can import
 * them without pulling in the relay.
 */

/** The field a person never sees (hidden by the form); bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'company';
/** The page's language: the newsletter records it, and a form posted without JavaScript lands on a page in it. */
export const LANGUAGE_FIELD = 'language';
