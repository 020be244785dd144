import type { NewsletterFormSettings } from '../config';
import { toNewsletterFormData } from './message-data';
import { postOnce } from './send';
import type { NewsletterProvider, ProviderDeps } from './types';

/**
 * The newsletter sign-up through a Customer.io Track API form
 * (`POST {base}/api/v1/forms/{form_id}/submit`, basic auth site id : track API key). Only 204 is success; any
 * other answer is a failure, reported by status only (its body echoes the input, so it is never read).
 */
export function createCustomerIoForms(settings: NewsletterFormSettings, deps: ProviderDeps): NewsletterProvider {
  const name = 'customerio-forms';
  const url = `${settings.baseUrl}/api/v1/forms/${encodeURIComponent(settings.formId)}/submit`;
  const authorization = `Basic ${btoa(`${settings.siteId}:${settings.trackApiKey}`)}`;
  return {
    name,
    async send(signUp) {
      const outcome = await postOnce(deps, url, {
        headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ data: toNewsletterFormData(signUp) }),
      });
      if (!('response' in outcome)) return outcome;

      const { response } = outcome;
      await response.body?.cancel();
      return response.status === 204 ? { ok: true } : { ok: false, reason: 'rejected', status: response.status };
    },
  };
}
