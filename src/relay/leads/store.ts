import type { Lead, LeadKind, LeadState, LeadSummary, NewLead } from './record';
import type { SqlDatabase, SqlStatement } from './sql';

/**
 * The durable record of every accepted form (README.md here): written before the visitor is told it succeeded,
 * with its consent record (accept.ts, `leadInsert`), then moved through its delivery. One implementation over SQL, run on D1 and on SQLite.
 */
export interface LeadStore {
  /** The lead with this id, payload included, or null when there is none (never stored, or purged). */
  get(id: string): Promise<Lead | null>;
  /**
   * Takes the lead for one delivery attempt until `now + leaseMs`, when it is in state `from` (and, when pending,
   * due) and was accepted at or after `expiredBefore`, a complaint at or after `complaintsExpiredBefore` (older is past
   * its retention: never sent, only purged).
   * Anything else says why not: another deliverer holds it, it is delivered, gone or expired, or not due until `dueAt`.
   */
  claim(id: string, from: 'pending' | 'failed', now: number, leaseMs: number, expiredBefore: number, complaintsExpiredBefore?: number): Promise<Claim>;
  delivered(id: string, now: number): Promise<void>;
  /** Records a failed attempt: pending again from `retryAt`, or failed when `retryAt` is null. */
  attemptFailed(id: string, now: number, error: string, retryAt: number | null): Promise<void>;
  /** Lets go of a claimed lead without an attempt (a deliverer that decided not to send it), as looked at `now`. */
  release(id: string, now: number): Promise<void>;
  /** A pending lead becomes failed (its queue gave up on it), with why; a lead in another state is left alone. */
  giveUp(id: string, now: number, error: string): Promise<void>;
  /** Pending leads due by `before` and not held by a deliverer, oldest first. */
  due(before: number, now: number, limit: number): Promise<string[]>;
  /** The earliest time a pending lead is due, or null when none is pending. */
  nextDueAt(): Promise<number | null>;
  /** Failed leads, least recently tried first: each re-drive moves the ones it tried to the back. */
  redrivable(limit: number): Promise<string[]>;
  list(state: LeadState | null, limit: number): Promise<LeadSummary[]>;
  /** Failed leads (all, or those named) become pending, due now, with a fresh count of attempts. */
  resend(ids: string[] | null, now: number): Promise<number>;
  /**
   * Deletes delivered leads delivered before `deliveredBefore`, and others created before `othersBefore`;
   * complaints go by their own date, `complaintsBefore` (created before it, in any state; decision 0043).
   */
  purge(deliveredBefore: number, othersBefore: number, complaintsBefore: number): Promise<{ delivered: number; failed: number; complaints: number }>;
  counts(): Promise<Record<LeadState, number>>;
  /** Which deliverer the store was created for (the migration 0002 note): null when no relay has said yet. */
  deliverer(): Promise<StoreDeliverer | null>;
  /** Records the deliverer of a relay that opened the store: 'outbox' only while no provider ever has. */
  recordDeliverer(deliverer: StoreDeliverer): Promise<void>;
  /** Leads that `event` has not been told for: failed ones, or undelivered ones accepted before `acceptedBefore`. */
  untold(event: 'failed' | 'purge_warning', acceptedBefore: number, limit: number): Promise<NoticeLead[]>;
  /** Failed leads whose failure was told before `toldBefore`: those the daily digest reminds of. */
  stillFailed(toldBefore: number, limit: number): Promise<NoticeLead[]>;
  /** Records that `event` is being told about `subject`; false when it already was (told once, by one sender). */
  claimNotice(subject: string, event: string, now: number): Promise<boolean>;
  /** Forgets a notice that could not be sent, so the next run tells it. */
  releaseNotice(subject: string, event: string): Promise<void>;
}

export type StoreDeliverer = 'outbox' | 'provider';

/** What an operator notice says of a lead: never a visitor's data. */
export interface NoticeLead {
  id: string;
  kind: LeadKind;
  state: LeadState;
  createdAt: number;
  lastError: string | null;
}

export type Claim =
  | { ok: true; lead: Lead }
  | { ok: false; reason: 'missing' | 'delivered' | 'failed' | 'pending' | 'claimed' | 'expired' }
  | { ok: false; reason: 'not_due'; dueAt: number };

interface LeadRow {
  id: string;
  kind: LeadKind;
  lang: string;
  page: string;
  created_at: number;
  privacy_accepted_at: number;
  privacy_policy: string;
  payload: string;
  step: string | null;
  state: LeadState;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number;
  last_error: string | null;
  delivered_at: number | null;
}

const SUMMARY_COLUMNS = 'id, kind, lang, page, state, attempts, created_at, next_attempt_at, last_error';

