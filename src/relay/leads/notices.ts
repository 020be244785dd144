import type { LogLine, NoticeProvider, OperatorNotice } from '../providers/types';
import { failureName } from './delivery';
import type { LeadStore, NoticeLead } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many leads are named in one notice; the rest are told by the next run. */
export const NOTICE_BATCH = 50;

export interface NoticeSettings {
  keepFailedDays: number;
  /** The operator is warned this many days before an undelivered lead would be purged. */
  purgeWarningDays: number;
}

export interface NoticeReport {
  failed: number;
  warned: number;
  digest: number;
}

/**
 * Nobody loses a lead without being told (docs/decisions/0038-operator-told-and-store-knows-its-deliverer.md): a
 * notice when leads become failed (the dead-letter queue's too), a warning `purgeWarningDays` before an undelivered
 * lead would be purged, and once a (UTC) day a digest of the leads still failed a day after they were told. Each is
 * recorded in the store before it is sent, so two runs never tell the same event twice, and released when the send
 * fails, so the next run tells it. The log lines of delivery stay as they were.
 */
export function createNotifier(options: {
  store: LeadStore;
  sender: NoticeProvider;
  settings: NoticeSettings;
  log: LogLine;
  now?: () => number;
}): (only?: 'purge_warning') => Promise<NoticeReport> {
  const { store, sender, settings, log, now = Date.now } = options;
  const purgeAfterMs = settings.keepFailedDays * DAY_MS;

  /** `count`: the leads the notice is about; more than it names when a digest's list is cut at NOTICE_BATCH. */
  function message(notice: OperatorNotice['notice'], leads: NoticeLead[], at: number, count = leads.length): OperatorNotice {
    return {
      notice,
      count,
      leads: leads.map((lead) => ({
        id: lead.id,
        kind: lead.kind,
        state: lead.state,
        age_days: Math.floor((at - lead.createdAt) / DAY_MS),
        last_error: lead.lastError ?? '',
        purge_on: new Date(lead.createdAt + purgeAfterMs).toISOString().slice(0, 10),
      })),
    };
  }

  /** Sends one notice naming `leads`, once the records `claims` (subject, event) are all this run's. */
  async function tell(notice: OperatorNotice['notice'], claims: [string, string][], leads: NoticeLead[], at: number, count?: number): Promise<number> {
    const mine: [string, string][] = [];
    for (const [subject, event] of claims) if (await store.claimNotice(subject, event, at)) mine.push([subject, event]);
    const named = notice === 'digest' ? (mine.length > 0 ? leads : []) : leads.filter((lead) => mine.some(([subject]) => subject === lead.id));
    if (named.length === 0) return 0;
    const key = `${notice}-${mine[0][0].replace(/^digest:/, '')}`;
    const result = await sender.send(message(notice, named, at, count), key).catch((error: unknown) => ({
      ok: false as const,
      reason: 'error' as const,
      cause: String((error as Error).name),
    }));
    if (result.ok) {
      log(`leads notice=${notice} leads=${named.length} outcome=sent:${sender.name}`);
      return named.length;
    }
    for (const [subject, event] of mine) await store.releaseNotice(subject, event);
    log(`leads notice=${notice} leads=${named.length} outcome=${failureName(result, sender.name)}`);
    return 0;
  }

  /** `only` 'purge_warning': just the warnings, as the schedule asks before it purges (nothing purged untold). */
  return async function notify(only) {
    const at = now();
    const nearPurge = await store.untold('purge_warning', at - purgeAfterMs + settings.purgeWarningDays * DAY_MS, NOTICE_BATCH);
    const warned = await tell('purge_warning', nearPurge.map((lead) => [lead.id, 'purge_warning']), nearPurge, at);
    if (only === 'purge_warning') return { failed: 0, warned, digest: 0 };
    const failedLeads = await store.untold('failed', Number.MAX_SAFE_INTEGER, NOTICE_BATCH);
    const failed = await tell('lead_failed', failedLeads.map((lead) => [lead.id, 'failed']), failedLeads, at);
    const remaining = await store.stillFailed(at - DAY_MS, NOTICE_BATCH);
    const day = new Date(at).toISOString().slice(0, 10);
    // The digest counts every failed lead, though it names at most NOTICE_BATCH of them.
    const digest = remaining.length > 0 ? await tell('digest', [[`digest:${day}`, 'digest']], remaining, at, (await store.counts()).failed) : 0;
    return { failed, warned, digest };
  };
}

/** For a host with no notice settings and no outbox (a Worker without OPERATIONS_EMAIL): every notice is logged unsent. */
export const unconfiguredNotices: NoticeProvider = {
  name: 'unconfigured',
  send: async () => ({ ok: false, reason: 'unavailable' }),
};
