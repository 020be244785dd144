/**
 * Customer.io as the relay's tests configure it: the contact form's transactional e-mail, the newsletter's form
 * and its double opt-in (decision 0039), the complaint's two e-mails (decision 0043), every value fake and recognisable, both APIs pointing at a fake provider.
 * One place, so a new required variable is added once and every test's relay still starts.
 */
export const CUSTOMERIO_TEST = {
  appApiKey: 'app-key',
  siteId: 'site',
  trackApiKey: 'track-key',
  newsletterFormId: 'nl',
  contactMessageId: '7',
  confirmMessageId: '8',
  confirmSecret: 'test-newsletter-confirm-secret-0123456789',
  recipient: 'office@nortia.test',
  complaintMessageId: '10',
  complaintAckMessageId: '11',
  complaintsRecipient: 'complaints@nortia.test',
  publicSite: 'https://www.nortia.test',
} as const;

/** The variables, with both Customer.io APIs at `providerUrl` (leave it out where nothing may be sent). */
export function customerioEnv(providerUrl?: string) {
  return {
    CUSTOMERIO_APP_API_KEY: CUSTOMERIO_TEST.appApiKey,
    CUSTOMERIO_CONTACT_MESSAGE_ID: CUSTOMERIO_TEST.contactMessageId,
    CONTACT_RECIPIENT_EMAIL: CUSTOMERIO_TEST.recipient,
    CUSTOMERIO_COMPLAINT_MESSAGE_ID: CUSTOMERIO_TEST.complaintMessageId,
    CUSTOMERIO_COMPLAINT_ACK_MESSAGE_ID: CUSTOMERIO_TEST.complaintAckMessageId,
    COMPLAINTS_RECIPIENT_EMAIL: CUSTOMERIO_TEST.complaintsRecipient,
    CUSTOMERIO_SITE_ID: CUSTOMERIO_TEST.siteId,
    CUSTOMERIO_TRACK_API_KEY: CUSTOMERIO_TEST.trackApiKey,
    CUSTOMERIO_NEWSLETTER_FORM_ID: CUSTOMERIO_TEST.newsletterFormId,
    CUSTOMERIO_NEWSLETTER_CONFIRM_MESSAGE_ID: CUSTOMERIO_TEST.confirmMessageId,
    NEWSLETTER_CONFIRM_SECRET: CUSTOMERIO_TEST.confirmSecret,
    SITE_URL: CUSTOMERIO_TEST.publicSite,
    ...(providerUrl ? { CUSTOMERIO_API_BASE: providerUrl, CUSTOMERIO_TRACK_BASE: providerUrl } : {}),
  };
}