/** The privacy_policy column: the document's path and version, as one text an operator reads at a glance. */
const policyText = (privacy: NewLead['privacy']) => `${privacy.document} (version ${privacy.version})`;
function policyOf(text: string): { document: string; version: string } {
  const match = /^(.*) \(version (.*)\)$/.exec(text);
  return match ? { document: match[1], version: match[2] } : { document: text, version: '' };
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind,
    lang: row.lang,
    page: row.page,
    createdAt: row.created_at,
    privacy: { acceptedAt: row.privacy_accepted_at, ...policyOf(row.privacy_policy) },
    payload: JSON.parse(row.payload),
    step: row.step,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  } as Lead;
}

export function toSummary(row: Pick<LeadRow, 'id' | 'kind' | 'lang' | 'page' | 'state' | 'attempts' | 'created_at' | 'next_attempt_at' | 'last_error'>): LeadSummary {
  return {
    id: row.id,
    kind: row.kind,
    lang: row.lang,
    page: row.page,
    state: row.state,
    attempts: row.attempts,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  };
}

type NoticeRow = Pick<LeadRow, 'id' | 'kind' | 'state' | 'created_at' | 'last_error'>;

function toNoticeLead(row: NoticeRow): NoticeLead {
  return { id: row.id, kind: row.kind, state: row.state, createdAt: row.created_at, lastError: row.last_error };
}

/**
 * The statement that stores a new lead, for a transaction of several (accept.ts): `INSERT OR IGNORE` adds an id once;
 * `when`, a condition the insert must meet (with its parameters).
 */
export function leadInsert(
  lead: NewLead,
  now: number,
  { verb = 'INSERT', when }: { verb?: 'INSERT' | 'INSERT OR IGNORE'; when?: SqlStatement } = {},
): SqlStatement {
  return {
    sql: `${verb} INTO leads (id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, step, state,
         attempts, next_attempt_at, claimed_until, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, 0, ?${when ? ` WHERE ${when.sql}` : ''}`,
    params: [
      lead.id,
      lead.kind,
      lead.lang,
      lead.page,
      lead.createdAt,
      lead.privacy.acceptedAt,
      policyText(lead.privacy),
      JSON.stringify(lead.payload),
      lead.step ?? null,
      now,
      now,
      ...(when?.params ?? []),
    ],
  };
}

