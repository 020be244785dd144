/** A `tel:` link for a phone as the site writes it ('+34 910 000 000'): only the '+' and the digits are dialled. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
