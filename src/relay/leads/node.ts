/**
 * The lead pipeline under Node (`npm start`): the SQLite store, the in-process delivery loop and its schedule.
 * Node only (it opens a file), so the worker never imports it.
 */
import type { LeadSettings } from '../config';
import type { LogLine } from '../providers/types';
import { createDeliverer, deliveryPolicy, type Deliver, type LeadSenders } from './delivery';
import type { LeadIntake } from './intake';
import { startDeliveryLoop, type DeliveryLoop } from './node-loop';
import { runSchedule, type ScheduleReport } from './schedule';
import { openSqlite } from './sqlite';
import { createLeadStore, type LeadStore } from './store';
import { consentOf, createConsentRegister, type ConsentRegister } from './consents';
import { confirmSignUp } from '../newsletter/confirm';

export interface NodeLeads extends LeadIntake {
  store: LeadStore;
  consents: ConsentRegister;
  deliver: Deliver;
  loop: DeliveryLoop;
  schedule(): Promise<ScheduleReport>;
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
  const consents = createConsentRegister(db);
  const deliver = createDeliverer({
    store,
    senders,
    policy: deliveryPolicy(settings.retryBaseSeconds, options.providerTimeoutMs),
    log,
    now,
  });
  const schedule = () => runSchedule({ store, consents, deliver, requeue: async () => loop.kick(), settings, log, now });
  const loop = startDeliveryLoop({ store, deliver, schedule, log, now, pollMs: options.pollMs, scheduleMs: settings.scheduleSeconds * 1000 });
  return {
    async accept(lead) {
      // The proof first: a lead is never stored without it (a record whose lead failed to store proves a consent
      // that was given all the same).
      await consents.record(await consentOf(lead, { leadDays: settings.keepFailedDays }));
      await store.add(lead, now());
      loop.kick();
    },
    async confirm(signUpId, at) {
      const result = await confirmSignUp({ store, consents }, signUpId, at);
      if (result.outcome === 'confirmed') loop.kick();
      return result.outcome;
    },
    store,
    consents,
    deliver,
    loop,
    schedule,
    async close() {
      await loop.close();
      db.close();
    },
  };
}
