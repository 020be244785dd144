/**
 * Shared facts of the workerd tier (playwright.workerd.config.ts): ports, the fake services' settings, and the test
 * visitors whose data must never reach a log line.
 */
import path from 'node:path';

export const WORKERD_PORT = Number(process.env.WORKERD_PORT ?? 4191);
/** The fake Customer.io and GitHub, started by launch.ts beside wrangler. */
export const FAKE_PORT = WORKERD_PORT + 1;
export const INSPECTOR_PORT = WORKERD_PORT + 2;
export const FAKE_URL = `http://127.0.0.1:${FAKE_PORT}`;
/** A second Worker the restart test starts, stops and starts again (restart.spec.ts), and its inspector. */
export const RESTART_PORT = WORKERD_PORT + 3;
export const RESTART_INSPECTOR_PORT = WORKERD_PORT + 4;

/** The local D1 and queue state of the run, fresh at each start (wrangler's --persist-to). */
export const WORKERD_STATE = path.resolve(__dirname, '../../test-results/workerd/state');

/** Everything wrangler (and so the relay running in workerd) printed during the run. */
export const RELAY_LOG = path.resolve(__dirname, '../../test-results/workerd/wrangler.log');

export const WEBHOOK_SECRET = 'workerd-webhook-secret';
export const GITHUB_TOKEN = 'workerd-github-token';
export const GITHUB_REPOSITORY = 'nortia/site';

/** The relay's settings in the tier: both providers and GitHub pointed at the fake. */
export const RELAY_ENV = {
  CUSTOMERIO_APP_API_KEY: 'workerd-app-key',
  CUSTOMERIO_CONTACT_MESSAGE_ID: '7',
  CONTACT_RECIPIENT_EMAIL: 'office@nortia.test',
  CUSTOMERIO_COMPLAINT_MESSAGE_ID: '9',
  CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID: '10',
  COMPLAINTS_RECIPIENT_EMAIL: 'complaints@nortia.test',
  CUSTOMERIO_API_BASE: FAKE_URL,
  CUSTOMERIO_SITE_ID: 'workerd-site',
  CUSTOMERIO_TRACK_API_KEY: 'workerd-track-key',
  CUSTOMERIO_NEWSLETTER_FORM_ID: 'newsletter',
  CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: '8',
  NEWSLETTER_CONFIRM_SECRET: 'test-newsletter-confirm-secret-0123456789',
  SITE_URL: 'https://www.nortia.test',
  CUSTOMERIO_TRACK_BASE: FAKE_URL,
  // The operator's notices (src/relay/leads/notices.ts) go to the same fake, with their own template id.
  CUSTOMERIO_OPERATIONS_MESSAGE_ID: '11',
  OPERATIONS_EMAIL: 'ops@nortia.test',
  CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  GITHUB_DISPATCH_TOKEN: GITHUB_TOKEN,
  GITHUB_REPOSITORY,
  GITHUB_API_URL: FAKE_URL,
  // The in-memory attempts cap; accepted posts are counted by the Rate Limiting binding (5 per minute per route
  // and address), which `wrangler dev` applies: tests that post many times send their own CF-Connecting-IP.
  RELAY_RATE_LIMIT_MAX: '1000',
  // Retries 1, 2, 4, 8 and 16 s apart instead of minutes; a pending lead 2 s past due counts as lost.
  LEADS_RETRY_BASE_SECONDS: '1',
  LEADS_STALE_SECONDS: '2',
};

/**
 * How a test waits on the relay: polled every 100 then 250 ms (what it reads is cheap: the fake's record, the D1
 * file), and for long, so a loaded machine (the tier may run beside another command of `npm test`) costs time, not a
 * failure. A poll ends as soon as its state is reached.
 */
export const POLL = { timeout: 30_000, intervals: [100, 250] };

/** What the test visitors type: accented and mixed case, so a log check must look for every variant. */
export const VISITORS = {
  contact: {
    name: 'María José Núñez',
    email: 'maria.nunez@example.es',
    phoneDigits: '612345678',
    message: 'Quiero revisar mi hipoteca con ustedes, por favor',
  },
  newsletter: { name: 'João Gonçalves', email: 'joao.goncalves@example.pt' },
  /** The fake refuses this sign-up and echoes it back in its error body, as Customer.io does. */
  refused: { name: 'Élodie Braün', email: 'elodie.braun@example.fr' },
  complaint: { name: 'Chiara Esposito', email: 'chiara.esposito@example.it', description: 'Il rimborso promesso non è mai arrivato' },
} as const;
