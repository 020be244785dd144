/**
 * Relay settings, read once from a plain record of strings: `process.env` under Node, the bindings object in a
 * Cloudflare worker. Handlers never read globals, so the same code runs on either. Every variable is described
 * in .env.example.
 */
import { LOCAL_SITE_URL, normalizeSiteUrl } from '../lib/site/site-url';

export type RelayEnv = Readonly<Record<string, string | undefined>>;

export type CustomerIoRegion = 'us' | 'eu';

export interface TransactionalSettings {
  apiKey: string;
  /** A numeric template id, or the template's trigger name. */
  messageId: number | string;
  recipient: string;
  baseUrl: string;
}

/** The complaint's two templates (to the complaints team, acknowledgement to the complainant) and the team's address. */
export interface ComplaintSettings extends TransactionalSettings {
  acknowledgementMessageId: number | string;
}

export interface NewsletterFormSettings {
  siteId: string;
  trackApiKey: string;
  formId: string;
  baseUrl: string;
}

/** The newsletter's confirmation e-mail through Customer.io's transactional API (decision 0039). */
export interface ConfirmationSettings {
  apiKey: string;
  messageId: number | string;
  baseUrl: string;
}

/** The newsletter's double opt-in (decision 0039). */
export interface DoubleOptInSettings {
  /** The confirmation e-mail's Customer.io settings; null when the newsletter's are unset (outbox). */
  email: ConfirmationSettings | null;
  /** The key that signs confirmation links; null (outbox only) means one made at start-up, whose links die with it. */
  secret: string | null;
  /** How long a confirmation link works, in days. */
  linkDays: number;
  /** The origin the links point at: SITE_URL, or the local server's when unset (outbox only). */
  siteUrl: string;
}

export interface RelayConfig {
  /** Customer.io transactional settings, or null when none of its variables is set (outbox fallback). */
  contact: TransactionalSettings | null;
  /** Customer.io forms settings, or null when none of its variables is set (outbox fallback). */
  newsletter: NewsletterFormSettings | null;
  /**
   * The operator's notices through Customer.io's transactional API (src/relay/leads/notices.ts): to
   * OPERATIONS_EMAIL with template CUSTOMERIO_OPERATIONS_MESSAGE_ID; null when neither is set (outbox fallback).
   */
  operations: TransactionalSettings | null;
  /** Customer.io settings of complaints, or null when none of its own variables is set (outbox fallback). */
  complaint: ComplaintSettings | null;
  outboxDir: string;
  /**
   * Origins whose pages may post besides the relay's own: the public site's (SITE_URL) and RELAY_ALLOWED_ORIGINS;
   * null when neither is set, which means the local `npm start` origins.
   */
  allowedOrigins: string[] | null;
  rateLimit: { max: number; windowMs: number };
  providerTimeoutMs: number;
  leads: LeadSettings;
  doubleOptIn: DoubleOptInSettings;
}

/** The lead store and its delivery (src/relay/leads/README.md). */
export interface LeadSettings {
  /** The SQLite file under Node; Cloudflare uses the D1 binding instead. */
  dbPath: string;
  /** Delay before the first retry of a failed delivery; each later one doubles it. */
  retryBaseSeconds: number;
  /** A pending lead this long past due is handed to delivery again by the schedule. */
  staleSeconds: number;
  /** Node only (Cloudflare's cron is in wrangler.toml): how often the schedule runs. */
  scheduleSeconds: number;
  keepDeliveredDays: number;
  keepFailedDays: number;
  /** The operator is warned this many days before an undelivered lead would be purged. */
  purgeWarningDays: number;
  /** Complaints, delivered or not, are kept this long from their receipt (decision 0043). */
  keepComplaintDays: number;
}

export class RelayConfigError extends Error {
  override name = 'RelayConfigError';
}

const API_BASE: Record<CustomerIoRegion, string> = {
  us: 'https://api.customer.io',
  eu: 'https://api-eu.customer.io',
};
const TRACK_BASE: Record<CustomerIoRegion, string> = {
  us: 'https://track.customer.io',
  eu: 'https://track-eu.customer.io',
};

export const DEFAULT_OUTBOX_DIR = '.data/outbox';
export const DEFAULT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8_000;
export const DEFAULT_CONFIRM_LINK_DAYS = 7;
/** The shortest signing key accepted: 32 characters, e.g. `openssl rand -base64 32` (44). */
export const MIN_CONFIRM_SECRET_LENGTH = 32;
export const DEFAULT_LEADS: LeadSettings = {
  dbPath: '.data/leads.sqlite',
  retryBaseSeconds: 60,
  staleSeconds: 600,
  scheduleSeconds: 900,
  keepDeliveredDays: 30,
  keepFailedDays: 90,
  purgeWarningDays: 7,
  // Five years: the complaint record outlives the contact leads (decision 0043; the operator's lawyers confirm).
  keepComplaintDays: 1826,
};

