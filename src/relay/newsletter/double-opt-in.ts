import { DEFAULT_LANG, isLang } from '../../lib/i18n/languages';
import type { DoubleOptInSettings } from '../config';
import type { LeadIntake } from '../leads/intake';
import type { Lead } from '../leads/record';
import type { LogLine } from '../providers/types';
import { CONFIRM_TOKEN_PARAM, confirmOutcomePath, confirmPageLang, confirmPagePath, type ConfirmOutcome } from './paths';
import { checkToken, signToken } from './token';
import { resultPath } from '../form-results';
import { loggable } from '../providers/send';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The newsletter's double opt-in in the relay (decision 0039): the link each confirmation e-mail carries, and the
 * answer to the button of the page it opens. Web-standard only: the same on Node and on workerd.
 */
export interface DoubleOptIn {
  /** The absolute link that confirms this sign-up, valid `linkDays` from the sign-up. */
  link(lead: Lead): Promise<string>;
  /** Answers the page's POST: 303 to the outcome page in the page's language; never anything on a GET. */
  confirm(request: Request, url: URL): Promise<{ response: Response; outcome: string; detail?: string }>;
}

/** A key for a relay without NEWSLETTER_CONFIRM_SECRET (outbox only): its links work while the process runs. */
function ephemeralSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

export function createDoubleOptIn(
  settings: DoubleOptInSettings,
  deps: { leads: () => LeadIntake; now: () => number; log: LogLine },
): DoubleOptIn {
  const secret = settings.secret ?? ephemeralSecret();
  if (!settings.secret) deps.log('relay newsletter_confirm_key=ephemeral (NEWSLETTER_CONFIRM_SECRET unset: links work until the server stops)');

  return {
    async link(lead) {
      const token = await signToken(secret, lead.id, lead.createdAt + settings.linkDays * DAY_MS);
      const lang = isLang(lead.lang) ? lead.lang : DEFAULT_LANG;
      return `${settings.siteUrl}${confirmPagePath(lang)}?${CONFIRM_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    },

    async confirm(request, url) {
      const lang = confirmPageLang(url.pathname) ?? DEFAULT_LANG;
      if (request.method !== 'POST') {
        return { response: new Response(null, { status: 405, headers: { Allow: 'POST' } }), outcome: 'method_not_allowed' };
      }
      // The button posts a form with no fields; its body is never needed.
      await request.body?.cancel();
      const checked = await checkToken(secret, url.searchParams.get(CONFIRM_TOKEN_PARAM), deps.now());
      const answer = (outcome: ConfirmOutcome, logged: string, detail?: string) => ({
        response: seeOther(confirmOutcomePath(lang, outcome)),
        outcome: logged,
        detail,
      });
      if (!checked.ok) return answer('link-expired', `confirm:${checked.reason}`);
      let result;
      try {
        result = await deps.leads().confirm(checked.leadId, deps.now());
      } catch (error) {
        const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
        return {
          response: seeOther(resultPath('newsletter', lang, 'standard_error')),
          outcome: 'confirm:store_unavailable',
          detail: `cause=${JSON.stringify(loggable(`${name}: ${message}`))}`,
        };
      }
      if (result === 'missing') return answer('link-expired', 'confirm:missing', `lead=${checked.leadId}`);
      return answer(result, `confirm:${result}`, `lead=${checked.leadId}`);
    },
  };
}
