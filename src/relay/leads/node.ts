/**
 * The lead pipeline under Node (`npm start`): the SQLite store, the in-process delivery loop and its schedule.
 * Node only (it opens a file), so the worker never imports it.
 */
import type { LeadSettings } from '../config';
import type { LogLine } from '../providers/types';
import { createDeliverer, deliveryPolicy, type Deliver, type LeadSenders } from './delivery';
import type { LeadIntake } from './intake';
import { createNotifier, type NoticeReport } from './notices';
import { startDeliveryLoop, type DeliveryLoop } from './node-loop';
import { runSchedule, type ScheduleReport } from './schedule';
import { openSqlite } from './sqlite';
import { createLeadStore, type LeadStore } from './store';

export interface NodeLeads extends LeadIntake {
  store: LeadStore;
  deliver: Deliver;
  loop: DeliveryLoop;
  schedule(): Promise<ScheduleReport>;
  /** Tells the operator of new failures, leads near their purge and the daily digest (notices.ts). */
  notify(): Promise<NoticeReport>;
  /** Stops the loop and closes the database. */
  close(): Promise<void>;
}

export function createNodeLeads(
  settings: LeadSettings,
  senders: LeadSenders,
  options: { log: LogLine; providerTimeoutMs: number; now?: () => number; pollMs?: number },
): NodeLeads {
  const { log, now = Date.now } = options;
  const db = openSqlite(settings.dbPath);
  const store = createLeadStore(db);
  // The store remembers whether a provider ever served it (one form's is enough: it holds real leads); the operator's
  // command reads it (leads-command.ts).
  const outboxOnly = senders.contact.name === 'outbox' && senders.newsletter.name === 'outbox';
  const recorded = store.recordDeliverer(outboxOnly ? 'outbox' : 'provider');
  const notify = createNotifier({ store, sender: senders.operator, settings, log, now });
  const attempt = createDeliverer({
    store,
    senders,
    policy: deliveryPolicy(settings.retryBaseSeconds, options.providerTimeoutMs, settings.keepFailedDays),
    log,
    now,
  });
  // A lead that has just become failed is told at once; the schedule tells whatever this missed.
  const deliver: Deliver = async (id, from) => {
    const outcome = await attempt(id, from);
    if (outcome.status === 'failed' && from !== 'failed') await notify().catch(() => undefined);
    return outcome;
  };
  const schedule = () => runSchedule({ store, deliver, requeue: async () => loop.kick(), settings, notify, log, now });
  const loop = startDeliveryLoop({ store, deliver, schedule, log, now, pollMs: options.pollMs, scheduleMs: settings.scheduleSeconds * 1000 });
  return {
    async accept(lead) {
      await store.add(lead, now());
      loop.kick();
    },
    store,
    deliver,
    loop,
    schedule,
    notify,
    async close() {
      await loop.close();
      await recorded.catch(() => undefined);
      await db.close();
    },
  };
}