/** The contact form's Customer.io variables (.env.example): all or none. */
export const CONTACT_VARIABLES = ['CUSTOMERIO_APP_API_KEY', 'CUSTOMERIO_CONTACT_MESSAGE_ID', 'CONTACT_RECIPIENT_EMAIL'] as const;
/** The newsletter's Customer.io variables: all or none. */
export const NEWSLETTER_VARIABLES = ['CUSTOMERIO_SITE_ID', 'CUSTOMERIO_TRACK_API_KEY', 'CUSTOMERIO_NEWSLETTER_FORM_ID'] as const;

/** Parses and checks the settings; throws RelayConfigError on a half-configured provider or a bad value. */
export function readRelayConfig(env: RelayEnv): RelayConfig {
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const region = customerIoRegion(get);

  const contact = allOrNone(get, [...CONTACT_VARIABLES]);
  const newsletter = allOrNone(get, [...NEWSLETTER_VARIABLES]);
  const operations = allOrNone(get, ['CUSTOMERIO_OPERATIONS_MESSAGE_ID', 'OPERATIONS_EMAIL']);
  const appApiKey = get('CUSTOMERIO_APP_API_KEY');
  if (operations && !appApiKey) throw new RelayConfigError('CUSTOMERIO_OPERATIONS_MESSAGE_ID and OPERATIONS_EMAIL need CUSTOMERIO_APP_API_KEY');
  const apiBase = () => baseUrl(get('CUSTOMERIO_API_BASE') ?? API_BASE[region], 'CUSTOMERIO_API_BASE');
  const keepFailedDays = positiveInt(get, 'LEADS_KEEP_FAILED_DAYS', DEFAULT_LEADS.keepFailedDays);
  const purgeWarningDays = positiveInt(get, 'LEADS_PURGE_WARNING_DAYS', DEFAULT_LEADS.purgeWarningDays);
  if (purgeWarningDays >= keepFailedDays) throw new RelayConfigError('LEADS_PURGE_WARNING_DAYS must be below LEADS_KEEP_FAILED_DAYS');
  // Complaints share the contact form's App API key: their own three variables decide, and need the key.
  const complaint = allOrNone(get, ['CUSTOMERIO_COMPLAINT_MESSAGE_ID', 'CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID', 'COMPLAINTS_RECIPIENT_EMAIL']);
  if (complaint && !appApiKey) throw new RelayConfigError('the CUSTOMERIO_COMPLAINT_* variables need CUSTOMERIO_APP_API_KEY');

  const origins = [
    ...(get('RELAY_ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => toOrigin(o, 'RELAY_ALLOWED_ORIGINS')),
    ...[get('SITE_URL')].filter((url): url is string => url !== undefined).map(siteOrigin),
  ];

  const leads: LeadSettings = {
    dbPath: get('LEADS_DB_PATH') ?? DEFAULT_LEADS.dbPath,
    retryBaseSeconds: positiveInt(get, 'LEADS_RETRY_BASE_SECONDS', DEFAULT_LEADS.retryBaseSeconds),
    staleSeconds: positiveInt(get, 'LEADS_STALE_SECONDS', DEFAULT_LEADS.staleSeconds),
    scheduleSeconds: positiveInt(get, 'LEADS_SCHEDULE_SECONDS', DEFAULT_LEADS.scheduleSeconds),
    keepDeliveredDays: positiveInt(get, 'LEADS_KEEP_DELIVERED_DAYS', DEFAULT_LEADS.keepDeliveredDays),
    keepFailedDays,
    purgeWarningDays,
    keepComplaintDays: positiveInt(get, 'LEADS_KEEP_COMPLAINT_DAYS', DEFAULT_LEADS.keepComplaintDays),
  };

  return {
    contact: contact && {
      apiKey: contact[0],
      messageId: messageId(contact[1]),
      recipient: contact[2],
      baseUrl: apiBase(),
    },
    complaint: complaint && {
      apiKey: appApiKey!,
      messageId: messageId(complaint[0]),
      acknowledgementMessageId: messageId(complaint[1]),
      recipient: complaint[2],
      baseUrl: apiBase(),
    },
    operations: operations && { apiKey: appApiKey!, messageId: messageId(operations[0]), recipient: operations[1], baseUrl: apiBase() },
    newsletter: newsletter && {
      siteId: newsletter[0],
      trackApiKey: newsletter[1],
      formId: newsletter[2],
      baseUrl: baseUrl(get('CUSTOMERIO_TRACK_BASE') ?? TRACK_BASE[region], 'CUSTOMERIO_TRACK_BASE'),
    },
    outboxDir: get('OUTBOX_DIR') ?? DEFAULT_OUTBOX_DIR,
    allowedOrigins: origins.length > 0 ? [...new Set(origins)] : null,
    rateLimit: {
      max: nonNegativeInt(get, 'RELAY_RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max),
      windowMs: nonNegativeInt(get, 'RELAY_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowMs / 1000) * 1000,
    },
    providerTimeoutMs: nonNegativeInt(get, 'RELAY_PROVIDER_TIMEOUT_MS', DEFAULT_PROVIDER_TIMEOUT_MS) || DEFAULT_PROVIDER_TIMEOUT_MS,
    leads,
    doubleOptIn: readDoubleOptIn(get, { newsletter: newsletter !== null, appApiKey: contact?.[0] ?? null, apiBase: apiBase(), leads }),
  };
}

/**
 * The double opt-in's settings. With the newsletter on Customer.io, the confirmation e-mail goes through the
 * transactional API (the contact group's App API key), so its template, a signing key and SITE_URL (the links'
 * origin) must be set too: a sign-up that can never be confirmed would be lost without a word. With the outbox,
 * everything has a local default.
 */
function readDoubleOptIn(
  get: (name: string) => string | undefined,
  context: { newsletter: boolean; appApiKey: string | null; apiBase: string; leads: LeadSettings },
): DoubleOptInSettings {
  const messageId = get('CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID');
  const secret = get('NEWSLETTER_CONFIRM_SECRET') ?? null;
  const site = get('SITE_URL');
  if (context.newsletter) {
    const missing = [
      ...(context.appApiKey ? [] : ['CUSTOMERIO_APP_API_KEY (with the contact variables)']),
      ...(messageId ? [] : ['CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID']),
      ...(secret ? [] : ['NEWSLETTER_CONFIRM_SECRET']),
      ...(site ? [] : ['SITE_URL']),
    ];
    if (missing.length > 0) {
      throw new RelayConfigError(`the newsletter's confirmation e-mail (double opt-in) needs ${missing.join(', ')}`);
    }
  } else if (messageId) {
    throw new RelayConfigError('CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID is set but the newsletter variables are not');
  }
  if (secret !== null && secret.length < MIN_CONFIRM_SECRET_LENGTH) {
    throw new RelayConfigError(`NEWSLETTER_CONFIRM_SECRET must be at least ${MIN_CONFIRM_SECRET_LENGTH} characters`);
  }
  const linkDays = positiveInt(get, 'NEWSLETTER_CONFIRM_DAYS', DEFAULT_CONFIRM_LINK_DAYS);
  // The link reads the sign-up's lead, which is purged LEADS_KEEP_DELIVERED_DAYS after its e-mail went out.
  if (linkDays >= context.leads.keepDeliveredDays) {
    throw new RelayConfigError('NEWSLETTER_CONFIRM_DAYS must be shorter than LEADS_KEEP_DELIVERED_DAYS');
  }
  return {
    email: context.newsletter && context.appApiKey && messageId
      ? { apiKey: context.appApiKey, messageId: /^\d+$/.test(messageId) ? Number(messageId) : messageId, baseUrl: context.apiBase }
      : null,
    secret,
    linkDays,
    siteUrl: site ? siteOrigin(site) : LOCAL_SITE_URL,
  };
}

function customerIoRegion(get: (name: string) => string | undefined): CustomerIoRegion {
  const region = (get('CUSTOMERIO_REGION') ?? 'us').toLowerCase();
  if (region !== 'us' && region !== 'eu') {
    throw new RelayConfigError(`CUSTOMERIO_REGION must be "us" or "eu", got "${region}"`);
  }
  return region;
}

/**
 * The base URL of Customer.io's App API (transactional e-mail) for CUSTOMERIO_REGION, or CUSTOMERIO_API_BASE. Also
 * read by the deploy's e-mail to the editors (src/build/editors-notice.ts), which sends through the same module.
 */
export function customerIoApiBase(env: RelayEnv): string {
  const get = (name: string) => env[name]?.trim() || undefined;
  return baseUrl(get('CUSTOMERIO_API_BASE') ?? API_BASE[customerIoRegion(get)], 'CUSTOMERIO_API_BASE');
}

// A provider with some but not all of its settings would silently fall back to the outbox in production and
// lose messages: refuse to start instead.
function allOrNone(get: (name: string) => string | undefined, names: string[]): string[] | null {
  const values = names.map(get);
  const missing = names.filter((_, i) => values[i] === undefined);
  if (missing.length === names.length) return null;
  if (missing.length > 0) {
    throw new RelayConfigError(`${names.join(', ')} must be set together; missing: ${missing.join(', ')}`);
  }
  return values as string[];
}

/** A template's numeric id, or its trigger name. */
function messageId(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value;
}

function nonNegativeInt(get: (name: string) => string | undefined, name: string, fallback: number): number {
  const raw = get(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new RelayConfigError(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

function positiveInt(get: (name: string) => string | undefined, name: string, fallback: number): number {
  const value = nonNegativeInt(get, name, fallback);
  if (value === 0) throw new RelayConfigError(`${name} must be at least 1`);
  return value;
}

function baseUrl(value: string, name: string): string {
  try {
    return new URL(value).href.replace(/\/+$/, '');
  } catch {
    throw new RelayConfigError(`${name} is not a URL: "${value}"`);
  }
}

// The build's own rule for SITE_URL, so the relay allows exactly the origin the pages were built for.
function siteOrigin(value: string): string {
  try {
    return normalizeSiteUrl(value, 'SITE_URL');
  } catch (error) {
    throw new RelayConfigError((error as Error).message);
  }
}

function toOrigin(value: string, name: string): string {
  try {
    const { origin } = new URL(value);
    if (origin === 'null') throw new Error('no origin');
    return origin;
  } catch {
    throw new RelayConfigError(`${name} holds an entry that is not an origin: "${value}"`);
  }
}
