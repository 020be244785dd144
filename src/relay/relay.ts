import { checkContact, checkNewsletter, type FieldError, type ValidationResult } from '../lib/validation';
import { checkComplaint } from '../lib/validation/complaint';
import { readRelayConfig, RelayConfigError, type RelayConfig, type RelayEnv } from './config';
import type { RelayErrorKey } from './errors';
import { isFormContentType, readFormBody, resultLang, seeOther } from './form-post';
import { fillReference, resultPath, type FormName } from './form-results';
import { errorResponse, isJsonContentType, jsonResponse, readJsonBody } from './http';
import { corsHeaders, isAllowedOrigin } from './origin';
import { ATTEMPTS_PER_ACCEPTED_POST, createRateLimiter, type HostRateLimiter } from './rate-limit';
import { HONEYPOT_FIELD, LANGUAGE_FIELD } from './fields';
import { CMS_DRAFT_HOOK_PATH, CMS_HOOK_PATH, createCmsPublishHook } from './webhooks/cms-publish';
import { loggable } from './providers/send';
import { readCmsHookConfig, readDraftHookConfig } from './webhooks/config';
import { createCustomerIoForms } from './providers/customerio-forms';
import { createCustomerIoComplaints, createCustomerIoConfirmation, createCustomerIoNotices, createCustomerIoTransactional } from './providers/customerio-transactional';
import type { ComplaintProvider, ConfirmationProvider, ContactProvider, LogLine, NewsletterProvider, NoticeProvider, ProviderDeps } from './providers/types';
import { createDoubleOptIn } from './newsletter/double-opt-in';
import { confirmPageLang, isConfirmPost } from './newsletter/paths';
import { DEFAULT_LANG } from '../lib/i18n/languages';
import type { LeadSenders } from './leads/delivery';
import { unconfiguredNotices } from './leads/notices';
import { newLead, type LeadForm, type LeadIntake } from './leads/intake';
import type { NewLead } from './leads/record';
import { complaintReference, isComplaintReference } from './leads/reference';

export interface RelayContext {
  /** The client's address as the hosting layer knows it; the rate limit key. */
  clientIp?: string;
}

export interface Relay {
  /** Answers a request under /api/; null for any other path so the caller can serve static files. */
  handle(request: Request, ctx?: RelayContext): Promise<Response | null>;
}

export interface FallbackProviders {
  contact: ContactProvider;
  newsletter: NewsletterProvider;
  operator: NoticeProvider;
  confirmation: ConfirmationProvider;
  complaint: ComplaintProvider;
}

/**
 * The host's lead store and delivery, built from the providers the relay chose: SQLite and an in-process loop
 * under Node, D1 and a Queue on Cloudflare (src/relay/leads/README.md).
 */
export type LeadsFactory = (senders: LeadSenders, config: RelayConfig, log: LogLine) => LeadIntake;

export interface RelayDeps {
  /** Where accepted forms are stored before the visitor is answered; required. */
  leads?: LeadsFactory;
  /** Providers used for a form whose Customer.io settings are all unset (the Node entry passes the outbox). */
  fallback?: (config: RelayConfig, log: LogLine) => FallbackProviders;
  fetch?: typeof fetch;
  log?: LogLine;
  /** Clock for the rate limiter and the webhook signature's timestamp check, in ms. */
  now?: () => number;
  /**
   * The host's own limiter for accepted posts (Cloudflare's Rate Limiting binding), used instead of the in-memory
   * one, whose count a serverless host spreads over many isolates.
   */
  acceptedPostLimiter?: HostRateLimiter;
  /**
   * Reads a page of the built site (`/es/complaints/sent`): the receipt of a complaint sent without JavaScript is
   * that page with the reference written in (the Worker's static assets, out/ under Node). Without it, a complaint
   * sent without JavaScript lands on the static page, which points to the acknowledgement e-mail.
   */
  sitePage?: (path: string) => Promise<Response>;
}

