import { loggable } from '../providers/send';
import type { ComplaintProvider, ConfirmationProvider, ContactProvider, LogLine, NewsletterProvider, NoticeProvider, ProviderResult } from '../providers/types';
import type { Lead } from './record';
import type { LeadStore } from './store';

/**
 * How often a lead is tried before it counts as failed: the first attempt right after the answer, then retries
 * after 1, 2, 4 and 8 times the base delay, then one more after 16 (31 base delays in all: 31 minutes with the
 * default 60 s). A failed lead is tried again by every scheduled run (schedule.ts) until it is delivered or purged.
 * The queue consumer on Cloudflare follows the same count; wrangler.toml's `max_retries` stays above it (a unit test
 * checks) so the dead-letter queue only ever takes what a crashing consumer could not handle.
 */
export const MAX_DELIVERY_ATTEMPTS = 6;

export interface DeliveryPolicy {
  /** Delay before the first retry, in seconds; each later one doubles it. */
  retryBaseSeconds: number;
  /** How long one attempt holds a lead: longer than a provider call can take (its timeout) with room to spare. */
  leaseMs: number;
  /** An undelivered lead older than this is past its retention: it is purged, never sent. */
  keepUndeliveredMs: number;
  /** The same for a complaint, kept whatever its state for its own, longer retention (decision 0043). */
  keepComplaintMs: number;
}

/** The policy from the relay's settings: an attempt holds its lead for two provider timeouts and 5 s more. */
export function deliveryPolicy(
  retryBaseSeconds: number,
  providerTimeoutMs: number,
  retention: { keepFailedDays: number; keepComplaintDays: number },
): DeliveryPolicy {
  const day = 24 * 60 * 60 * 1000;
  return {
    retryBaseSeconds,
    leaseMs: providerTimeoutMs * 2 + 5_000,
    keepUndeliveredMs: retention.keepFailedDays * day,
    keepComplaintMs: retention.keepComplaintDays * day,
  };
}

/** Seconds to wait after the `attempts`-th failed attempt. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return baseSeconds * 2 ** Math.max(0, attempts - 1);
}

/**
 * Whether a failure can pass by itself: the network, a timeout, our own exception, an unavailable outbox, a 5xx,
 * or a provider asking to slow down. Any other refusal (400 bad request, 401 wrong key, 403, a redirect) repeats
 * until someone acts, so the lead goes straight to failed and waits for the schedule or an operator.
 */
export function isTransient(result: Exclude<ProviderResult, { ok: true }>): boolean {
  if (result.reason !== 'rejected') return true;
  return result.status >= 500 || [408, 425, 429].includes(result.status);
}

/**
 * Whether an attempt is ambiguous: the request went out and no answer came back in time, so the provider may have
 * acted on it (Customer.io queued the e-mail, or recorded the form) without our knowing. Any other failure is an
 * answer (a refusal), or a request that never got through.
 */
export function isAmbiguous(result: Exclude<ProviderResult, { ok: true }>): boolean {
  return result.reason === 'timeout';
}

/**
 * How a lead held after an ambiguous attempt is marked in its `last_error`: failed, not re-sent by the schedule,
 * until an operator has checked the provider and re-sends it (`npm run leads -- resend ID`) or lets it be. Decision
 * 0040: neither Customer.io call we make takes an idempotency key, so a blind re-send is a second e-mail or form
 * submission whenever the first did arrive.
 */
export const UNCONFIRMED = 'unconfirmed';

/** The log's name for a failed attempt, as the relay named provider failures before (src/relay/README.md). */
export function failureName(result: Exclude<ProviderResult, { ok: true }>, provider: string): string {
  return `provider_${result.reason}${result.reason === 'rejected' ? `:${result.status}` : ''}:${provider}`;
}

export interface LeadSenders {
  contact: ContactProvider;
  newsletter: NewsletterProvider;
  /** A complaint's two e-mails: to the team, then the acknowledgement (decision 0043). */
  complaint: ComplaintProvider;
  /** The operator's notices (notices.ts). */
  operator: NoticeProvider;
  /** The newsletter's confirmation e-mail (double opt-in, decision 0039). */
  confirmation: ConfirmationProvider;
  /** The absolute link, with its signed token, that confirms a newsletter sign-up. */
  confirmLink(lead: Lead): Promise<string>;
}

