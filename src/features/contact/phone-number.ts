/**
 * The phone number as the form holds and sends it: text such as '+34 612345678' (what the enhanced widget
 * reports) or whatever the visitor typed into the plain input before the widget arrived ('612 345 678').
 */

/**
 * What the widget reports, as the form sends it: '+<country code> <national number>', e.g. '+34 612345678', which
 * reads well in the e-mail and meets the shared phone rule. Only the country code means no number was typed.
 */
export function formatPhone(digits: string, dialCode: string): string {
  if (!digits) return '';
  if (dialCode && digits.startsWith(dialCode)) {
    const national = digits.slice(dialCode.length);
    return national ? `+${dialCode} ${national}` : `+${dialCode}`;
  }
  return `+${digits}`;
}

/**
 * The widget's value (digits, country code first) for a phone text. A number typed without an international
 * prefix ('+' or '00') is national: it gets the page's default country code, as the widget would have shown it.
 */
export function widgetDigits(text: string, defaultDialCode: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return defaultDialCode + digits;
}

/** The '+<country code>' a widget-formatted phone text starts with ('+34 612345678' → '+34'), else ''. */
export function countryCodeOf(text: string): string {
  return /^\+\d{1,4}(?= |$)/.exec(text)?.[0] ?? '';
}
