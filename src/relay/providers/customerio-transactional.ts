import type { ComplaintSettings, TransactionalSettings } from '../config';
import { toComplaintMessageData, toContactMessageData } from './message-data';
import { postOnce } from './send';
import type { ComplaintProvider, ContactProvider, ProviderDeps, ProviderResult } from './types';

/** One e-mail through Customer.io's Transactional API to `to`, from template `messageId`. */
async function sendEmail(
  settings: { apiKey: string; baseUrl: string },
  deps: ProviderDeps,
  email: { to: string; messageId: number | string; data: object; replyTo?: string },
): Promise<ProviderResult> {
  const outcome = await postOnce(deps, `${settings.baseUrl}/v1/send/email`, {
    headers: {
      Authorization: `Bearer ${settings.apiKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({
      to: email.to,
      transactional_message_id: email.messageId,
      identifiers: { email: email.to },
      message_data: email.data,
      ...(email.replyTo ? { reply_to: email.replyTo } : {}),
    }),
  });
  if (!('response' in outcome)) return outcome;

  const { response } = outcome;
  await response.body?.cancel();
  return response.ok ? { ok: true } : { ok: false, reason: 'rejected', status: response.status };
}

/**
 * The contact e-mail through Customer.io's Transactional API (`POST {base}/v1/send/email`, bearer App API key).
 * Recipient, template id and region come from server settings only; the visitor's address goes in `reply_to`.
 * 2xx means queued; anything else is a failure, reported by status only: an error body can echo what the visitor
 * typed, so it is never read. The API takes no idempotency key: the lead's id travels in `message_data.lead_id`.
 */
export function createCustomerIoTransactional(settings: TransactionalSettings, deps: ProviderDeps): ContactProvider {
  return {
    name: 'customerio-transactional',
    send: (contact, leadId) =>
      sendEmail(settings, deps, {
        to: settings.recipient,
        messageId: settings.messageId,
        data: toContactMessageData(contact, leadId),
        replyTo: contact.email,
      }),
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
      const data = toComplaintMessageData(message, leadId);
      const toTeam = await sendEmail(settings, deps, {
        to: settings.recipient,
        messageId: settings.messageId,
        data,
        replyTo: message.complaint.email,
      });
      if (!toTeam.ok) return toTeam;
      return sendEmail(settings, deps, { to: message.complaint.email, messageId: settings.acknowledgementMessageId, data });
    },
  };
}
