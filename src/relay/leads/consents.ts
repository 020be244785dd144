import type { NewLead } from './record';
import type { SqlDatabase } from './sql';

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
  };
}

export interface ConsentRegister {
  record(consent: ConsentRecord): Promise<void>;
  get(leadId: string): Promise<ConsentRecord | null>;
  /** Records the confirmation of a sign-up (the first one counts); from then on it is kept until withdrawn. */
  confirm(leadId: string, at: number): Promise<void>;
  /** The records of one address, by its hash (an unsubscribe or erasure request). */
  bySubject(hash: string): Promise<ConsentRecord[]>;
  /**
   * A person withdrew (unsubscribed) or asked for erasure: their records that were kept while relied on now go
   * after the limitation period. Returns how many records changed.
   */
  withdraw(hash: string, at: number): Promise<number>;
  /** Deletes the records past their keeping time; returns how many. */
  purge(now: number): Promise<number>;
}

export function createConsentRegister(db: SqlDatabase): ConsentRegister {
  return {
    async record(consent) {
      await db.run(
        `INSERT OR IGNORE INTO consents (lead_id, kind, purpose, policy, policy_version, lang, page, given_at, confirmed_at,
           subject_hash, keep_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
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
        ],
      );
    },

    async get(leadId) {
      const [row] = await db.all<ConsentRow>('SELECT * FROM consents WHERE lead_id = ?', [leadId]);
      return row ? toRecord(row) : null;
    },

    async confirm(leadId, at) {
      await db.run('UPDATE consents SET confirmed_at = ?, keep_until = NULL WHERE lead_id = ? AND confirmed_at IS NULL', [at, leadId]);
    },

    async bySubject(hash) {
      return (await db.all<ConsentRow>('SELECT * FROM consents WHERE subject_hash = ? ORDER BY given_at', [hash])).map(toRecord);
    },

    async withdraw(hash, at) {
      const { changes } = await db.run('UPDATE consents SET keep_until = ? WHERE subject_hash = ? AND keep_until IS NULL', [
        at + LIMITATION_DAYS * DAY_MS,
        hash,
      ]);
      return changes;
    },

    async purge(now) {
      return (await db.run('DELETE FROM consents WHERE keep_until IS NOT NULL AND keep_until < ?', [now])).changes;
    },
  };
}
