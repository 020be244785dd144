import type { LogLine } from '../providers/types';
import type { Deliver } from './delivery';
import type { ConsentRegister } from './consents';
import type { LeadStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many stale leads are re-queued per run (one queue `sendBatch` of at most 100 messages). */
export const SCHEDULE_BATCH = 100;
/**
 * At most this many failed leads are re-driven per run, least recently tried first, so every failed lead is tried
 * within ceil(failed / 50) runs. Each costs one provider call and 3 D1 queries: 50 stay far below a cron
 * invocation's 1,000 D1 queries and 10,000 subrequests on Workers Paid, and 50 provider timeouts (8 s) below its
 * 15 minutes (docs/decisions/0038-operator-told-and-store-knows-its-deliverer.md has the numbers and sources).
 */
export const REDRIVE_BATCH = 50;

export interface ScheduleSettings {
  /** A pending lead this long past due has lost its delivery (a queue message gone with a restart): queue it again. */
  staleSeconds: number;
  keepDeliveredDays: number;
  keepFailedDays: number;
  keepComplaintDays: number;
}

export interface ScheduleReport {
  requeued: number;
  redriven: number;
  redelivered: number;
  purgedDelivered: number;
  purgedFailed: number;
  /** Consent records past their keeping time (decision 0039); the register outlives the leads. */
  purgedConsents: number;
  purgedComplaints: number;
  pending: number;
  failed: number;
}

/**
 * The scheduled run (cron on Cloudflare, a timer under Node): deletes what is past its retention first (nothing past
 * it is ever sent), hands stale pending leads back to delivery, tries the REDRIVE_BATCH least recently tried failed
 * leads once more, tells the operator what they must know (notices.ts), and logs one line of counts.
 */
export async function runSchedule(options: {
  store: LeadStore;
  consents: ConsentRegister;
  deliver: Deliver;
  /** Hands pending leads back to delivery (the queue on Cloudflare; the Node loop picks due leads up itself). */
  requeue: (ids: string[]) => Promise<void>;
  settings: ScheduleSettings;
  /** Tells the operator of failures, leads near their purge, and the daily digest (notices.ts); or only the warnings. */
  notify: (only?: 'purge_warning') => Promise<unknown>;
  log: LogLine;
  now?: () => number;
}): Promise<ScheduleReport> {
  const { store, consents, deliver, requeue, settings, notify, log, now = Date.now } = options;
  const started = now();

  // A lead about to be purged that was never warned (the server was down through its warning days, or the notice
  // could not be sent) is told now, as it goes; retention is not extended for it.
  await notify('purge_warning').catch((error: unknown) => log(`leads notice error=${JSON.stringify((error as Error).name)}`));
  const purged = await store.purge(
    started - settings.keepDeliveredDays * DAY_MS,
    started - settings.keepFailedDays * DAY_MS,
    started - settings.keepComplaintDays * DAY_MS,
  );

  const stale = await store.due(started - settings.staleSeconds * 1000, started, SCHEDULE_BATCH);
  if (stale.length > 0) await requeue(stale);

  const failed = await store.redrivable(REDRIVE_BATCH);
  let redelivered = 0;
  for (const id of failed) {
    if ((await deliver(id, 'failed')).status === 'delivered') redelivered += 1;
  }

  const purgedConsents = await consents.purge(started);

  // A notice that cannot be sent now is told by the next run; the counts below are logged either way.
  await notify().catch((error: unknown) => log(`leads notice error=${JSON.stringify((error as Error).name)}`));
  const counts = await store.counts();
  const report: ScheduleReport = {
    requeued: stale.length,
    redriven: failed.length,
    redelivered,
    purgedDelivered: purged.delivered,
    purgedFailed: purged.failed,
    purgedConsents,
    purgedComplaints: purged.complaints,
    pending: counts.pending,
    failed: counts.failed,
  };
  log(
    `leads schedule requeued=${report.requeued} redriven=${report.redriven} redelivered=${report.redelivered} ` +
      `purged_delivered=${report.purgedDelivered} purged_failed=${report.purgedFailed} ` +
      `purged_complaints=${report.purgedComplaints} purged_consents=${report.purgedConsents} pending=${report.pending} ` +
      `failed=${report.failed} ms=${now() - started}`,
  );
  return report;
}
