import { BRAND, HEADQUARTERS, REGISTRATIONS } from '@/lib/site/company';
import { COMPLAINTS, PUBLIC_REGISTERS } from '@/lib/site/duties';
import { keepTogether } from '../text';
import type { Block } from '../types';

/** Facts every language quotes the same way; only the labels around them are translated. */
export const HQ_ADDRESS = `${HEADQUARTERS.street}, ${HEADQUARTERS.postalCode} ${HEADQUARTERS.city}`;
export const CONTACT = { email: HEADQUARTERS.email, phone: keepTogether(HEADQUARTERS.phone) } as const;
export { BRAND, REGISTRATIONS };
/** Where complaints go: the customer-service department's own address (decision 0043). */
export const COMPLAINTS_EMAIL = COMPLAINTS.department.email;

/** Each registration's public register, by name and address, under the legal notice's list of registrations. */
export const registerFacts: Block = {
  kind: 'facts',
  rows: Object.entries(PUBLIC_REGISTERS).map(([key, { register, url }]) => [`${register} ${REGISTRATIONS[key as keyof typeof PUBLIC_REGISTERS]}`, url]),
};

export type IdentityLabels = {
  legalName: string;
  taxId: string;
  address: string;
  country: string;
  email: string;
  phone: string;
};

/** The identification table at the top of the legal notice and the privacy policy. */
export function identityFacts(labels: IdentityLabels): Block {
  return {
    kind: 'facts',
    rows: [
      [labels.legalName, BRAND.legalName],
      [labels.taxId, BRAND.taxId],
      [labels.address, `${HQ_ADDRESS} (${labels.country})`],
      [labels.email, CONTACT.email],
      [labels.phone, CONTACT.phone],
    ],
  };
}
