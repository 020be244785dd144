/**
 * The lead pipeline under Node (`npm start`): the SQLite store, the in-process delivery loop and its schedule.
 * Node only (it opens a file), so the worker never imports it.
 */
import { CONTACT_VARIABLES, NEWSLETTER_VARIABLES, RelayConfigError, type LeadSettings } from '../config';
import type { LogLine } from '../providers/types';
import { createDeliverer, deliveryPolicy, type Deliver, type LeadSenders } from './delivery';
import type { LeadIntake } from './intake';
import { createNotifier, type NoticeReport } from './notices';
import { startDeliveryLoop, type DeliveryLoop } from './node-loop';
import { runSchedule, type ScheduleReport } from './schedule';
import { openSqlite, type SqliteDatabase } from './sqlite';
import { watchStoreThread } from './store-thread';
import { createLeadStore, type LeadStore } from './store';
import { createConsentRegister, type ConsentRegister } from './consents';
import { storeAccepted } from './accept';
import { confirmSignUp } from '../newsletter/confirm';

export interface NodeLeads extends LeadIntake {
  store: LeadStore;
  consents: ConsentRegister;
  deliver: Deliver;
  loop: DeliveryLoop;
  schedule(): Promise<ScheduleReport>;
  /**
   * Resolves once the store's deliverer note is recorded; rejects (RelayConfigError, naming the missing variables)
   * when a server without Customer.io keys opened a store that holds real leads: it then delivers nothing.
   */
  ready: Promise<void>;
  /** Tells the operator of new failures, leads near their purge and the daily digest (notices.ts). */
  notify(): Promise<NoticeReport>;
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
  const store = createLeadStore(db);
  // The store remembers whether a provider ever served it (one form's is enough: it holds real leads); the operator's
  // command reads it (leads-command.ts). A server without keys on such a store (or on one from before the note that
  // holds leads) would put real leads in the local outbox: it delivers nothing and says what to set.
  const outboxOnly = senders.contact.name === 'outbox' && senders.newsletter.name === 'outbox';
  const ready = (async () => {
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
  })();
  const notify = createNotifier({ store, sender: senders.operator, settings, log, now });
  const consents = createConsentRegister(db);
  const attempt = createDeliverer({
    store,
    senders,
    policy: deliveryPolicy(settings.retryBaseSeconds, options.providerTimeoutMs, settings),
    log,
    now,
  });
  // A lead that has just become failed is told at once; the schedule tells whatever this missed.
  const deliver: Deliver = async (id, from) => {
    await ready;
    const outcome = await attempt(id, from);
    if (outcome.status === 'failed' && from !== 'failed') await notify().catch(() => undefined);
    return outcome;
  };
  const schedule = () => runSchedule({ store, consents, deliver, requeue: async () => loop.kick(), settings, notify, log, now });
  const loop = startDeliveryLoop({ store, deliver, schedule, log, now, pollMs: options.pollMs, scheduleMs: settings.scheduleSeconds * 1000 });
  ready.catch((error: unknown) => {
    log(`leads refused error=${JSON.stringify((error as Error).message)}`);
    void loop.close();
  });
  return {
    async accept(lead) {
      // The deliverer note is read before any lead is written: a first post must not make a new store look real.
      await ready;
      const accepted = await storeAccepted(db, lead, now(), { leadDays: lead.kind === 'complaint' ? settings.keepComplaintDays : settings.keepFailedDays });
      if (accepted === 'stored') loop.kick();
      return accepted;
    },
    ready,
    async confirm(signUpId, at) {
      const result = await confirmSignUp({ store, db }, signUpId, at);
      if (result.outcome === 'confirmed') loop.kick();
      return result.outcome;
    },
    store,
    consents,
    deliver,
    loop,
    database: db,
    lost: thread.lost,
    schedule,
    notify,
    async close() {
      await loop.close();
      await ready.catch(() => undefined);
      await db.close();
    },
  };
}
