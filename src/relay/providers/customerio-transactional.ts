import type { TransactionalSettings } from '../config';
import { toContactMessageData } from './message-data';
import { postOnce } from './send';
import type { ContactProvider, ProviderDeps } from './types';

/**
 * The contact e-mail through Customer.io's Transactional API (`POST {base}/v1/send/email`, bearer App API key).
 * Recipient, template id and region come from server settings only; the visitor's address goes in `reply_to`.
 * 2xx means queued; anything else is a failure, reported by status only: an error body can echo what the visitor
 * typed, so it is never read. The API takes no idempotency key: the lead's id travels in `message_data.lead_id`.
 */
export function createCustomerIoTransactional(settings: TransactionalSettings, deps: ProviderDeps): ContactProvider {
  const name = 'customerio-transactional';
  return {
    name,
    async send(contact, leadId) {
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
          message_data: toContactMessageData(contact, leadId),
          reply_to: contact.email,
        }),
      });
      if (!('response' in outcome)) return outcome;

      const { response } = outcome;
      await response.body?.cancel();
      return response.ok ? { ok: true } : { ok: false, reason: 'rejected', status: response.status };
    },
  };
}
