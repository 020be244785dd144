import type { ContactValues, NewsletterInput } from '../../lib/validation';

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
   * The lead's id, the same at every delivery attempt: the template can show it, so the office can match an e-mail
   * to its lead, and recognise a second copy (an operator's re-send of a lead whose timed-out send did arrive).
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
 * The Customer.io forms `data` object; every value a string. Each field becomes an attribute of the person
 * (SERVICES.md, section 3): `language` lets the business write to each subscriber in the language they signed up in.
 */
export function toNewsletterFormData(signUp: NewsletterInput): { email: string; name: string; language?: string } {
  return { email: signUp.email, name: signUp.name, ...(signUp.language ? { language: signUp.language } : {}) };
}
