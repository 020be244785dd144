/**
 * The short reference a complainant can quote (decision 0043): 8 characters of Crockford's base-32 alphabet (no I,
 * L, O or U, so nothing reads as another character or spells a word), taken from the first 40 bits of the lead's
 * random id. The same lead always gives the same reference; the complaints team finds the lead by it.
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

export function complaintReference(leadId: string): string {
  const hex = leadId.replace(/-/g, '').slice(0, 10);
  if (!/^[0-9a-f]{10}$/i.test(hex)) throw new Error('a lead id is a UUID');
  let bits = BigInt(`0x${hex}`);
  let reference = '';
  for (let i = 0; i < 8; i += 1) {
    reference = REFERENCE_ALPHABET[Number(bits & 31n)] + reference;
    bits >>= 5n;
  }
  return reference;
}

export function isComplaintReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}
