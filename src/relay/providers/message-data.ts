import type { ContactValues } from '../../lib/validation';
import type { ComplaintValues } from '../../lib/validation/complaint';
import type { NewsletterPayload } from '../leads/record';
import { complaintReference } from '../leads/reference';

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
    channel: contact.sentFromPage || NOT_GIVEN,
    time: contact.schedule || NOT_GIVEN,
    lead_id: leadId,
  };
}

/** A complaint and the language of its page, which the acknowledgement to the complainant is written in. */
export type ComplaintMessage = { complaint: ComplaintValues; language: string };

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
 * (docs/services.md, Customer.io Forms API): `language` lets the business write to each subscriber in the language they signed up in;
 * a confirmed sign-up carries the proof of its consent (decision 0039), so the list holds its own proof.
 */
export function toNewsletterFormData(signUp: NewsletterPayload): NewsletterFormData {
  return {
    email: signUp.email,
    name: signUp.name,
    ...(signUp.language ? { language: signUp.language } : {}),
    ...(signUp.consent
      ? {
          newsletter_consent_at: signUp.consent.givenAt,
          newsletter_policy: signUp.consent.policy,
          newsletter_policy_version: signUp.consent.policyVersion,
          newsletter_confirmed_at: signUp.consent.confirmedAt,
        }
      : {}),
  };
}

export interface NewsletterFormData {
  email: string;
  name: string;
  language?: string;
  /** When the visitor signed up (ISO 8601), the policy document they were shown and its version. */
  newsletter_consent_at?: string;
  newsletter_policy?: string;
  newsletter_policy_version?: string;
  /** When they pressed the button of the confirmation e-mail's page (ISO 8601). */
  newsletter_confirmed_at?: string;
}

/** What the double opt-in e-mail asks someone to confirm, and where. */
export interface NewsletterConfirmation {
  email: string;
  name: string;
  language: string;
  /** The absolute link to the confirmation page, with its signed token. */
  confirmUrl: string;
}

/** The confirmation template's variables (CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID). */
export function toConfirmationMessageData(confirmation: NewsletterConfirmation, leadId: string) {
  return { name: confirmation.name, language: confirmation.language, confirm_url: confirmation.confirmUrl, lead_id: leadId };
}
