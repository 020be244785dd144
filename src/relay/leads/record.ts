import type { ContactValues, NewsletterInput } from '../../lib/validation';
import type { ComplaintValues } from '../../lib/validation/complaint';

/** The forms whose submissions are leads. */
export type LeadKind = 'contact' | 'newsletter' | 'complaint';
export type LeadState = 'pending' | 'delivered' | 'failed';

/**
 * The newsletter's two deliveries (double opt-in, decision 0039): the sign-up sends the confirmation e-mail
 * ('confirm'); pressing the button of its page stores a second lead that submits the sign-up ('subscribe'). A lead
 * stored before the double opt-in has no step and subscribes.
 */
export type NewsletterStep = 'confirm' | 'subscribe';

/** The proof of a confirmed sign-up that travels to Customer.io with it: ISO times and the policy shown. */
export interface NewsletterConsent {
  givenAt: string;
  policy: string;
  policyVersion: string;
  confirmedAt: string;
}

/** A sign-up as stored: the validated values; once confirmed, with the proof of its consent. */
export type NewsletterPayload = NewsletterInput & { consent?: NewsletterConsent };

/** What the relay accepted, as stored: the validated values plus what the business and GDPR need to know. */
export type NewLead =
  | (LeadMeta & { kind: 'contact'; payload: ContactValues; step?: null })
  | (LeadMeta & { kind: 'newsletter'; payload: NewsletterPayload; step: NewsletterStep | null })
  | (LeadMeta & { kind: 'complaint'; payload: ComplaintValues; step?: null });

export interface LeadMeta {
  /** Random UUID, also sent with the delivery so a repeat can be recognised. */
  id: string;
  lang: string;
  /** Path of the page the form was sent from, '' when unknown. */
  page: string;
  createdAt: number;
  /**
   * When the visitor accepted the privacy policy, and which document they were shown: its path, in the language of
   * the page the form was on, and the documents' version.
   */
  privacy: { acceptedAt: number; document: string; version: string };
}

export type Lead = NewLead & {
  state: LeadState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: number | null;
};

/** A lead as an operator lists it: no name, e-mail, phone or message. */
export interface LeadSummary {
  id: string;
  kind: LeadKind;
  lang: string;
  page: string;
  state: LeadState;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  lastError: string | null;
}