export { HONEYPOT_FIELD };

const ALLOW = 'POST, OPTIONS';
/** Where a complaint sent without JavaScript lands: its result page with its reference (see `receipt`). */
export const COMPLAINT_RECEIPT_PATH = '/api/complaint/sent';

/** The path of the page a post came from, when the browser said so and the page is one of ours (else ''). */
function refererPath(request: Request, url: URL, allowedOrigins: string[] | null): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return isAllowedOrigin(referer.origin, url, allowedOrigins) ? referer.pathname.slice(0, 200) : '';
  } catch {
    return '';
  }
}

export function isRelayPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Whether the relay answers this request: everything under /api/, and the POST of a newsletter confirmation page
 * (its GET is the static page; newsletter/paths.ts). Hosts ask this before serving static files.
 */
export function isRelayRequest(method: string, pathname: string): boolean {
  return isRelayPath(pathname) || isConfirmPost(method, pathname);
}

/** What a request got: the response, a short outcome for the log and optional `key=value` details (no personal data). */
interface Answer {
  response: Response;
  outcome: string;
  /** Set when the post came from an HTML form without the script (answered with a page, not JSON). */
  via?: 'form';
  detail?: string;
}

/** 8 hex digits: enough to find one request's line among a day's, and short enough to read out on the phone. */
function requestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A form endpoint: its validator, and the lead its valid input becomes. */
interface Route {
  form: FormName;
  check(input: unknown, context: { page: string; now: number }): { ok: true; lead: NewLead } | { ok: false; errors: FieldError[] };
}

function route<Kind extends FormName>(form: Kind, validate: (input: unknown) => ValidationResult<LeadForm<Kind>['values']>): Route {
  return {
    form,
    check(input, context) {
      const checked = validate(input);
      if (!checked.ok) return checked;
      const language = (input as Record<string, unknown>)[LANGUAGE_FIELD];
      return { ok: true, lead: newLead({ kind: form, values: checked.value } as LeadForm, { ...context, language }) };
    },
  };
}

/** How a form route answers, as JSON for the enhanced forms or as a redirect to a result page without JavaScript. */
interface Replies {
  /** `reference`: what a complainant can quote (complaints only). */
  sent(fields: Record<string, unknown>, outcome: string, reference?: string): Answer;
  invalid(fields: Record<string, unknown>, errors: FieldError[]): Answer;
  /** `fields` null when the body could not be read (the result page is then in the default language). */
  failed(status: number, error: RelayErrorKey, fields: Record<string, unknown> | null, outcome?: string): Answer;
  rateLimited(retryAfter: number, fields?: Record<string, unknown>): Answer;
}

function jsonReplies(cors: Record<string, string>): Replies {
  return {
    sent: (_fields, outcome, reference) => ({ response: jsonResponse(200, reference ? { ok: true, reference } : { ok: true }, cors), outcome }),
    // `error` is the first problem, for clients that show one; `errors` lists them all, in the spec's order.
    invalid: (_fields, errors) => ({
      response: jsonResponse(422, { ok: false, error: errors[0].error, errors }, cors),
      outcome: `invalid:${errors.map((e) => e.error).join(',')}`,
    }),
    failed: (status, error, _fields, outcome = error) => ({ response: errorResponse(status, error, cors), outcome }),
    rateLimited: (retryAfter) => ({
      response: errorResponse(429, 'rate_limited', { ...cors, 'Retry-After': String(retryAfter) }),
      outcome: 'rate_limited',
    }),
  };
}

