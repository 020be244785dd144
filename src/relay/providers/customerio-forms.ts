import type { NewsletterFormSettings } from '../config';
import { toNewsletterFormData } from './message-data';
import { postOnce, redactedBody } from './send';
import type { NewsletterProvider, ProviderDeps } from './types';

/**
 * The newsletter sign-up through a Customer.io Track API form
 * (`POST {base}/api/v1/forms/{form_id}/submit`, basic auth site id : track API key). Only 204 is success; any
 * other answer is logged (masked) and reported as a failure.
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
      if (response.status === 204) {
        await response.body?.cancel();
        return { ok: true };
      }
      const detail = await redactedBody(response, [signUp.name, signUp.email]);
      deps.log(`relay provider=${name} status=${response.status} body=${detail}`);
      return { ok: false, reason: 'rejected', status: response.status };
    },
  };
}
