import type { ComplaintValues, ContactValues, NewsletterInput } from '../../lib/validation';

/**
 * Why a send did not happen. `timeout` and `network` mean the request may or may not have reached the provider:
 * a retry can then deliver a second e-mail (Customer.io's transactional API has no idempotency key; the e-mail
 * carries the lead's id so a repeat can be recognised). `error` is an exception on our side (never the network's
 * fault); `cause` names it for the log and never holds a visitor's data.
 */
export type ProviderFailure =
  | { ok: false; reason: 'timeout' }
  | { ok: false; reason: 'network' | 'error'; cause: string };

/** What a provider reports back. A `rejected` status is the provider's answer (any non-success, 3xx included). */
export type ProviderResult =
  | { ok: true }
  | { ok: false; reason: 'rejected'; status: number }
  | { ok: false; reason: 'unavailable' }
  | ProviderFailure;

/** One outgoing channel: the contact e-mail, the newsletter sign-up or the complaint and its acknowledgement. */
export interface Provider<Message> {
  /** Short name for logs ('customerio-transactional', 'outbox', ...). */
  readonly name: string;
  /** Sends one lead's message; `leadId` identifies the lead, the same at every attempt. */
  send(message: Message, leadId: string): Promise<ProviderResult>;
}

export type ContactProvider = Provider<ContactValues>;
export type NewsletterProvider = Provider<NewsletterInput>;

/** A complaint and the language of its page, which the acknowledgement to the complainant is written in. */
export type ComplaintMessage = { complaint: ComplaintValues; language: string };
/**
 * One delivery of a complaint is two messages: the complaint to the complaints team, then the acknowledgement to
 * the complainant, both quoting the reference (decision 0043).
 */
export type ComplaintProvider = Provider<ComplaintMessage>;

/** Logs one line; the relay's lines never carry names, e-mails, phone numbers or message text. */
export type LogLine = (line: string) => void;

export interface ProviderDeps {
  fetch: typeof fetch;
  timeoutMs: number;
}
