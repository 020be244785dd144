import type { ConfirmationSettings, TransactionalSettings } from '../config';
import { toConfirmationMessageData, toContactMessageData } from './message-data';
import { postOnce } from './send';
import type { ConfirmationProvider, ContactProvider, NoticeProvider, ProviderDeps, ProviderResult } from './types';

/**
 * One e-mail through Customer.io's Transactional API (`POST {base}/v1/send/email`, bearer App API key). Recipient,
 * template id and region come from server settings only. 2xx means queued; anything else is a failure, reported by
 * status only: an error body can echo what the visitor typed, so it is never read.
 */
async function sendEmail(settings: TransactionalSettings, deps: ProviderDeps, message: object): Promise<ProviderResult> {
  const outcome = await postOnce(deps, `${settings.baseUrl}/v1/send/email`, {
    headers: {
      Authorization: `Bearer ${settings.apiKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({
      to: settings.recipient,
      transactional_message_id: settings.messageId,
      identifiers: { email: settings.recipient },
      ...message,
    }),
  });
  if (!('response' in outcome)) return outcome;

  const { response } = outcome;
  await response.body?.cancel();
  return response.ok ? { ok: true } : { ok: false, reason: 'rejected', status: response.status };
}

/**
 * The contact e-mail, with the visitor's address in `reply_to`. The API takes no idempotency key: the lead's id
 * travels in `message_data.lead_id`.
 */
export function createCustomerIoTransactional(settings: TransactionalSettings, deps: ProviderDeps): ContactProvider {
  return {
    name: 'customerio-transactional',
    send: (contact, leadId) => sendEmail(settings, deps, { message_data: toContactMessageData(contact, leadId), reply_to: contact.email }),
  };
}

/** The operator's notices (src/relay/leads/notices.ts): their own template, to OPERATIONS_EMAIL. */
export function createCustomerIoNotices(settings: TransactionalSettings, deps: ProviderDeps): NoticeProvider {
  return {
    name: 'customerio-transactional',
    send: (notice) => sendEmail(settings, deps, { message_data: notice }),
  };
}

/**
 * The newsletter's confirmation e-mail (decision 0039) through the same API, to the address that signed up, with
 * the template CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: `message_data.confirm_url` is the link to press, and
 * `language` the visitor's language, for the template to choose its text.
 */
export function createCustomerIoConfirmation(settings: ConfirmationSettings, deps: ProviderDeps): ConfirmationProvider {
  return {
    name: 'customerio-transactional',
    send: (confirmation, leadId) =>
      sendEmail({ ...settings, recipient: confirmation.email }, deps, { message_data: toConfirmationMessageData(confirmation, leadId) }),
  };
}
