import { consentConfirmation, consentInsert, consentOf, type ConsentRetention } from './consents';
import type { NewLead } from './record';
import type { SqlDatabase } from './sql';
import { leadInsert } from './store';

/**
 * Storing an accepted form, the same over D1 and the Node SQLite (decision 0046): the lead and the proof of its
 * consent are one transaction, so one deadline bounds the visitor's wait, and neither is ever kept without the other.
 */
export async function storeAccepted(db: SqlDatabase, lead: NewLead, now: number, retention: ConsentRetention): Promise<void> {
  await db.batch([consentInsert(await consentOf(lead, retention)), leadInsert(lead, now)]);
}

/**
 * A sign-up's confirmation in one transaction: its submission stored once (by its derived id) and the register's
 * confirmation time, both or neither. Says whether the submission was added (false: an earlier press stored it).
 */
export async function storeConfirmation(db: SqlDatabase, signUpId: string, submission: NewLead, now: number): Promise<boolean> {
  const [added] = await db.batch([leadInsert(submission, now, { verb: 'INSERT OR IGNORE' }), consentConfirmation(signUpId, now)]);
  return added.changes === 1;
}
