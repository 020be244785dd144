/**
 * Every variable the relay reads (documented in .env.example), so a launcher can hand exactly these to a runtime that
 * does not see the process environment (`npm run serve:workerd`). variables.test.ts keeps the list complete.
 */
export const RELAY_VARIABLES = [
  'CUSTOMERIO_APP_API_KEY',
  'CUSTOMERIO_CONTACT_MESSAGE_ID',
  'CONTACT_RECIPIENT_EMAIL',
  'CUSTOMERIO_OPERATIONS_MESSAGE_ID',
  'OPERATIONS_EMAIL',
  'CUSTOMERIO_COMPLAINT_MESSAGE_ID',
  'CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID',
  'COMPLAINTS_RECIPIENT_EMAIL',
  'CUSTOMERIO_SITE_ID',
  'CUSTOMERIO_TRACK_API_KEY',
  'CUSTOMERIO_NEWSLETTER_FORM_ID',
  'CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID',
  'NEWSLETTER_CONFIRM_SECRET',
  'NEWSLETTER_CONFIRM_DAYS',
  'CUSTOMERIO_REGION',
  'CUSTOMERIO_API_BASE',
  'CUSTOMERIO_TRACK_BASE',
  'OUTBOX_DIR',
  'SITE_URL',
  'RELAY_ALLOWED_ORIGINS',
  'RELAY_RATE_LIMIT_MAX',
  'RELAY_RATE_LIMIT_WINDOW_SECONDS',
  'RELAY_PROVIDER_TIMEOUT_MS',
  'LEADS_DB_PATH',
  'LEADS_RETRY_BASE_SECONDS',
  'LEADS_STALE_SECONDS',
  'LEADS_SCHEDULE_SECONDS',
  'LEADS_KEEP_DELIVERED_DAYS',
  'LEADS_KEEP_FAILED_DAYS',
  'LEADS_PURGE_WARNING_DAYS',
  'LEADS_KEEP_COMPLAINT_DAYS',
  'CMS_WEBHOOK_SECRET',
  'CMS_WEBHOOK_SECRET_PREVIOUS',
  'GITHUB_DISPATCH_TOKEN',
  'GITHUB_REPOSITORY',
  'GITHUB_API_URL',
  'BUILD_HOOK_URL',
  'CMS_DRAFT_WEBHOOK_SECRET',
  'CMS_DRAFT_WEBHOOK_SECRET_PREVIOUS',
  'PREVIEW_BUILD_HOOK_URL',
] as const;

/** The relay's variables that are set (non-empty) in `env`, as a record. */
export function relayVariablesOf(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    RELAY_VARIABLES.flatMap((name) => (env[name]?.trim() ? [[name, env[name]!] as const] : [])),
  );
}
