import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { toContactMessageData, toNewsletterFormData } from './message-data';
import type { ContactProvider, LogLine, NewsletterProvider } from './types';

/**
 * The embedded default of `npm start` when no Customer.io keys are set: each accepted message becomes one JSON
 * file in the outbox directory, holding exactly what would have been sent to the provider. Node only (it writes
 * files), so the worker adapter never imports it.
 */
export function createOutbox(dir: string, log: LogLine, now: () => Date = () => new Date()) {
  async function write(kind: 'contact' | 'newsletter', payload: object) {
    const createdAt = now().toISOString();
    const file = join(dir, `${createdAt.replace(/[:.]/g, '-')}-${kind}-${randomUUID().slice(0, 8)}.json`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, `${JSON.stringify({ kind, createdAt, ...payload }, null, 2)}\n`, { flag: 'wx' });
    } catch (error) {
      log(`relay provider=outbox kind=${kind} error=${JSON.stringify((error as Error).message)}`);
      return { ok: false as const, reason: 'unavailable' as const };
    }
    log(`relay provider=outbox kind=${kind} wrote=${file}`);
    return { ok: true as const };
  }

  const contact: ContactProvider = {
    name: 'outbox',
    send: (values) => write('contact', { message_data: toContactMessageData(values) }),
  };
  const newsletter: NewsletterProvider = {
    name: 'outbox',
    send: (values) => write('newsletter', { data: toNewsletterFormData(values) }),
  };
  return { contact, newsletter };
}
