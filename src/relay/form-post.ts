import { DEFAULT_LANG, isLang, type Lang } from '../lib/i18n/languages';
import { decodeUtf8, readBodyBytes } from './http';
import { LANGUAGE_FIELD } from './fields';
import { resultPath, type FormName, type FormResultReason } from './form-results';

/**
 * A form posted without JavaScript: `application/x-www-form-urlencoded`, read into the same fields as the JSON
 * body of the enhanced forms, and answered with a redirect to a result page instead of JSON.
 */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Percent-encoding takes up to three bytes per byte: a 5,000-character message of accented letters is ~30 KB
 * encoded, the same message as JSON ~10 KB. The cap is the JSON cap scaled accordingly.
 */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

export function isFormContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** Form control names that differ from the JSON body's field names. */
const RENAMED = new Map([['phone', 'phoneNumber']]);

/**
 * The posted controls as the JSON body would carry them: strings (the first value of a repeated name), the
 * phone under its JSON name, and the privacy checkbox (posted as 'on' only when ticked) as a boolean.
 */
export function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const key = RENAMED.get(name) ?? name;
    if (!(key in fields)) fields[key] = value;
  }
  fields.acceptedPrivacyPolicy = fields.acceptedPrivacyPolicy === 'on';
  return fields;
}

export type FormBody = { ok: true; value: Record<string, unknown> } | { ok: false; error: 'payload_too_large' | 'invalid_body' };

/** Reads a urlencoded body within MAX_FORM_BODY_BYTES; bytes that are not UTF-8 text are refused. */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BODY_BYTES): Promise<FormBody> {
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return body;
  const text = decodeUtf8(body.bytes);
  return text === null ? { ok: false, error: 'invalid_body' } : { ok: true, value: formFields(text) };
}

/** The language of the result page: the form's hidden language field, else the site's default. */
export function resultLang(fields: Record<string, unknown> | null): Lang {
  const lang = fields?.[LANGUAGE_FIELD];
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * 303 See Other to a result page: the browser follows it with a GET, so Reload or Back never posts again. On the
 * site's origin when the relay runs on another one (`siteOrigin`, the checked Origin of the post).
 */
export function seeOther(
  form: FormName,
  lang: Lang,
  outcome: 'sent' | FormResultReason,
  siteOrigin: string | null,
  headers: Record<string, string> = {},
): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${siteOrigin ?? ''}${resultPath(form, lang, outcome)}`, 'Cache-Control': 'no-store', ...headers },
  });
}
