import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { toComplaintMessageData, toConfirmationMessageData, toContactMessageData, toNewsletterFormData } from './message-data';
import type { ComplaintProvider, ConfirmationProvider, ContactProvider, EditorsNoticeProvider, LogLine, NewsletterProvider, NoticeProvider } from './types';

/** How many messages the outbox keeps before it refuses more: a flood of posts must not fill the disk. */
export const OUTBOX_MAX_FILES = 10_000;

/** A stable, address-free name for one subscriber: e-mail addresses are compared without case. */
function subscriberKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * The embedded default of `npm start` when no Customer.io keys are set: each delivered lead becomes one JSON
 * file in the outbox directory, holding exactly what would have been sent to the provider, named by the lead's id
 * so a repeated delivery replaces its file instead of adding a second. The files hold
 * personal data: readable by the server's user only, written to a temporary name and renamed, so a reader never
 * sees half a message. Node only (it writes files), so the worker adapter never imports it.
 */
export function createOutbox(dir: string, log: LogLine, now: () => Date = () => new Date(), maxFiles = OUTBOX_MAX_FILES) {
  /** Writes (or replaces) the file `name`. */
  async function write(kind: 'contact' | 'newsletter' | 'newsletter_confirmation' | 'complaint' | 'notice' | 'editors', payload: object, name: string) {
    const createdAt = now().toISOString();
    const temporary = join(dir, `.${name}.${randomUUID().slice(0, 8)}.tmp`);
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
      if (!files.includes(name) && files.length >= maxFiles) {
        log(`relay provider=outbox kind=${kind} error="outbox full (${maxFiles} messages)"`);
        return { ok: false as const, reason: 'unavailable' as const };
      }
      await writeFile(temporary, `${JSON.stringify({ kind, createdAt, ...payload }, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      // The mode above is filtered by the umask; make sure.
      await chmod(temporary, 0o600);
      await rename(temporary, join(dir, name));
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      log(`relay provider=outbox kind=${kind} error=${JSON.stringify((error as Error).message)}`);
      return { ok: false as const, reason: 'unavailable' as const };
    }
    log(`relay provider=outbox kind=${kind} wrote=${name}`);
    return { ok: true as const };
  }

  const contact: ContactProvider = {
    name: 'outbox',
    repeatable: true,
    send: (values, leadId) => write('contact', { message_data: toContactMessageData(values, leadId) }, `contact-${leadId}.json`),
  };
  // Like the Customer.io form, which identifies the person by e-mail: a repeat sign-up updates the one record
  // (latest name and language) and is answered like the first. The file is named by a hash, not the address.
  const newsletter: NewsletterProvider = {
    name: 'outbox',
    repeatable: true,
    send: (values) =>
      write('newsletter', { data: toNewsletterFormData(values) }, `newsletter-${subscriberKey(values.email)}.json`),
  };
  // Both messages of a complaint in one file: the team's, and the acknowledgement with the address it goes to.
  const complaint: ComplaintProvider = {
    name: 'outbox',
    send: (message, leadId) =>
      write('complaint', { message_data: toComplaintMessageData(message, leadId), acknowledgement_to: message.complaint.email }, `complaint-${leadId}.json`),
  };
  // The operator's notices (src/relay/leads/notices.ts), one file each, named by the notice and its first subject.
  const operator: NoticeProvider = {
    name: 'outbox',
    send: (notice, key) => write('notice', { message_data: notice }, `notice-${key}.json`),
  };
  // The confirmation e-mail as Customer.io would receive it, one file per sign-up (named by its lead).
  const confirmation: ConfirmationProvider = {
    name: 'outbox',
    send: (values, leadId) =>
      write('newsletter_confirmation', { to: values.email, message_data: toConfirmationMessageData(values, leadId) }, `confirmation-${leadId}.json`),
  };
  // The deploy's e-mail to the editors when a publication fails (src/build/editors-notice.ts), named by its run.
  const editors: EditorsNoticeProvider = {
    name: 'outbox',
    send: (messageData, runId) => write('editors', { message_data: messageData }, `editors-${runId}.json`),
  };
  return { contact, newsletter, confirmation, complaint, operator, editors };
}
