import { consentConfirmation, consentInsert, consentOf, type ConsentRetention } from './consents';
import type { NewLead } from './record';
import type { SqlDatabase } from './sql';
import { leadInsert } from './store';

/**
 * At most this many newsletter sign-ups of one address (its consent records, by the hash of the address) within
 * CONFIRMATION_WINDOW_MS are stored, each sending a confirmation e-mail: re-posting cannot turn the site into a
 * mailer aimed at someone's inbox. A sign-up past it is answered like any other (decision 0017: the answer never
 * says what the list holds) and leaves nothing (decision 0046).
 */
export const CONFIRMATIONS_PER_ADDRESS = 3;
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What became of an accepted form: stored (and so delivered), or a sign-up past its address's limit, kept nowhere. */
export type Accepted = 'stored' | 'limited';

/**
 * Storing an accepted form, the same over D1 and the Node SQLite (decision 0046): the lead and the proof of its
 * consent are one transaction, so one deadline bounds the visitor's wait, and neither is ever kept without the other.
 * A sign-up's count and insert are in that transaction too, so concurrent posts cannot all slip under the limit.
 */
export async function storeAccepted(db: SqlDatabase, lead: NewLead, now: number, retention: ConsentRetention): Promise<Accepted> {
  const consent = await consentOf(lead, retention);
  if (lead.kind !== 'newsletter') {
    await db.batch([consentInsert(consent), leadInsert(lead, now)]);
    return 'stored';
  }
  const underLimit = {
    sql: `(SELECT COUNT(*) FROM consents WHERE subject_hash = ? AND purpose = 'newsletter' AND given_at > ?) < ?`,
    params: [consent.subjectHash, consent.givenAt - CONFIRMATION_WINDOW_MS, CONFIRMATIONS_PER_ADDRESS],
  };
  const [added] = await db.batch([
    leadInsert(lead, now, { when: underLimit }),
    consentInsert(consent, { sql: 'EXISTS (SELECT 1 FROM leads WHERE id = ?)', params: [lead.id] }),
  ]);
  return added.changes === 1 ? 'stored' : 'limited';
}

/**
 * A sign-up's confirmation in one transaction: its submission stored once (by its derived id) and the register's
 * confirmation time, both or neither. Says whether the submission was added (false: an earlier press stored it).
 */
export async function storeConfirmation(db: SqlDatabase, signUpId: string, submission: NewLead, now: number): Promise<boolean> {
  const [added] = await db.batch([leadInsert(submission, now, { verb: 'INSERT OR IGNORE' }), consentConfirmation(signUpId, now)]);
  return added.changes === 1;
}
