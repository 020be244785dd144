/**
 * The lead pipeline as both runtimes wire it (node.ts under `npm start`, worker.ts on Cloudflare): the store and
 * the consent register on the runtime's database, the deliverer and its policy, the operator's notices, the intake
 * (store the lead, then hand it to delivery) and the schedule. A runtime gives only what differs: its database, how
 * a stored lead reaches delivery (the Node loop's kick, a queue message), how the schedule hands stale pending
 * leads back, and what must hold before a lead is stored or sent (under Node, the store's deliverer note).
 */
import type { LeadSettings } from '../config';
import type { LogLine } from '../providers/types';
import { confirmSignUp } from '../newsletter/confirm';
import { storeAccepted } from './accept';
import { createConsentRegister, type ConsentRegister } from './consents';
import { createDeliverer, deliveryPolicy, type Deliver, type LeadSenders } from './delivery';
import type { LeadIntake } from './intake';
import { createNotifier, type NoticeReport } from './notices';
import { runSchedule, type ScheduleReport } from './schedule';
import type { SqlDatabase } from './sql';
import { createLeadStore, type LeadStore } from './store';

/** What a runtime gives the pipeline. */
export interface RuntimeParts {
  db: SqlDatabase;
  /** A lead was stored (a new form, a confirmed sign-up's submission): start its delivery. */
  handOver(lead: { id: string; kind: string }): Promise<void> | void;
  /** The schedule hands back pending leads whose delivery was lost (a queue message gone with a restart). */
  requeue(ids: string[]): Promise<void>;
  /**
   * What must hold, once, before any lead is stored or sent; it rejects when none may be (then every post fails
   * and nothing is delivered). Without it, leads are taken at once.
   */
  precondition?(store: LeadStore): Promise<void>;
}

export interface LeadPipeline extends LeadIntake {
  store: LeadStore;
  consents: ConsentRegister;
  /**
   * One delivery attempt, once the precondition holds. A lead that has just become failed is told to the operator
   * at once; a notice that cannot be sent now is told by the next scheduled run.
   */
  deliver: Deliver;
  schedule(): Promise<ScheduleReport>;
  /** Tells the operator of new failures, leads near their purge and the daily digest (notices.ts). */
  notify(): Promise<NoticeReport>;
  /** Resolves once the precondition holds; rejects with its error. */
  ready: Promise<void>;
}

export function createLeadPipeline(
  settings: LeadSettings,
  senders: LeadSenders,
  options: { providerTimeoutMs: number; log: LogLine; now?: () => number },
  runtime: RuntimeParts,
): LeadPipeline {
  const { log, now = Date.now } = options;
  const { db } = runtime;
  const store = createLeadStore(db);
  const consents = createConsentRegister(db);
  const ready = runtime.precondition ? runtime.precondition(store) : Promise.resolve();
  const notify = createNotifier({ store, sender: senders.operator, settings, log, now });
  const attempt = createDeliverer({
    store,
    senders,
    policy: deliveryPolicy(settings.retryBaseSeconds, options.providerTimeoutMs, settings),
    log,
    now,
  });
  const deliver: Deliver = async (id, from) => {
    await ready;
    const outcome = await attempt(id, from);
    if (outcome.status === 'failed' && from !== 'failed') {
      await notify().catch((error: unknown) => log(`leads notice error=${JSON.stringify((error as Error).name)}`));
    }
    return outcome;
  };

  return {
    store,
    consents,
    deliver,
    notify,
    ready,
    async accept(lead) {
      // The precondition is met before any lead is written: a first post must not change what it checks.
      await ready;
      const accepted = await storeAccepted(db, lead, now(), { leadDays: lead.kind === 'complaint' ? settings.keepComplaintDays : settings.keepFailedDays });
      if (accepted === 'stored') await runtime.handOver(lead);
      return accepted;
    },
    async confirm(signUpId, at) {
      const result = await confirmSignUp({ store, db }, signUpId, at);
      if (result.outcome === 'confirmed') await runtime.handOver(result.lead);
      return result.outcome;
    },
    schedule: () => runSchedule({ store, consents, deliver, requeue: runtime.requeue, settings, notify, log, now }),
  };
}