/** Which provider a lead's delivery goes through, and the call: by kind and, for the newsletter, by step. */
function sendingOf(lead: Lead, senders: LeadSenders): { provider: string; repeatable?: boolean; send(): Promise<ProviderResult> } {
  switch (lead.kind) {
    case 'contact':
      return { provider: senders.contact.name, repeatable: senders.contact.repeatable, send: () => senders.contact.send(lead.payload, lead.id) };
    case 'newsletter': {
      const { newsletter, confirmation } = senders;
      if (lead.step !== 'confirm') return { provider: newsletter.name, repeatable: newsletter.repeatable, send: () => newsletter.send(lead.payload, lead.id) };
      const { email, name } = lead.payload;
      return {
        provider: confirmation.name,
        repeatable: confirmation.repeatable,
        send: async () => confirmation.send({ email, name, language: lead.lang, confirmUrl: await senders.confirmLink(lead) }, lead.id),
      };
    }
    case 'complaint': {
      const { complaint } = senders;
      return {
        provider: complaint.name,
        repeatable: complaint.repeatable,
        send: () => complaint.send({ complaint: lead.payload, language: lead.lang }, lead.id),
      };
    }
  }
}

export type DeliveryOutcome =
  | { status: 'delivered' }
  /** Failed for now: try again in `delaySeconds` (the store already says when). */
  | { status: 'retry'; delaySeconds: number }
  | { status: 'failed' }
  /** Not this deliverer's to send now: delivered already, held by another, failed, unconfirmed, gone, or past its retention. */
  | { status: 'skipped'; reason: string }
  /** Pending but not due yet (a queue message that came early). */
  | { status: 'not_due'; delaySeconds: number };

export interface DelivererOptions {
  store: LeadStore;
  senders: LeadSenders;
  policy: DeliveryPolicy;
  log: LogLine;
  now?: () => number;
}

export type Deliver = (id: string, from?: 'pending' | 'failed') => Promise<DeliveryOutcome>;

/**
 * One delivery attempt of one lead: claim it, send it, record what happened. A lead is claimed before it is sent
 * and its state checked in the same statement, so the queue, the schedule and an operator's re-send never send a
 * lead twice at the same time, nor one already delivered.
 */
export function createDeliverer({ store, senders, policy, log, now = Date.now }: DelivererOptions): Deliver {
  return async function deliver(id, from = 'pending') {
    const started = now();
    const claim = await store.claim(id, from, started, policy.leaseMs, started - policy.keepUndeliveredMs, started - policy.keepComplaintMs);
    if (!claim.ok) {
      if (claim.reason === 'not_due') return { status: 'not_due', delaySeconds: Math.ceil((claim.dueAt - started) / 1000) };
      return { status: 'skipped', reason: claim.reason };
    }
    const { lead } = claim;
    // Held after an ambiguous attempt: only an operator's re-send (which makes it pending) sends it again.
    if (from === 'failed' && lead.lastError?.startsWith(`${UNCONFIRMED}:`)) {
      await store.release(lead.id, started);
      return { status: 'skipped', reason: UNCONFIRMED };
    }
    const { provider, repeatable, send } = sendingOf(lead, senders);
    const attempt = lead.attempts + 1;
    const step = lead.step ? ` step=${lead.step}` : '';
    const line = (outcome: string, detail = '') =>
      log(`lead id=${lead.id} kind=${lead.kind}${step} attempt=${attempt} outcome=${outcome} ms=${now() - started}${detail}`);

    let result: ProviderResult;
    try {
      result = await send();
    } catch (error) {
      result = { ok: false, reason: 'error', cause: loggable(String((error as Error).name)) };
    }
    const finished = now();
    if (result.ok) {
      await store.delivered(lead.id, finished);
      line(`delivered:${provider}`);
      return { status: 'delivered' };
    }

    const cause = 'cause' in result ? ` cause=${JSON.stringify(result.cause)}` : '';
    if (isAmbiguous(result) && !repeatable) {
      const error = `${UNCONFIRMED}:${failureName(result, provider)}`;
      await store.attemptFailed(lead.id, finished, error, null);
      line(error, ` state=failed${cause}`);
      return { status: 'failed' };
    }
    const error = failureName(result, provider);
    const retry = from === 'pending' && attempt < MAX_DELIVERY_ATTEMPTS && isTransient(result);
    const delaySeconds = retryDelaySeconds(attempt, policy.retryBaseSeconds);
    await store.attemptFailed(lead.id, finished, error, retry ? finished + delaySeconds * 1000 : null);
    line(error, ` ${retry ? `retry_in=${delaySeconds}s` : 'state=failed'}${cause}`);
    return retry ? { status: 'retry', delaySeconds } : { status: 'failed' };
  };
}
