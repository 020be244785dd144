import type { ComplaintSettings, ConfirmationSettings, TransactionalSettings } from '../config';
import { toComplaintMessageData, toConfirmationMessageData, toContactMessageData } from './message-data';
import { postOnce } from './send';
import type { ComplaintProvider, ConfirmationProvider, ContactProvider, NoticeProvider, ProviderDeps, ProviderResult } from './types';

/** One e-mail of a Customer.io transactional template: its data, and where a reply goes. */
export interface TransactionalEmail {
  messageData: object;
  replyTo?: string;
}

/**
 * Sends one e-mail through Customer.io's Transactional API (`POST {base}/v1/send/email`, bearer App API key) to the
 * settings' recipient, with the settings' template. 2xx means queued; anything else is a failure, reported by
 * status only: an error body can echo what was sent, so it is never read. The API takes no idempotency key.
 */
export async function sendTransactionalEmail(settings: TransactionalSettings, deps: ProviderDeps, email: TransactionalEmail): Promise<ProviderResult> {
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
      message_data: email.messageData,
      ...(email.replyTo ? { reply_to: email.replyTo } : {}),
    }),
  });
  if (!('response' in outcome)) return outcome;
  const { response } = outcome;
  await response.body?.cancel();
  return response.ok ? { ok: true } : { ok: false, reason: 'rejected', status: response.status };
}

/**
 * The contact e-mail through Customer.io's Transactional API. Recipient, template id and region come from server
 * settings only; the visitor's address goes in `reply_to`. The lead's id travels in `message_data.lead_id`, so a
 * repeated delivery can be recognised.
 */
export function createCustomerIoTransactional(settings: TransactionalSettings, deps: ProviderDeps): ContactProvider {
  return {
    name: 'customerio-transactional',
    send: (contact, leadId) => sendTransactionalEmail(settings, deps, { messageData: toContactMessageData(contact, leadId), replyTo: contact.email }),
  };
}

/** The operator's notices (src/relay/leads/notices.ts): their own template, to OPERATIONS_EMAIL. */
export function createCustomerIoNotices(settings: TransactionalSettings, deps: ProviderDeps): NoticeProvider {
  return {
    name: 'customerio-transactional',
    send: (notice) => sendTransactionalEmail(settings, deps, { messageData: notice }),
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
      sendTransactionalEmail({ ...settings, recipient: confirmation.email }, deps, { messageData: toConfirmationMessageData(confirmation, leadId) }),
  };
}

/**
 * A complaint: first to the complaints team (reply-to the complainant), then the acknowledgement to the
 * complainant, both with the reference. A failed acknowledgement fails the delivery, so the retry sends the team's
 * message again: the team may see a complaint twice (same reference and lead id), the complainant is never left
 * without an acknowledgement (decision 0043).
 */
export function createCustomerIoComplaints(settings: ComplaintSettings, deps: ProviderDeps): ComplaintProvider {
  return {
    name: 'customerio-transactional',
    async send(message, leadId) {
      const messageData = toComplaintMessageData(message, leadId);
      const toTeam = await sendTransactionalEmail(settings, deps, { messageData, replyTo: message.complaint.email });
      if (!toTeam.ok) return toTeam;
      return sendTransactionalEmail(
        { ...settings, recipient: message.complaint.email, messageId: settings.acknowledgementMessageId },
        deps,
        { messageData },
      );
    },
  };
}
