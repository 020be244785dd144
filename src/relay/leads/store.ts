import type { Lead, LeadKind, LeadState, LeadSummary, NewLead } from './record';
import type { SqlDatabase } from './sql';

/**
 * The durable record of every accepted form (README.md here): written before the visitor is told it succeeded,
 * then moved through its delivery. One implementation over SQL, run on D1 and on SQLite.
 */
export interface LeadStore {
  add(lead: NewLead, now: number): Promise<void>;
  /**
   * Takes the lead for one delivery attempt until `now + leaseMs`, when it is in state `from` (and, when pending,
   * due). Anything else says why not: another deliverer holds it, it is delivered or gone, or not due until `dueAt`.
   */
  claim(id: string, from: 'pending' | 'failed', now: number, leaseMs: number): Promise<Claim>;
  delivered(id: string, now: number): Promise<void>;
  /** Records a failed attempt: pending again from `retryAt`, or failed when `retryAt` is null. */
  attemptFailed(id: string, now: number, error: string, retryAt: number | null): Promise<void>;
  /** A pending lead becomes failed (its queue gave up on it), with why; a lead in another state is left alone. */
  giveUp(id: string, now: number, error: string): Promise<void>;
  /** Pending leads due by `before` and not held by a deliverer, oldest first. */
  due(before: number, now: number, limit: number): Promise<string[]>;
  /** The earliest time a pending lead is due, or null when none is pending. */
  nextDueAt(): Promise<number | null>;
  list(state: LeadState | null, limit: number): Promise<LeadSummary[]>;
  /** Failed leads (all, or those named) become pending, due now, with a fresh count of attempts. */
  resend(ids: string[] | null, now: number): Promise<number>;
  /**
   * Deletes delivered leads delivered before `deliveredBefore`, and others created before `othersBefore`;
   * complaints go by their own date, `complaintsBefore` (created before it, in any state; decision 0043).
   */
  purge(deliveredBefore: number, othersBefore: number, complaintsBefore: number): Promise<{ delivered: number; failed: number; complaints: number }>;
  counts(): Promise<Record<LeadState, number>>;
}

export type Claim =
  | { ok: true; lead: Lead }
  | { ok: false; reason: 'missing' | 'delivered' | 'failed' | 'pending' | 'claimed' }
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
  state: LeadState;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number;
  last_error: string | null;
  delivered_at: number | null;
}

const SUMMARY_COLUMNS = 'id, kind, lang, page, state, attempts, created_at, next_attempt_at, last_error';

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind,
    lang: row.lang,
    page: row.page,
    createdAt: row.created_at,
    privacy: { acceptedAt: row.privacy_accepted_at, policy: row.privacy_policy },
    payload: JSON.parse(row.payload),
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

export function createLeadStore(db: SqlDatabase): LeadStore {
  async function row(id: string): Promise<LeadRow | null> {
    return (await db.all<LeadRow>('SELECT * FROM leads WHERE id = ?', [id]))[0] ?? null;
  }

  return {
    async add(lead, now) {
      await db.run(
        `INSERT INTO leads (id, kind, lang, page, created_at, privacy_accepted_at, privacy_policy, payload, state,
           attempts, next_attempt_at, claimed_until, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, 0, ?)`,
        [
          lead.id,
          lead.kind,
          lead.lang,
          lead.page,
          lead.createdAt,
          lead.privacy.acceptedAt,
          lead.privacy.policy,
          JSON.stringify(lead.payload),
          now,
          now,
        ],
      );
    },

    async claim(id, from, now, leaseMs) {
      const { changes } = await db.run(
        `UPDATE leads SET claimed_until = ?, updated_at = ?
         WHERE id = ? AND state = ? AND claimed_until <= ? AND (state = 'failed' OR next_attempt_at <= ?)`,
        [now + leaseMs, now, id, from, now, now],
      );
      const current = await row(id);
      if (!current) return { ok: false, reason: 'missing' };
      if (changes === 1) return { ok: true, lead: toLead(current) };
      if (current.state !== from) return { ok: false, reason: current.state };
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
      return { delivered: delivered.changes, failed: failed.changes, complaints: complaints.changes };
    },

    async counts() {
      const rows = await db.all<{ state: LeadState; n: number }>('SELECT state, COUNT(*) AS n FROM leads GROUP BY state');
      const counts: Record<LeadState, number> = { pending: 0, delivered: 0, failed: 0 };
      for (const { state, n } of rows) counts[state] = n;
      return counts;
    },
  };
}
