import { FIELD_MAX_LENGTH, type LimitedField } from './limits';

// C0 controls (CR and LF included) and DEL: never meaningful in a single-line field, and CR/LF in a value that
// may end up in a mail header (name, reply-to address) is how header injection works.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]+/g;
// In multi-line text keep line feeds and tabs, drop the other controls.
const CONTROL_CHARS_EXCEPT_LF_TAB = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

// Bidirectional overrides, embeddings, isolates and marks reorder what a reader of the e-mail sees ("Trojan
// Source": a name that displays as something else); zero-width spaces, word joiners and byte-order marks hide text.
// None belongs in a name, an address or a message in the site's four languages.
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// Zero-width (non-)joiners: kept in messages, where emoji sequences need them; meaningless in a single line.
const JOINERS = /[\u200c\u200d]/g;

/**
 * A single-line field: non-strings become '', control characters become a space, invisible and direction-changing
 * characters are removed, outer whitespace is trimmed.
 */
export function singleLine(value: unknown): string {
  return typeof value === 'string' ? value.replace(CONTROL_CHARS, ' ').replace(INVISIBLE, '').replace(JOINERS, '').trim() : '';
}

/**
 * A multi-line field: CRLF/CR normalized to LF, other control characters and invisible or direction-changing
 * characters removed, outer whitespace trimmed.
 */
export function multiLine(value: unknown): string {
  return typeof value === 'string'
    ? value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_EXCEPT_LF_TAB, '').replace(INVISIBLE, '').trim()
    : '';
}

// The WHATWG `<input type="email">` rule, plus a dot in the domain: a public site's visitors have deliverable
// addresses, and `name@localhost` would only bounce.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** True when the field is longer than its cap in FIELD_MAX_LENGTH. */
export function isTooLong<F extends LimitedField>(values: Partial<Record<F, string>>, name: F): boolean {
  return (values[name] ?? '').length > FIELD_MAX_LENGTH[name];
}

/** Reads a field from an object of unknown shape (the relay's parsed JSON or the form's state). */
export function field(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
}
