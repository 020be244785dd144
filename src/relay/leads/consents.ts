import type { NewLead } from './record';
import type { SqlDatabase, SqlStatement } from './sql';

/**
 * The consent register (decision 0039): one record per contact request and newsletter sign-up, the proof of its
 * consent (GDPR art. 7(1)), kept as long as that consent can be relied on. It holds no name, message or address:
 * only a hash of the address, to find the record again when its person unsubscribes or asks for erasure.
 */
export interface ConsentRecord {
  leadId: string;
  kind: string;
  purpose: ConsentPurpose;
  /** Path of the policy document the page linked, in the page's language, and the documents' version. */
  policy: string;
  policyVersion: string;
  lang: string;
  page: string;
  givenAt: number;
  confirmedAt: number | null;
  subjectHash: string;
  /** Null while the consent is relied on (a confirmed subscription); else when the record goes. */
  keepUntil: number | null;
  /** When the person withdrew it (migration 0006), or null. */
  withdrawnAt: number | null;
}

export type ConsentPurpose = 'contact_request' | 'newsletter' | 'complaint';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a record outlives what it proves: the limitation period of an infringement of the data-protection rules
 * in Spain (LOPDGDD art. 72: three years for the very serious ones, such as processing without a lawful basis), in
 * which a complaint or an inspection can still ask for the proof.
 */
export const LIMITATION_DAYS = 3 * 365;

export interface ConsentRetention {
  /**
   * The longest a lead itself may be kept (LEADS_KEEP_FAILED_DAYS, a complaint's LEADS_KEEP_COMPLAINT_DAYS): the need
   * the consent was given for.
   */
  leadDays: number;
}

const PURPOSE: Record<NewLead['kind'], ConsentPurpose> = { contact: 'contact_request', newsletter: 'newsletter', complaint: 'complaint' };

/**
 * When a record given at `givenAt` may go: the lead's own need plus the limitation period. A confirmed newsletter
 * subscription is relied on for as long as it lasts, so its record is kept until a withdrawal is recorded.
 */
export function keepUntil(givenAt: number, retention: ConsentRetention): number {
  return givenAt + (retention.leadDays + LIMITATION_DAYS) * DAY_MS;
}

/** The hex SHA-256 of an e-mail address, trimmed and lower-cased as the provider compares addresses. */
export async function subjectHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The register's record of a lead just accepted. */
export async function consentOf(lead: NewLead, retention: ConsentRetention): Promise<ConsentRecord> {
  return {
    leadId: lead.id,
    kind: lead.kind,
    purpose: PURPOSE[lead.kind],
    policy: lead.privacy.document,
    policyVersion: lead.privacy.version,
    lang: lead.lang,
    page: lead.page,
    givenAt: lead.privacy.acceptedAt,
    confirmedAt: null,
    subjectHash: await subjectHash(lead.payload.email),
    keepUntil: keepUntil(lead.privacy.acceptedAt, retention),
    withdrawnAt: null,
  };
}

interface ConsentRow {
  lead_id: string;
  kind: string;
  purpose: ConsentPurpose;
  policy: string;
  policy_version: string;
  lang: string;
  page: string;
  given_at: number;
  confirmed_at: number | null;
  subject_hash: string;
  keep_until: number | null;
  withdrawn_at: number | null;
}

function toRecord(row: ConsentRow): ConsentRecord {
  return {
    leadId: row.lead_id,
    kind: row.kind,
    purpose: row.purpose,
    policy: row.policy,
    policyVersion: row.policy_version,
    lang: row.lang,
    page: row.page,
    givenAt: row.given_at,
    confirmedAt: row.confirmed_at,
    subjectHash: row.subject_hash,
    keepUntil: row.keep_until,
    withdrawnAt: row.withdrawn_at,
  };
}

/** The register as read and kept; records are written with their leads, in one transaction (accept.ts). */
export interface ConsentRegister {
  get(leadId: string): Promise<ConsentRecord | null>;
  /** The records of one address, by its hash (an unsubscribe or erasure request). */
  bySubject(hash: string): Promise<ConsentRecord[]>;
  /**
   * A person withdrew (unsubscribed) or asked for erasure: each of their records not withdrawn before notes when
   * (`withdrawn_at`), and those kept while relied on now go after the limitation period; none is deleted or kept
   * for less than before. Returns how many records changed.
   */
  withdraw(hash: string, at: number): Promise<number>;
  /** Deletes the records past their keeping time; returns how many. */
  purge(now: number): Promise<number>;
}

/**
 * The statement that records a consent (once per lead), for a transaction with its lead (accept.ts); `when`, a
 * condition it must meet (with its parameters).
 */
export function consentInsert(consent: ConsentRecord, when?: SqlStatement): SqlStatement {
  return {
    sql: `INSERT OR IGNORE INTO consents (lead_id, kind, purpose, policy, policy_version, lang, page, given_at, confirmed_at,
           subject_hash, keep_until) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${when ? ` WHERE ${when.sql}` : ''}`,
    params: [
      consent.leadId,
      consent.kind,
      consent.purpose,
      consent.policy,
      consent.policyVersion,
      consent.lang,
      consent.page,
      consent.givenAt,
      consent.confirmedAt,
      consent.subjectHash,
      consent.keepUntil,
      ...(when?.params ?? []),
    ],
  };
}

/** The statement that records a sign-up's confirmation (the first one counts); from then on it is kept until withdrawn. */
export function consentConfirmation(leadId: string, at: number): SqlStatement {
  return { sql: 'UPDATE consents SET confirmed_at = ?, keep_until = NULL WHERE lead_id = ? AND confirmed_at IS NULL', params: [at, leadId] };
}

/**
 * The statement that records a withdrawal for the address whose hash is `hash` (ConsentRegister.withdraw); the
 * operator's command runs it on D1 as literal SQL (`hash` is hex, `at` a number).
 */
export function withdrawal(hash: string, at: number): SqlStatement {
  return {
    sql: `UPDATE consents SET withdrawn_at = ?, keep_until = COALESCE(keep_until, ?) WHERE subject_hash = ? AND withdrawn_at IS NULL`,
    params: [at, at + LIMITATION_DAYS * DAY_MS, hash],
  };
}

export function createConsentRegister(db: SqlDatabase): ConsentRegister {
  return {

    async get(leadId) {
      const [row] = await db.all<ConsentRow>('SELECT * FROM consents WHERE lead_id = ?', [leadId]);
      return row ? toRecord(row) : null;
    },

    async bySubject(hash) {
      return (await db.all<ConsentRow>('SELECT * FROM consents WHERE subject_hash = ? ORDER BY given_at', [hash])).map(toRecord);
    },

    async withdraw(hash, at) {
      const { sql, params } = withdrawal(hash, at);
      return (await db.run(sql, params)).changes;
    },

    async purge(now) {
      return (await db.run('DELETE FROM consents WHERE keep_until IS NOT NULL AND keep_until < ?', [now])).changes;
    },
  };
}
