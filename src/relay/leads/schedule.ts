import type { LogLine } from '../providers/types';
import type { Deliver } from './delivery';
import type { LeadStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many leads are re-queued or re-driven per run: a long outage drains over several runs. */
export const SCHEDULE_BATCH = 100;

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
  purgedComplaints: number;
  pending: number;
  failed: number;
}

/**
 * The scheduled run (cron on Cloudflare, a timer under Node): hands stale pending leads back to delivery, tries
 * every failed lead once more, deletes what is past its retention, and logs one line of counts.
 */
export async function runSchedule(options: {
  store: LeadStore;
  deliver: Deliver;
  /** Hands pending leads back to delivery (the queue on Cloudflare; the Node loop picks due leads up itself). */
  requeue: (ids: string[]) => Promise<void>;
  settings: ScheduleSettings;
  log: LogLine;
  now?: () => number;
}): Promise<ScheduleReport> {
  const { store, deliver, requeue, settings, log, now = Date.now } = options;
  const started = now();

  const stale = await store.due(started - settings.staleSeconds * 1000, started, SCHEDULE_BATCH);
  if (stale.length > 0) await requeue(stale);

  const failed = await store.list('failed', SCHEDULE_BATCH);
  let redelivered = 0;
  for (const lead of failed) {
    if ((await deliver(lead.id, 'failed')).status === 'delivered') redelivered += 1;
  }

  const purged = await store.purge(
    started - settings.keepDeliveredDays * DAY_MS,
    started - settings.keepFailedDays * DAY_MS,
    started - settings.keepComplaintDays * DAY_MS,
  );
  const counts = await store.counts();
  const report: ScheduleReport = {
    requeued: stale.length,
    redriven: failed.length,
    redelivered,
    purgedDelivered: purged.delivered,
    purgedFailed: purged.failed,
    purgedComplaints: purged.complaints,
    pending: counts.pending,
    failed: counts.failed,
  };
  log(
    `leads schedule requeued=${report.requeued} redriven=${report.redriven} redelivered=${report.redelivered} ` +
      `purged_delivered=${report.purgedDelivered} purged_failed=${report.purgedFailed} purged_complaints=${report.purgedComplaints} ` +
      `pending=${report.pending} ` +
      `failed=${report.failed} ms=${now() - started}`,
  );
  return report;
}
