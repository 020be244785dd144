/**
 * The lead pipeline under Node (`npm start`): the SQLite store, the in-process delivery loop and its schedule.
 * Node only (it opens a file), so the worker never imports it.
 */
import { CONTACT_VARIABLES, NEWSLETTER_VARIABLES, RelayConfigError, type LeadSettings } from '../config';
import type { LogLine } from '../providers/types';
import type { LeadSenders } from './delivery';
import { startDeliveryLoop, type DeliveryLoop } from './node-loop';
import { createLeadPipeline, type LeadPipeline } from './pipeline';
import { openSqlite, type SqliteDatabase } from './sqlite';
import { watchStoreThread } from './store-thread';
import type { LeadStore } from './store';

export interface NodeLeads extends LeadPipeline {
  loop: DeliveryLoop;
  /**
   * Resolves once the store's deliverer note is recorded; rejects (RelayConfigError, naming the missing variables)
   * when a server without Customer.io keys opened a store that holds real leads: it then delivers nothing.
   */
  ready: Promise<void>;
  /** The database on its thread (sqlite.ts). */
  database: SqliteDatabase;
  /** Resolves, with why, when the store's thread could not be started again: the process must exit (main.ts). */
  lost: Promise<string>;
  /** Stops the loop and closes the database. */
  close(): Promise<void>;
}

export function createNodeLeads(
  settings: LeadSettings,
  senders: LeadSenders,
  options: { log: LogLine; providerTimeoutMs: number; now?: () => number; pollMs?: number },
): NodeLeads {
  const { log, now = Date.now } = options;
  const thread = watchStoreThread({ sender: senders.operator, log, now });
  const db = openSqlite(settings.dbPath, { events: thread.events });
  const leads = createLeadPipeline(settings, senders, options, {
    db,
    handOver: () => loop.kick(),
    requeue: async () => loop.kick(),
    precondition: (store) => recordDeliverer(store, settings, senders),
  });
  const { store, deliver, schedule, ready } = leads;
  const loop = startDeliveryLoop({ store, deliver, schedule, log, now, pollMs: options.pollMs, scheduleMs: settings.scheduleSeconds * 1000 });
  ready.catch((error: unknown) => {
    log(`leads refused error=${JSON.stringify((error as Error).message)}`);
    void loop.close();
  });
  return {
    ...leads,
    loop,
    database: db,
    lost: thread.lost,
    async close() {
      await loop.close();
      await ready.catch(() => undefined);
      await db.close();
    },
  };
}

/**
 * The store remembers whether a provider ever served it (one form's is enough: it holds real leads); the operator's
 * command reads it (leads-command.ts). A server without keys on such a store (or on one from before the note that
 * holds leads) would put real leads in the local outbox: it delivers nothing and says what to set.
 */
async function recordDeliverer(store: LeadStore, settings: LeadSettings, senders: LeadSenders): Promise<void> {
  const outboxOnly = senders.contact.name === 'outbox' && senders.newsletter.name === 'outbox';
  if (!outboxOnly) return store.recordDeliverer('provider');
  const note = await store.deliverer();
  const counts = await store.counts();
  if (note === 'provider' || (note === null && counts.pending + counts.delivered + counts.failed > 0)) {
    throw new RelayConfigError(
      `the lead store ${settings.dbPath} holds real leads: set ${[...CONTACT_VARIABLES, ...NEWSLETTER_VARIABLES].join(', ')}; ` +
        'the local outbox serves the development server only',
    );
  }
  await store.recordDeliverer('outbox');
}