export function createLeadStore(db: SqlDatabase): LeadStore {
  async function row(id: string): Promise<LeadRow | null> {
    return (await db.all<LeadRow>('SELECT * FROM leads WHERE id = ?', [id]))[0] ?? null;
  }

  return {
    async get(id) {
      const found = await row(id);
      return found && toLead(found);
    },

    async claim(id, from, now, leaseMs, expiredBefore, complaintsExpiredBefore = expiredBefore) {
      const { changes } = await db.run(
        `UPDATE leads SET claimed_until = ?, tried_at = ?, updated_at = ?
         WHERE id = ? AND state = ? AND claimed_until <= ? AND (state = 'failed' OR next_attempt_at <= ?)
           AND created_at >= CASE WHEN kind = 'complaint' THEN ? ELSE ? END`,
        [now + leaseMs, now, now, id, from, now, now, complaintsExpiredBefore, expiredBefore],
      );
      const current = await row(id);
      if (!current) return { ok: false, reason: 'missing' };
      if (changes === 1) return { ok: true, lead: toLead(current) };
      if (current.state !== from) return { ok: false, reason: current.state };
      if (current.created_at < (current.kind === 'complaint' ? complaintsExpiredBefore : expiredBefore)) return { ok: false, reason: 'expired' };
      if (current.claimed_until > now) return { ok: false, reason: 'claimed' };
      return { ok: false, reason: 'not_due', dueAt: current.next_attempt_at };
    },

    async delivered(id, now) {
      await db.run(
        `UPDATE leads SET state = 'delivered', delivered_at = ?, attempts = attempts + 1, claimed_until = 0,
           last_error = NULL, updated_at = ? WHERE id = ?`,
        [now, now, id],
      );
    },

    async attemptFailed(id, now, error, retryAt) {
      await db.run(
        `UPDATE leads SET state = ?, attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at),
           claimed_until = 0, last_error = ?, updated_at = ? WHERE id = ?`,
        [retryAt === null ? 'failed' : 'pending', retryAt, error.slice(0, 200), now, id],
      );
    },

    async release(id, now) {
      await db.run('UPDATE leads SET claimed_until = 0, updated_at = ? WHERE id = ?', [now, id]);
    },

    async giveUp(id, now, error) {
      await db.run(
        `UPDATE leads SET state = 'failed', claimed_until = 0, last_error = ?, updated_at = ? WHERE id = ? AND state = 'pending'`,
        [error, now, id],
      );
    },

    async due(before, now, limit) {
      const rows = await db.all<{ id: string }>(
        `SELECT id FROM leads WHERE state = 'pending' AND next_attempt_at <= ? AND claimed_until <= ?
         ORDER BY next_attempt_at LIMIT ?`,
        [before, now, limit],
      );
      return rows.map((r) => r.id);
    },

    async nextDueAt() {
      const [first] = await db.all<{ at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM leads WHERE state = 'pending'`);
      return first?.at ?? null;
    },

    async redrivable(limit) {
      // Unconfirmed leads (delivery.ts UNCONFIRMED, decision 0040) wait for the operator: they take no re-drive's place.
      const rows = await db.all<{ id: string }>(
        `SELECT id FROM leads WHERE state = 'failed' AND (last_error IS NULL OR last_error NOT LIKE 'unconfirmed:%')
         ORDER BY tried_at, created_at LIMIT ?`,
        [limit],
      );
      return rows.map((r) => r.id);
    },
    async list(state, limit) {
      const rows = await db.all<LeadRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM leads ${state ? 'WHERE state = ?' : ''} ORDER BY created_at LIMIT ?`,
        state ? [state, limit] : [limit],
      );
      return rows.map(toSummary);
    },

    async resend(ids, now) {
      const only = ids ? ` AND id IN (${ids.map(() => '?').join(', ')})` : '';
      if (ids?.length === 0) return 0;
      // Released leads that fail again are a new failure, told again.
      await db.run(
        `DELETE FROM lead_notices WHERE event = 'failed' AND subject IN (SELECT id FROM leads WHERE state = 'failed'${only})`,
        ids ?? [],
      );
      const { changes } = await db.run(
        `UPDATE leads SET state = 'pending', attempts = 0, next_attempt_at = ?, claimed_until = 0, updated_at = ?
         WHERE state = 'failed'${only}`,
        [now, now, ...(ids ?? [])],
      );
      return changes;
    },

    async purge(deliveredBefore, othersBefore, complaintsBefore) {
      const delivered = await db.run(`DELETE FROM leads WHERE kind <> 'complaint' AND state = 'delivered' AND delivered_at < ?`, [deliveredBefore]);
      const failed = await db.run(`DELETE FROM leads WHERE kind <> 'complaint' AND state <> 'delivered' AND created_at < ?`, [othersBefore]);
      const complaints = await db.run(`DELETE FROM leads WHERE kind = 'complaint' AND created_at < ?`, [complaintsBefore]);
      // A notice row outlives its lead by at most one retention period; it holds no personal data.
      await db.run(`DELETE FROM lead_notices WHERE sent_at < ?`, [othersBefore]);
      return { delivered: delivered.changes, failed: failed.changes, complaints: complaints.changes };
    },

    async counts() {
      const rows = await db.all<{ state: LeadState; n: number }>('SELECT state, COUNT(*) AS n FROM leads GROUP BY state');
      const counts: Record<LeadState, number> = { pending: 0, delivered: 0, failed: 0 };
      for (const { state, n } of rows) counts[state] = n;
      return counts;
    },
    async deliverer() {
      const [first] = await db.all<{ value: StoreDeliverer }>(`SELECT value FROM lead_store WHERE key = 'deliverer'`);
      return first?.value ?? null;
    },
    async recordDeliverer(deliverer) {
      await db.run(
        `INSERT INTO lead_store (key, value) VALUES ('deliverer', ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE excluded.value = 'provider'`,
        [deliverer],
      );
    },
    async untold(event, acceptedBefore, limit) {
      const rows = await db.all<NoticeRow>(
        `SELECT id, kind, state, created_at, last_error FROM leads
         WHERE ${event === 'failed' ? "state = 'failed'" : "state <> 'delivered' AND kind <> 'complaint'"} AND created_at < ?
           AND NOT EXISTS (SELECT 1 FROM lead_notices WHERE subject = leads.id AND event = ?)
         ORDER BY created_at LIMIT ?`,
        [acceptedBefore, event, limit],
      );
      return rows.map(toNoticeLead);
    },
    async stillFailed(toldBefore, limit) {
      const rows = await db.all<NoticeRow>(
        `SELECT id, kind, state, created_at, last_error FROM leads
         WHERE state = 'failed' AND EXISTS (SELECT 1 FROM lead_notices WHERE subject = leads.id AND event = 'failed' AND sent_at < ?)
         ORDER BY created_at LIMIT ?`,
        [toldBefore, limit],
      );
      return rows.map(toNoticeLead);
    },
    async claimNotice(subject, event, now) {
      const { changes } = await db.run('INSERT OR IGNORE INTO lead_notices (subject, event, sent_at) VALUES (?, ?, ?)', [subject, event, now]);
      return changes === 1;
    },
    async releaseNotice(subject, event) {
      await db.run('DELETE FROM lead_notices WHERE subject = ? AND event = ?', [subject, event]);
    },
  };
}
