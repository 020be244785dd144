import type { ContactValues, NewsletterInput } from '../../lib/validation';

/**
 * What a provider reports back. `timeout` and `network` mean the request may or may not have reached the
 * provider: the relay never retries those, because a second send could deliver a duplicate e-mail.
 */
export type ProviderResult =
  | { ok: true }
  | { ok: false; reason: 'rejected'; status: number }
  | { ok: false; reason: 'timeout' | 'network' | 'unavailable' };

/** One outgoing channel: the contact e-mail or the newsletter sign-up. */
export interface Provider<Message> {
  /** Short name for logs ('customerio-transactional', 'outbox', ...). */
  readonly name: string;
  send(message: Message): Promise<ProviderResult>;
}

export type ContactProvider = Provider<ContactValues>;
export type NewsletterProvider = Provider<NewsletterInput>;

/** Logs one line; the relay's lines never carry names, e-mails, phone numbers or message text. */
export type LogLine = (line: string) => void;

export interface ProviderDeps {
  fetch: typeof fetch;
  timeoutMs: number;
  log: LogLine;
}
