import type { ContactValues } from '../../lib/validation';
import type { NewsletterPayload } from '../leads/record';
import type { ComplaintMessage, NewsletterConfirmation } from './message-data';

/**
 * Why a send did not happen. `timeout` means the request went out and may have reached the provider: a retry could
 * deliver a second e-mail (Customer.io's calls take no idempotency key), so such a lead is held for an operator
 * unless the provider is `repeatable` (leads/delivery.ts, decision 0040). `network` means the connection failed. `error` is an exception on our side (never the network's
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
  /**
   * True when sending the same lead again leaves no second message (the outbox replaces its file). Then a send
   * whose answer never came is simply repeated; otherwise the lead is held for an operator (leads/delivery.ts).
   */
  readonly repeatable?: boolean;
  /** Sends one lead's message; `leadId` identifies the lead, the same at every attempt. */
  send(message: Message, leadId: string): Promise<ProviderResult>;
}

export type ContactProvider = Provider<ContactValues>;
export type NewsletterProvider = Provider<NewsletterPayload>;
/** The double opt-in e-mail of a newsletter sign-up (decision 0039). */
export type ConfirmationProvider = Provider<NewsletterConfirmation>;
/** The editors' e-mail of a failed publication: the template's data (subject, report, the run's address). */
export type EditorsNoticeProvider = Provider<Record<string, string>>;

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

/**
 * A notice to the site's operator (src/relay/leads/notices.ts): which leads, of which kind, how old, in what state
 * and why the last attempt failed; never a visitor's data. Sent to OPERATIONS_EMAIL like the contact e-mail.
 */
export interface OperatorNotice {
  /** `store_*`: the Node store's thread stopped, is back, or could not be started again (leads/store-thread.ts); no leads named. */
  notice: 'lead_failed' | 'purge_warning' | 'digest' | 'store_stopped' | 'store_restarted' | 'store_lost';
  count: number;
  leads: { id: string; kind: string; state: string; age_days: number; last_error: string; purge_on: string }[];
  /** What a `store_*` notice is about: why the thread stopped, or how long posts were refused. */
  detail?: string;
}

/** Where operator notices go: Customer.io's transactional API, the outbox under Node, or nowhere (logged). */
export type NoticeProvider = Provider<OperatorNotice>;