function pageReplies(form: FormName, siteOrigin: string | null, receipts: boolean): Replies {
  const page = (fields: Record<string, unknown> | null, outcome: Parameters<typeof seeOther>[2], headers?: Record<string, string>) =>
    seeOther(form, resultLang(fields), outcome, siteOrigin, headers);
  return {
    // A complaint's reference lands on the relay's receipt, which only the relay can fill in (same origin as the post).
    sent: (fields, outcome, reference) => ({
      response:
        reference && receipts
          ? new Response(null, {
              status: 303,
              headers: { Location: `${COMPLAINT_RECEIPT_PATH}?${new URLSearchParams({ language: resultLang(fields), ref: reference })}`, 'Cache-Control': 'no-store' },
            })
          : page(fields, 'sent'),
      outcome,
      via: 'form',
    }),
    invalid: (fields, errors) => ({
      response: page(fields, errors[0].error),
      outcome: `invalid:${errors.map((e) => e.error).join(',')}`,
      via: 'form',
    }),
    failed: (_status, error, fields, outcome = error) => ({
      response: page(fields, error === 'payload_too_large' ? 'too_long' : 'standard_error'),
      outcome,
      via: 'form',
    }),
    rateLimited: (retryAfter, fields) => ({
      response: page(fields ?? null, 'rate_limited', { 'Retry-After': String(retryAfter) }),
      outcome: 'rate_limited',
      via: 'form',
    }),
  };
}

/**
 * The receipt of a complaint sent without JavaScript: the pre-rendered `/{lang}/complaints/sent` page with its
 * reference written into its slot, answered to the GET the relay's 303 led to (so Reload never posts again). The
 * reference is checked against its alphabet before it is written into HTML; anything else gets the page as built.
 * Nothing is looked up: the page only repeats what the address holds, which is no one's personal data.
 */
