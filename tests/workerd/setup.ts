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
  CUSTOMERIO_API_BASE: FAKE_URL,
  CUSTOMERIO_SITE_ID: 'workerd-site',
  CUSTOMERIO_TRACK_API_KEY: 'workerd-track-key',
  CUSTOMERIO_NEWSLETTER_FORM_ID: 'newsletter',
  CUSTOMERIO_TRACK_BASE: FAKE_URL,
  CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  GITHUB_DISPATCH_TOKEN: GITHUB_TOKEN,
  GITHUB_REPOSITORY,
  GITHUB_API_URL: FAKE_URL,
  // The tier posts many times from one address; the limiter is covered by unit tests.
  RELAY_RATE_LIMIT_MAX: '1000',
};

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
} as const;
