import type { ContactValues, NewsletterInput } from '../../lib/validation';
import { complaintReference } from '../leads/reference';
import type { ComplaintMessage } from './types';

/** The transactional template's variables: what the e-mail provider's template fills in. */
export interface ContactMessageData {
  name: string;
  email: string;
  phone_number: string;
  message: string;
  /** Path of the page the form was sent from. */
  channel: string;
  /** Preferred contact time. */
  time: string;
  /**
   * The lead's id, the same at every delivery attempt: the template can show it, so the office recognises the
   * rare second copy of a request (a retry after a timeout whose first send did arrive).
   */
  lead_id: string;
}

const NOT_GIVEN = 'N/A';

export function toContactMessageData(contact: ContactValues, leadId: string): ContactMessageData {
  return {
    name: contact.name,
    email: contact.email,
    phone_number: contact.phoneNumber,
    message: contact.message,
    channel: contact.contactMethod || NOT_GIVEN,
    time: contact.schedule || NOT_GIVEN,
    lead_id: leadId,
  };
}

/**
 * The complaint templates' variables, the same for the complaints team's message and the complainant's
 * acknowledgement: the reference both quote, the language the acknowledgement is written in, and what was sent.
 */
export interface ComplaintMessageData {
  reference: string;
  language: string;
  name: string;
  email: string;
  phone_number: string;
  policy_reference: string;
  description: string;
  lead_id: string;
}

export function toComplaintMessageData({ complaint, language }: ComplaintMessage, leadId: string): ComplaintMessageData {
  return {
    reference: complaintReference(leadId),
    language,
    name: complaint.name,
    email: complaint.email,
    phone_number: complaint.phoneNumber || NOT_GIVEN,
    policy_reference: complaint.policyReference || NOT_GIVEN,
    description: complaint.description,
    lead_id: leadId,
  };
}

/**
 * The Customer.io forms `data` object; every value a string. Each field becomes an attribute of the person
 * (SERVICES.md, section 3): `language` lets the business write to each subscriber in the language they signed up in.
 */
export function toNewsletterFormData(signUp: NewsletterInput): { email: string; name: string; language?: string } {
  return { email: signUp.email, name: signUp.name, ...(signUp.language ? { language: signUp.language } : {}) };
}
