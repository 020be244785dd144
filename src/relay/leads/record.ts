import type { ComplaintValues, ContactValues, NewsletterInput } from '../../lib/validation';

/** The forms whose submissions are leads. */
export type LeadKind = 'contact' | 'newsletter' | 'complaint';
export type LeadState = 'pending' | 'delivered' | 'failed';

/** What the relay accepted, as stored: the validated values plus what the business and GDPR need to know. */
export type NewLead =
  | (LeadMeta & { kind: 'contact'; payload: ContactValues })
  | (LeadMeta & { kind: 'newsletter'; payload: NewsletterInput })
  | (LeadMeta & { kind: 'complaint'; payload: ComplaintValues });

export interface LeadMeta {
  /** Random UUID, also sent with the delivery so a repeat can be recognised. */
  id: string;
  lang: string;
  /** Path of the page the form was sent from, '' when unknown. */
  page: string;
  createdAt: number;
  /** When the visitor accepted the privacy policy, and which document (path and version) they were shown. */
  privacy: { acceptedAt: number; policy: string };
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