async function receipt(url: URL, sitePage: (path: string) => Promise<Response>): Promise<Answer> {
  const lang = resultLang({ [LANGUAGE_FIELD]: url.searchParams.get('language') });
  const reference = url.searchParams.get('ref');
  const page = await sitePage(resultPath('complaint', lang, 'sent'));
  if (!page.ok) return { response: errorResponse(500, 'standard_error'), outcome: `receipt_page_missing:${page.status}` };
  const html = await page.text();
  const filled = isComplaintReference(reference) ? fillReference(html, reference) : html;
  const headers = new Headers(page.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  return { response: new Response(filled, { status: 200, headers }), outcome: filled === html ? 'receipt:no_reference' : 'receipt' };
}

/**
 * Builds the relay: settings are read and checked once (RelayConfigError on a half-configured provider), and the
 * rate limiter lives as long as the returned object. Platform-neutral: no Node APIs, no globals but `fetch` and
 * `crypto.getRandomValues`.
 */
export function createRelayCore(env: RelayEnv, deps: RelayDeps = {}): Relay {
  const config = readRelayConfig(env);
  const log = deps.log ?? ((line: string) => console.log(line));
  // Never the bare global kept on an object: workerd throws "Illegal invocation" when fetch is called as a method.
  const providerDeps: ProviderDeps = {
    fetch: deps.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: config.providerTimeoutMs,
  };
  const fallback = !config.contact || !config.newsletter || !config.complaint || !config.operations || !config.doubleOptIn.email
    ? deps.fallback?.(config, log)
    : undefined;

  const contact = config.contact ? createCustomerIoTransactional(config.contact, providerDeps) : fallback?.contact;
  const newsletter = config.newsletter ? createCustomerIoForms(config.newsletter, providerDeps) : fallback?.newsletter;
  const confirmation = config.doubleOptIn.email ? createCustomerIoConfirmation(config.doubleOptIn.email, providerDeps) : fallback?.confirmation;
  const complaint = config.complaint ? createCustomerIoComplaints(config.complaint, providerDeps) : fallback?.complaint;
  // Notices are never a reason to refuse a lead: without settings they are logged unsent (and tried again each run).
  // The outbox takes them only on a development server: on one with Customer.io keys a folder would hide them.
  const development = !config.contact && !config.newsletter;
  const operator = config.operations
    ? createCustomerIoNotices(config.operations, providerDeps)
    : ((development ? fallback?.operator : undefined) ?? unconfiguredNotices);
  const missing = !contact ? 'contact' : !newsletter || !confirmation ? 'newsletter' : !complaint ? 'complaint' : null;
  if (!contact || !newsletter || !confirmation || !complaint) {
    throw new RelayConfigError(`no ${missing} provider: set the Customer.io variables (see .env.example)`);
  }

  if (!deps.leads) throw new RelayConfigError('no lead store: the host must pass one (src/relay/leads/README.md)');
  const now = deps.now ?? Date.now;
  const doubleOptIn = createDoubleOptIn(config.doubleOptIn, { leads: () => leads, now, log });
  const leads = deps.leads({ contact, newsletter, complaint, operator, confirmation, confirmLink: doubleOptIn.link }, config, log);

  const hookDeps = { fetch: providerDeps.fetch, now };
  const hookConfig = readCmsHookConfig(env);
  const draftHookConfig = readDraftHookConfig(env);
  const hooks: Record<string, ReturnType<typeof createCmsPublishHook>> = {
    [CMS_HOOK_PATH]: createCmsPublishHook(hookConfig, hookDeps),
    [CMS_DRAFT_HOOK_PATH]: createCmsPublishHook(draftHookConfig, hookDeps),
  };

  log(
    `relay providers contact=${contact.name} newsletter=${newsletter.name} newsletter_confirmation=${confirmation.name} ` +
      `complaint=${complaint.name} operator=${operator.name} ` +
      `cms_hook=${hookConfig ? hookConfig.target.kind : 'disabled'} cms_draft_hook=${draftHookConfig ? draftHookConfig.target.kind : 'disabled'}`,
  );

  const routes: Record<string, Route> = {
    '/api/contact': route('contact', checkContact),
    '/api/newsletter': route('newsletter', checkNewsletter),
    '/api/complaint': route('complaint', checkComplaint),
  };
  const attempts = createRateLimiter({ ...config.rateLimit, max: config.rateLimit.max * ATTEMPTS_PER_ACCEPTED_POST, now: deps.now });
  const accepted = deps.acceptedPostLimiter ?? createRateLimiter({ ...config.rateLimit, now: deps.now });
  async function answer(request: Request, url: URL, path: string, ctx: RelayContext): Promise<Answer> {
    // Server to server and signed: no browser origin, CORS or per-IP form limit applies.
    if (Object.hasOwn(hooks, path)) return hooks[path](request);
    if (path === COMPLAINT_RECEIPT_PATH && deps.sitePage) return receipt(url, deps.sitePage);
    if (!isRelayPath(path)) {
      // A newsletter confirmation page's button (isRelayRequest): a same-origin form post, limited like the forms.
      if (!isAllowedOrigin(request.headers.get('origin'), url, config.allowedOrigins)) {
        return { response: errorResponse(403, 'forbidden_origin'), outcome: 'forbidden_origin' };
      }
      const retryAfter = attempts.hit(`confirm|${ctx.clientIp ?? 'unknown'}`);
      if (retryAfter > 0) {
        const lang = confirmPageLang(path) ?? DEFAULT_LANG;
        return { response: seeOther('newsletter', lang, 'rate_limited', null, { 'Retry-After': String(retryAfter) }), outcome: 'rate_limited', via: 'form' };
      }
      return doubleOptIn.confirm(request, url);
    }
    const target = routes[path];
    if (!target) return { response: errorResponse(404, 'not_found'), outcome: 'not_found' };

    const origin = request.headers.get('origin');
    if (!isAllowedOrigin(origin, url, config.allowedOrigins)) {
      return { response: errorResponse(403, 'forbidden_origin'), outcome: 'forbidden_origin' };
    }
    const cors = corsHeaders(origin, url);

    if (request.method === 'OPTIONS') {
      const preflight = origin
        ? { ...cors, 'Access-Control-Allow-Methods': ALLOW, 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' }
        : {};
      return { response: new Response(null, { status: 204, headers: { Allow: ALLOW, ...preflight } }), outcome: 'options' };
    }
    if (request.method !== 'POST') {
      return { response: errorResponse(405, 'method_not_allowed', { ...cors, Allow: ALLOW }), outcome: 'method_not_allowed' };
    }

    // The enhanced forms post JSON and read a JSON answer; the same forms without JavaScript post urlencoded and
    // land on a result page. Both go through the same limits and checks below.
    const contentType = request.headers.get('content-type');
    const viaForm = isFormContentType(contentType);
    const reply = viaForm ? pageReplies(target.form, origin === url.origin ? null : origin, Boolean(deps.sitePage)) : jsonReplies(cors);

    const client = `${path}|${ctx.clientIp ?? 'unknown'}`;
    const attemptsRetryAfter = attempts.hit(client);
    if (attemptsRetryAfter > 0) return reply.rateLimited(attemptsRetryAfter);

    if (!viaForm && !isJsonContentType(contentType)) {
      return { response: errorResponse(415, 'unsupported_media_type', cors), outcome: 'unsupported_media_type' };
    }
    const body = viaForm ? await readFormBody(request) : await readJsonBody(request);
    if (!body.ok) return reply.failed(body.error === 'payload_too_large' ? 413 : 400, body.error, null);
    const fields = body.value as Record<string, unknown>;

    // Answer like a success so the bot learns nothing, and send nothing.
    if (fields[HONEYPOT_FIELD] !== undefined && fields[HONEYPOT_FIELD] !== '') {
      return reply.sent(fields, 'honeypot', target.form === 'complaint' ? complaintReference(crypto.randomUUID()) : undefined);
    }

    const checked = target.check(fields, { page: refererPath(request, url, config.allowedOrigins), now: now() });
    if (!checked.ok) return reply.invalid(fields, checked.errors);

    const acceptedRetryAfter = await accepted.hit(client);
    if (acceptedRetryAfter > 0) return reply.rateLimited(acceptedRetryAfter, fields);

    // Stored before the answer: a visitor told "we have your request" can rely on it (src/relay/leads/README.md).
    // Delivery to the provider follows, with retries, outside this request.
    const { lead } = checked;
    let stored;
    try {
      stored = await leads.accept(lead);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
      return { ...reply.failed(503, 'standard_error', fields, 'store_unavailable'), detail: `cause=${JSON.stringify(loggable(`${name}: ${message}`))}` };
    }
    // A sign-up past its address's limit of confirmation e-mails is answered like any (decision 0017), sending nothing.
    if (stored === 'limited') return reply.sent(fields, 'confirmation_limited');
    const reference = lead.kind === 'complaint' ? complaintReference(lead.id) : undefined;
    return { ...reply.sent(fields, `accepted:${lead.kind}`, reference), detail: `lead=${lead.id}` };
  }

  return {
    async handle(request, ctx = {}) {
      const url = new URL(request.url);
      if (!isRelayRequest(request.method, url.pathname)) return null;
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const started = Date.now();
      const id = requestId();
      let result: Answer;
      try {
        result = await answer(request, url, path, ctx);
      } catch (error) {
        const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
        result = {
          response: errorResponse(500, 'standard_error'),
          outcome: 'internal_error',
          detail: `cause=${JSON.stringify(loggable(`${name}: ${message}`))}`,
        };
      }
      result.response.headers.set('X-Request-Id', id);
      // The one line per request: what happened, never what the visitor sent or what a provider answered.
      log(
        `relay id=${id} route=${JSON.stringify(path.slice(0, 100))} method=${JSON.stringify(request.method.slice(0, 10))} ` +
          `status=${result.response.status} outcome=${result.outcome} ms=${Date.now() - started}` +
          (result.via ? ` via=${result.via}` : '') +
          (result.detail ? ` ${result.detail}` : ''),
      );
      return result.response;
    },
  };
}
